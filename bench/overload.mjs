// Overload of one API process: finds the number of connections that saturates it (throughput stops
// growing), then runs 4× that many and reports what load shedding does — p50/p99 of the requests
// answered, how fast the shed ones got their 503, the process's peak RSS and what it is made of
// (JavaScript heap, the embedded database's WebAssembly memory, the rest) — and that it recovers by
// itself once the load stops (readiness back to 200, light traffic as fast as before, no 503).
// When 4× sheds nothing (the process keeps up), 16× runs too, so the 503 path is measured.
// Every request is a search of its own (a price ceiling no other uses), so each reaches the database.
//
// Usage: node bench/overload.mjs [--step 4] [--duration 20] [--port 3520]
//   embedded PGlite in a temporary folder (demo seed on first start), or with
//   BENCH_POSTGRES_URL=postgres://user@host:5432/any a fresh database on that server, seeded with
//   300 listings and dropped afterwards. Only 127.0.0.1 is loaded. The server gets this process's
//   environment, so PRESSURE_* settings (README, configuration) apply to it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilds } from '../scripts/builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    step: { type: 'string', default: '4' },
    duration: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3520' },
  },
});
const stepSeconds = Number(values.step);
const duration = Number(values.duration);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-overload-'));
const SEARCH = '/api/v1/listings?kind=home&guests=2';

async function postgresDatabase() {
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `load_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--listings', '300'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if ((await new Promise((r) => seed.once('exit', r))) !== 0) throw new Error('seeding the bench database failed');
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

// The compiled server, as `npm start` runs it (built first when a source is newer).
await ensureBuilds({ web: false });
const database = await postgresDatabase();
const startServer = () =>
  spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
let server = startServer();

async function stopServer() {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function stop() {
  await stopServer();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function status(url) {
  try {
    const res = await fetch(`${base}${url}`);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function waitReady(limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await status('/api/v1/health/ready')) === 200) return performance.now() - started;
    await sleep(50);
  }
  return null;
}

/** Where the server's memory is, from its /metrics (process metrics and the embedded database's gauge). */
async function memory() {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const gauge = (name) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line ? Math.round(Number(line.split(' ')[1]) / 2 ** 20) : null;
    };
    const rss = gauge('process_resident_memory_bytes');
    const heap = gauge('nodejs_heap_size_total_bytes');
    const wasm = gauge('roamstead_db_embedded_memory_bytes');
    const external = gauge('nodejs_external_memory_bytes');
    return {
      'RSS MB': rss,
      'JS heap used MB': gauge('nodejs_heap_size_used_bytes'),
      'JS heap total MB': heap,
      'external MB': external,
      'of which PGlite wasm MB': wasm ?? '—',
      'rest (code, native) MB': rss - heap - external,
    };
  } catch {
    return null;
  }
}

/** Resident memory of the server process, from /proc (Linux). */
const rssMb = () => {
  const line = fs
    .readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
};

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
const ms = (v) => (v === null ? '—' : Math.round(v));

let distinct = 0;
/** autocannon with `connections` for `seconds`; latencies by answer, peak RSS meanwhile. */
function load(connections, seconds) {
  return new Promise((resolve, reject) => {
    const answered = [];
    const shed = [];
    let other = 0;
    let peakRss = rssMb();
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb());
    }, 250);
    // The breakdown at the largest RSS seen, scraped one at a time (the scrape is never shed).
    let peakMemory = null;
    let sampling = true;
    (async () => {
      while (sampling) {
        const m = await memory();
        if (m && (!peakMemory || m['RSS MB'] > peakMemory['RSS MB'])) peakMemory = m;
        await sleep(1_000);
      }
    })();
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, path: `${SEARCH}&price_max=${100_000_000 + distinct++}` }) }],
      },
      (err, result) => {
        clearInterval(sampler);
        sampling = false;
        if (err) return reject(err);
        answered.sort((a, b) => a - b);
        shed.sort((a, b) => a - b);
        resolve({
          connections,
          answered: answered.length,
          'answered/s': Math.round(answered.length / seconds),
          'answered p50 ms': ms(percentile(answered, 50)),
          'answered p99 ms': ms(percentile(answered, 99)),
          shed: shed.length,
          '503 p50 ms': ms(percentile(shed, 50)),
          '503 p99 ms': ms(percentile(shed, 99)),
          '503 max ms': ms(shed.at(-1) ?? null),
          'other/timeouts': other + result.timeouts + result.errors,
          'peak RSS MB': peakRss,
          peakMemory,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) answered.push(responseTime);
      else if (statusCode === 503) shed.push(responseTime);
      else other++;
    });
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const table = (title, steps) => {
  console.log(`\n${title}`);
  console.table(steps.map(({ peakMemory, ...step }) => step));
};

try {
  console.log(`machine: ${os.cpus().length} cores, load average at start ${loadAverage()}`);
  if ((await waitReady(300_000)) === null) throw new Error('server not ready within 300 s');
  // The embedded database's first start seeds the demo marketplace in the process (photos
  // included), which keeps memory a running server does not have: measure a restarted one.
  if (!database.url) {
    await stopServer();
    server = startServer();
    if ((await waitReady(120_000)) === null) throw new Error('server not ready again within 120 s');
  }
  // The world's places are indexed after the server listens (a place search waits for the index,
  // and is shed while building it keeps the event loop busy).
  const indexing = performance.now();
  while ((await status('/api/v1/places/suggest?q=porto')) !== 200) {
    if (performance.now() - indexing > 120_000) throw new Error('no place suggestions within 120 s');
    await sleep(500);
  }
  await load(4, 3); // warm-up: plans, pools, JIT
  await sleep(1_000);
  console.log('\nMemory at rest, after a warm-up:');
  console.table([await memory()]);

  // 1. Double the connections while answers per second grow by more than 10 %; the last step that
  //    did saturates the process (two steps without it end the ramp: one alone is noisy).
  const ramp = [];
  let best;
  for (let c = 1; c <= 256; c *= 2) {
    const step = await load(c, stepSeconds);
    ramp.push(step);
    if (!best || step['answered/s'] > best['answered/s'] * 1.1) best = step;
    if (ramp.length - 1 - ramp.indexOf(best) >= 2) break;
    await sleep(1_000);
  }
  const saturating = best.connections;
  table(`Ramp (${stepSeconds} s per step); saturation at ${saturating} connections:`, ramp);

  // 2. Four times that, for `duration` seconds; sixteen times when four did not shed.
  const overloads = [];
  for (const factor of [4, 16]) {
    await waitReady(30_000);
    await sleep(2_000);
    overloads.push(await load(saturating * factor, duration));
    if (overloads.at(-1).shed > 0) break;
  }
  table(`Overload (${duration} s each; a step of 16× only when 4× shed nothing):`, overloads);
  const peak = overloads.reduce((a, b) => (b['peak RSS MB'] > a['peak RSS MB'] ? b : a));
  console.log(`\nMemory at the peak of ${peak.connections} connections (/metrics, sampled every second):`);
  console.table([peak.peakMemory]);

  // 3. Load stops: readiness returns, and light traffic is served as before, without a 503.
  const stopped = performance.now();
  const readyAfter = await waitReady(30_000);
  const after = await load(1, stepSeconds);
  console.log('\nAfter the load stopped:');
  console.table([
    {
      'ready again after ms': readyAfter === null ? 'not within 30 s' : Math.round(readyAfter),
      'light load p99 ms (before: ramp at 1)': `${after['answered p99 ms']} (${ramp[0]['answered p99 ms']})`,
      'light load: answered': after.answered,
      'light load: shed': after.shed,
      'light load done after ms': Math.round(performance.now() - stopped),
      'RSS MB now': rssMb(),
      'server still running': server.exitCode === null,
    },
  ]);
  console.log(`machine: ${os.cpus().length} cores, load average at the end ${loadAverage()}`);
} finally {
  await stop();
}
