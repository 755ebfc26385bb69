/** A small seeded PRNG (mulberry32) so the demo seed is the same on every run; never Math.random. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /** Roughly normal around 0 (sum of uniforms), within ±spread. */
    jitter: (spread: number) => (next() + next() + next() - 1.5) * (spread / 1.5),
    /** `count` distinct items in random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, count);
    },
    /** Picks a key of `weights` with probability proportional to its weight. */
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
