// Gzip size of the JavaScript a browser loads for a page of the production build: all of it once
// the network is idle (lazy chunks the page fetches by itself included), and the part loaded by
// the window's load event (what the first paint waits for). Beside it, the bytes on the wire: what
// the server actually sent (bodies as encoded, with Accept-Encoding: br, gzip), JavaScript alone
// and every response (HTML, CSS, JavaScript, API answers, images), by the load event and once idle.
// Usage: npm run build && node bench/bundle-size.mjs [/path ...]   (default: /)
//   BUNDLE_DIST=apps/web/dist-other measures another build folder; BUNDLE_DETAIL=1 also lists every file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const dist = path.resolve(root, process.env.BUNDLE_DIST ?? 'apps/web/dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bundle-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: dist,
    // Map tiles are images, not JavaScript; without them the page settles offline too.
    MAP_TILE_URL: 'none',
  },
  stdio: 'ignore',
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
  } catch {}
  if (i > 2400) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 50));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
for (const p of paths) {
  const page = await browser.newPage();
  const scripts = new Set();
  const atLoad = new Set();
  // Bytes on the wire of every response: [is JavaScript, finished by the load event, bytes].
  const wire = [];
  let loaded = false;
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.add(url.pathname);
    if (!loaded) atLoad.add(url.pathname);
  });
  page.on('requestfinished', (req) => {
    const byLoad = !loaded;
    const isScript = new URL(req.url()).pathname.endsWith('.js');
    wire.push(req.sizes().then((s) => [isScript, byLoad, s.responseBodySize + s.responseHeadersSize]));
  });
  page.once('load', () => {
    loaded = true;
  });
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'br, gzip' });
  await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'networkidle' });
  const size = (files) => {
    let raw = 0;
    let gz = 0;
    for (const s of files) {
      const buf = fs.readFileSync(path.join(dist, s));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return { raw: (raw / 1024).toFixed(1), gz: (gz / 1024).toFixed(1) };
  };
  const sent = await Promise.all(wire);
  const onWire = (match) => (sent.filter(match).reduce((sum, [, , bytes]) => sum + bytes, 0) / 1024).toFixed(1);
  if (process.env.BUNDLE_DETAIL) {
    const files = [...scripts].map((s) => ({ file: s, 'gzip KB': Number(size([s]).gz), 'by load': atLoad.has(s) }));
    console.table(files.sort((a, b) => b['gzip KB'] - a['gzip KB']));
  }
  const all = size(scripts);
  const first = size(atLoad);
  rows.push({
    page: p,
    files: scripts.size,
    'raw KB': all.raw,
    'gzip KB': all.gz,
    'files by load': atLoad.size,
    'gzip KB by load': first.gz,
    'JS wire KB by load': onWire(([js, byLoad]) => js && byLoad),
    'all wire KB by load': onWire(([, byLoad]) => byLoad),
    'all wire KB idle': onWire(() => true),
  });
  await page.close();
}
await browser.close();
server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
console.table(rows);
