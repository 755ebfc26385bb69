// Server-rendered pages under load: the compiled server and a built web app (its server renderer
// included) on the demo marketplace, asked by N connections at once for as long as --seconds says,
// each request a page of the given kind chosen at random (listing pages over every published
// listing). Prints, per kind of page, pages/s, time to the last byte p50 / p95 / p99, and the
// server's CPU milliseconds per page (user + system, from /proc), with the machine's load average.
//
// Usage: npm run build && node bench/ttfb.mjs [--connections 8] [--seconds 20] [--web apps/web/dist] [--port 3192]
//   The demo data lives in bench/.data/ttfb-demo (seeded by the server's first start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '20' },
    web: { type: 'string', default: 'apps/web/dist' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3192' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const webDist = path.resolve(root, values.web);
if (!fs.existsSync(path.join(webDist, 'server', 'entry-server.js')))
  throw new Error(`${webDist} has no server renderer: run npm run build first`);

const dataDir = path.join(root, 'bench/.data/ttfb-demo');
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every request of the bench comes from 127.0.0.1.
    OTP_MAX_PER_IP_PER_HOUR: '100000',
    // The capacity of rendering, not where the server starts shedding (bench/overload.mjs).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
/** GETs `url`, reading the whole body as sent (compressed, as a browser asks): [status, milliseconds, body]. */
function get(url, compressed = true) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: compressed ? { 'accept-encoding': 'br, gzip' } : {} },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve([res.statusCode, Number(process.hrtime.bigint() - started) / 1e6, Buffer.concat(chunks)]),
        );
      },
    );
    req.on('error', reject);
  });
}

for (let i = 0; ; i++) {
  try {
    if ((await get('/api/v1/health'))[0] === 200) break;
  } catch {}
  if (i > 6000) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 50));
}

/** Clock ticks per second of /proc's CPU times. */
const ticks = await new Promise((resolve) => {
  const getconf = spawn('getconf', ['CLK_TCK']);
  let out = '';
  getconf.stdout.on('data', (d) => {
    out += d;
  });
  getconf.on('close', () => resolve(Number(out.trim()) || 100));
});
/** The server process's CPU time so far (user + system), in milliseconds. */
const serverCpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};

const ids = [];
for (let page = 1; ids.length < 2000; page++) {
  const [, , body] = await get(`/api/v1/listings?per_page=50&page=${page}`, false);
  const { data } = JSON.parse(body.toString());
  ids.push(...data.items.map((item) => item.id));
  if (page >= data.total_pages) break;
}
const places = ['Lisbon', 'Tokyo', 'Sydney', 'Cape Town', 'Barcelona', 'Rome', 'New York', 'Mexico City'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const kinds = {
  'listing page': () => `/listings/${pick(ids)}`,
  'search by place': () => `/?place=${encodeURIComponent(pick(places))}`,
  home: () => '/',
  about: () => '/about',
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows = [];
for (const [kind, next] of Object.entries(kinds)) {
  // Warm-up: the renderer's code, the database's caches.
  for (let i = 0; i < 50; i++) await get(next());
  const times = [];
  let failures = 0;
  const cpuBefore = serverCpuMs();
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const [status, ms, body] = await get(next());
        if (status !== 200 || !body.length) failures++;
        times.push(ms);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = serverCpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  rows.push({
    page: kind,
    connections,
    pages: times.length,
    'not 200': failures,
    'pages/s': Math.round(times.length / elapsed),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    'server CPU ms/page': (cpu / times.length).toFixed(2),
  });
}
stop();
console.log(
  `load average before the run's end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${os.cpus().length} cores`,
);
console.table(rows);
process.exit(0);
