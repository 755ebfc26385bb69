import type { Random } from './random';

/** Size of the largest demo photo (3:2). */
export const SCENE_WIDTH = 1024;
export const SCENE_HEIGHT = 683;

type Land = 'flat' | 'hills' | 'mountains' | 'dunes';
type Water = 'sea' | 'lake' | 'pool';
type Building = 'house' | 'tiny' | 'cabin' | 'hut' | 'modern' | 'castle' | 'skyline' | 'tent';
type Trees = 'pine' | 'round' | 'palm';

interface SceneKind {
  land: Land;
  water?: Water;
  building: Building;
  trees?: Trees;
  /** What the picture shows, for its alt text. */
  label: string;
}

/** One look per reference category (db/reference.ts); unknown categories fall back to a house. */
const SCENES: Record<string, SceneKind> = {
  beachfront: { land: 'dunes', water: 'sea', building: 'house', trees: 'palm', label: 'Beach house by the sea' },
  cabins: { land: 'mountains', building: 'cabin', trees: 'pine', label: 'Cabin among pine trees' },
  countryside: { land: 'hills', building: 'house', trees: 'round', label: 'Farmhouse in rolling hills' },
  'amazing-pools': { land: 'hills', water: 'pool', building: 'modern', trees: 'palm', label: 'Villa with a pool' },
  'tiny-homes': { land: 'hills', building: 'tiny', trees: 'round', label: 'Tiny home in a meadow' },
  castles: { land: 'hills', building: 'castle', trees: 'round', label: 'Castle on a hill' },
  'city-apartments': { land: 'flat', building: 'skyline', label: 'City skyline' },
  lakefront: { land: 'mountains', water: 'lake', building: 'cabin', trees: 'pine', label: 'Cabin on a lake shore' },
  'mountain-views': { land: 'mountains', building: 'house', trees: 'pine', label: 'Chalet below the peaks' },
  tropical: { land: 'hills', water: 'sea', building: 'hut', trees: 'palm', label: 'Bungalow under palm trees' },
  design: { land: 'flat', building: 'modern', trees: 'round', label: 'Modern glass house' },
  camping: { land: 'mountains', building: 'tent', trees: 'pine', label: 'Tent under the mountains' },
};

const TIMES = [
  {
    label: 'in the morning light',
    sky: ['#8ccaf2', '#fdf0d5'],
    sun: '#fff6c2',
    land: ['#7fae6a', '#5d8f4e'],
    lit: false,
  },
  { label: 'at midday', sky: ['#3f97e0', '#cde8fb'], sun: '#fffbe6', land: ['#6fae58', '#4e8c3f'], lit: false },
  { label: 'in the golden hour', sky: ['#f3a35f', '#fde3a8'], sun: '#ffd47e', land: ['#9a9a4f', '#6f7a3a'], lit: true },
  { label: 'at dusk', sky: ['#343a73', '#ef8d6c'], sun: '#ffb98f', land: ['#3f5a48', '#2b4234'], lit: true },
] as const;

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
const n = (v: number) => Math.round(v * 10) / 10;

/** A silhouette line across the picture, filled down to the bottom edge. */
function ridge(r: Random, baseY: number, amplitude: number, step: number, fill: string) {
  const points: string[] = [];
  for (let x = 0; x <= W + step; x += step) points.push(`${n(x)},${n(baseY - r.next() * amplitude)}`);
  return `<polygon points="0,${H} ${points.join(' ')} ${W},${H}" fill="${fill}"/>`;
}

function hills(r: Random, baseY: number, amplitude: number, fill: string) {
  const period = r.int(140, 260);
  const phase = r.next() * 6;
  const points: string[] = [];
  for (let x = 0; x <= W; x += 16) {
    points.push(`${x},${n(baseY - amplitude * (0.5 + 0.5 * Math.sin(x / period + phase)))}`);
  }
  return `<polygon points="0,${H} ${points.join(' ')} ${W},${H}" fill="${fill}"/>`;
}

function tree(kind: Trees, x: number, groundY: number, size: number, dark: string) {
  if (kind === 'pine') {
    return `<rect x="${n(x - size * 0.06)}" y="${n(groundY - size * 0.25)}" width="${n(size * 0.12)}" height="${n(size * 0.25)}" fill="#4a3526"/><polygon points="${n(x)},${n(groundY - size * 1.3)} ${n(x - size * 0.4)},${n(groundY - size * 0.2)} ${n(x + size * 0.4)},${n(groundY - size * 0.2)}" fill="${dark}"/>`;
  }
  if (kind === 'round') {
    return `<rect x="${n(x - size * 0.06)}" y="${n(groundY - size * 0.5)}" width="${n(size * 0.12)}" height="${n(size * 0.5)}" fill="#5a4030"/><circle cx="${n(x)}" cy="${n(groundY - size * 0.75)}" r="${n(size * 0.38)}" fill="${dark}"/>`;
  }
  const top = { x: x + size * 0.25, y: groundY - size * 1.4 };
  const leaves = [-60, -20, 20, 60, 180, 140]
    .map(
      (angle) =>
        `<ellipse cx="${n(top.x)}" cy="${n(top.y)}" rx="${n(size * 0.45)}" ry="${n(size * 0.09)}" transform="rotate(${angle} ${n(top.x)} ${n(top.y)}) translate(${n(size * 0.35)} 0)" fill="${dark}"/>`,
    )
    .join('');
  return `<path d="M${n(x)},${n(groundY)} Q${n(x - size * 0.05)},${n(groundY - size * 0.8)} ${n(top.x)},${n(top.y)}" stroke="#5b4431" stroke-width="${n(size * 0.08)}" fill="none"/>${leaves}`;
}

function windows(x: number, y: number, cols: number, rows: number, size: number, gap: number, glass: string) {
  let out = '';
  for (let c = 0; c < cols; c++) {
    for (let row = 0; row < rows; row++) {
      out += `<rect x="${n(x + c * (size + gap))}" y="${n(y + row * (size + gap))}" width="${size}" height="${size}" fill="${glass}"/>`;
    }
  }
  return out;
}

function building(kind: Building, r: Random, cx: number, groundY: number, glass: string) {
  const wall = r.pick(['#f4ede1', '#e9d8c4', '#d9c2a7', '#f7f4ef', '#c9d6df']);
  const roof = r.pick(['#8c3b2e', '#5b4a42', '#3d4b5c', '#a0522d']);
  switch (kind) {
    case 'house':
    case 'tiny': {
      const s = kind === 'tiny' ? 0.55 : 1;
      const w = 230 * s;
      const h = 130 * s;
      const x = cx - w / 2;
      return `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/><polygon points="${n(x - 18 * s)},${n(groundY - h)} ${n(cx)},${n(groundY - h - 90 * s)} ${n(x + w + 18 * s)},${n(groundY - h)}" fill="${roof}"/><rect x="${n(cx - 20 * s)}" y="${n(groundY - 70 * s)}" width="${n(40 * s)}" height="${n(70 * s)}" fill="${roof}"/>${windows(x + 22 * s, groundY - h + 28 * s, 1, 1, Math.round(42 * s), 0, glass)}${windows(x + w - 64 * s, groundY - h + 28 * s, 1, 1, Math.round(42 * s), 0, glass)}`;
    }
    case 'cabin':
    case 'hut': {
      const w = 200;
      const h = 190;
      const cover = kind === 'hut' ? '#b08a4f' : '#5e3b25';
      return `<polygon points="${n(cx - w / 2)},${groundY} ${n(cx)},${n(groundY - h)} ${n(cx + w / 2)},${groundY}" fill="${cover}"/><polygon points="${n(cx - 55)},${groundY} ${n(cx)},${n(groundY - 110)} ${n(cx + 55)},${groundY}" fill="${glass}"/><rect x="${n(cx - 14)}" y="${n(groundY - 50)}" width="28" height="50" fill="${cover}"/>`;
    }
    case 'modern': {
      const w = 300;
      return `<rect x="${n(cx - w / 2)}" y="${n(groundY - 90)}" width="${w}" height="90" fill="${wall}"/><rect x="${n(cx - w / 2 + 60)}" y="${n(groundY - 170)}" width="${w - 40}" height="80" fill="#3a3f45"/>${windows(cx - w / 2 + 20, groundY - 75, 4, 1, 55, 12, glass)}<rect x="${n(cx - w / 2 + 80)}" y="${n(groundY - 155)}" width="${w - 80}" height="50" fill="${glass}"/>`;
    }
    case 'castle': {
      const stone = r.pick(['#9b9186', '#b3a898', '#857a6e']);
      const keep = `<rect x="${n(cx - 110)}" y="${n(groundY - 150)}" width="220" height="150" fill="${stone}"/>`;
      const merlons = Array.from(
        { length: 7 },
        (_, i) => `<rect x="${n(cx - 110 + i * 34)}" y="${n(groundY - 168)}" width="18" height="18" fill="${stone}"/>`,
      ).join('');
      const towers = [-1, 1]
        .map((side) => {
          const tx = cx + side * 140;
          return `<rect x="${n(tx - 30)}" y="${n(groundY - 230)}" width="60" height="230" fill="${stone}"/><polygon points="${n(tx - 38)},${n(groundY - 230)} ${n(tx)},${n(groundY - 310)} ${n(tx + 38)},${n(groundY - 230)}" fill="${roof}"/>${windows(tx - 8, groundY - 200, 1, 2, 16, 40, glass)}`;
        })
        .join('');
      return `${keep}${merlons}${towers}<path d="M${n(cx - 30)},${groundY} v-55 a30,30 0 0 1 60,0 v55 z" fill="#3b3128"/>`;
    }
    case 'skyline': {
      let out = '';
      let x = -20;
      while (x < W) {
        const w = r.int(70, 140);
        const h = r.int(150, 380);
        const tone = r.pick(['#4b5563', '#5b6b7c', '#6b7280', '#3f4a5a', '#7a6f66']);
        out += `<rect x="${x}" y="${groundY - h}" width="${w}" height="${h}" fill="${tone}"/>`;
        out += windows(x + 10, groundY - h + 14, Math.floor((w - 14) / 22), Math.floor((h - 20) / 30), 12, 10, glass);
        x += w + r.int(4, 18);
      }
      return out;
    }
    case 'tent': {
      const canvas = r.pick(['#e07a3f', '#d9b44a', '#3f8f6b', '#c2553d']);
      return `<polygon points="${n(cx - 120)},${groundY} ${n(cx)},${n(groundY - 140)} ${n(cx + 120)},${groundY}" fill="${canvas}"/><polygon points="${n(cx - 30)},${groundY} ${n(cx)},${n(groundY - 80)} ${n(cx + 30)},${groundY}" fill="#2b2118"/><circle cx="${n(cx + 190)}" cy="${groundY - 10}" r="14" fill="#ffb347"/>`;
    }
  }
}

/** An SVG landscape for a category, different for every seed, with its alt text. */
export function renderScene(category: string, r: Random) {
  const kind = SCENES[category] ?? (SCENES.countryside as SceneKind);
  const time = r.pick(TIMES);
  const glass = time.lit ? '#ffd77a' : '#bfe1f2';
  const horizon = H * (0.5 + r.next() * 0.1);
  const groundY = H * 0.86;
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${time.sky[0]}"/><stop offset="1" stop-color="${time.sky[1]}"/></linearGradient><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fa3c7"/><stop offset="1" stop-color="#1f6f96"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${n(W * (0.15 + r.next() * 0.7))}" cy="${n(H * (0.12 + r.next() * 0.2))}" r="${r.int(36, 70)}" fill="${time.sun}" opacity="0.9"/>`,
  ];
  if (kind.land === 'mountains') {
    parts.push(ridge(r, horizon - 40, 200, r.int(90, 160), '#8896a8'), ridge(r, horizon + 20, 120, 70, '#5f7184'));
  } else if (kind.land === 'hills') {
    parts.push(hills(r, horizon + 10, 70, time.land[0]));
  } else if (kind.land === 'dunes') {
    parts.push(hills(r, horizon + 30, 25, '#7a9a8c'));
  }
  if (kind.water === 'sea' || kind.water === 'lake') {
    const top = kind.water === 'sea' ? horizon + 20 : horizon + 60;
    parts.push(`<rect x="0" y="${n(top)}" width="${W}" height="${n(H - top)}" fill="url(#water)"/>`);
    const shore = kind.land === 'dunes' ? '#e8d3a2' : time.land[1];
    parts.push(hills(r, groundY + 20, 40, shore));
  } else {
    parts.push(hills(r, groundY + 10, 30, time.land[1]));
  }
  const cx = W * (0.35 + r.next() * 0.3);
  parts.push(building(kind.building, r, cx, groundY + 10, glass));
  if (kind.water === 'pool') {
    parts.push(
      `<rect x="${n(cx - 220)}" y="${n(groundY + 22)}" width="440" height="48" rx="10" fill="#36c2d9" stroke="#e8e2d6" stroke-width="8"/>`,
    );
  }
  if (kind.trees) {
    const dark = time.lit ? '#2f4a35' : '#2f6b3c';
    const count = r.int(3, 7);
    for (let i = 0; i < count; i++) {
      const side = i % 2 === 0 ? r.next() * (cx - 200) : cx + 200 + r.next() * (W - cx - 200);
      parts.push(tree(kind.trees, side, groundY + 12 + r.int(0, 30), r.int(60, 130), dark));
    }
  }
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`,
    alt: `${kind.label} ${time.label}`,
  };
}
