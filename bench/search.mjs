// Search API latency at scale: seeds (or reuses) N listings on PGlite and on PostgreSQL, starts the
// API on each, and runs autocannon with 32 connections against a city + dates + guests search and a
// map-bounds search. Prints p50 / p95 / p99 latency per engine and query, twice: every connection
// repeating the same search (answers shared for a few seconds, ADR 0013) and every request a search
// of its own (a price ceiling no other request uses), so each one reaches the database.
//
// Usage: node bench/search.mjs [--listings 100000] [--duration 15] [--connections 32] [--engines pglite,postgres]
//   PostgreSQL runs when DATABASE_URL names a database (it is wiped and seeded when its listing
//   count differs). PGlite data lives in bench/.data/pglite-<N> and is reused across runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    engines: { type: 'string', default: 'pglite,postgres' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3192' },
  },
});
const listings = Number(values.listings);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const engines = values.engines.split(',').filter(Boolean);

/** Dates a month ahead, so the stay is in the future whenever the bench runs. */
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const QUERIES = {
  'city + dates + guests': `/api/v1/listings?place=Lisbon&checkin=${day(30)}&checkout=${day(33)}&guests=2`,
  'map bounds': '/api/v1/listings?bbox=-9.2,38.68,-9.08,38.76',
};

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const seed = (env) => run('npm', ['run', 'seed', '--', '--listings', String(listings)], env);

async function preparePglite() {
  const dataDir = path.join(root, 'bench/.data', `pglite-${listings}`);
  const marker = path.join(dataDir, 'seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const started = performance.now();
    await seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
    fs.writeFileSync(marker, `${listings}\n`);
    console.log(`PGlite seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { DATA_DIR: dataDir, DATABASE_URL: '' };
}

async function preparePostgres() {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = -1;
  try {
    count = Number((await client.query("select count(*) from listings where status = 'published'")).rows[0].count);
  } catch {
    // No schema yet: the seed migrates first.
  } finally {
    await client.end();
  }
  if (count !== listings) {
    const started = performance.now();
    await seed({ DATABASE_URL: url });
    console.log(`PostgreSQL seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { DATABASE_URL: url, DATA_DIR: path.join(root, 'bench/.data/postgres-uploads') };
}

async function startApi(env) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error('the API exited during start-up');
    if (i > 2400) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let distinctSearch = 0;
/** autocannon requests: the same path each time, or a path no other request has used. */
const requestsFor = (path, distinct) => [
  distinct
    ? { setupRequest: (req) => ({ ...req, path: `${path}&price_max=${100_000_000 + distinctSearch++}` }) }
    : { path },
];

async function measure(origin, path, distinct) {
  const options = { url: origin, connections, requests: requestsFor(path, distinct) };
  // Warm caches and the connection pool first; only the second run counts.
  await autocannon({ ...options, duration: 3 });
  const latencies = [];
  let errors = 0;
  const instance = autocannon({ ...options, duration });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status !== 200) errors++;
    latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    errors: errors + result.errors + result.timeouts,
  };
}

const rows = [];
for (const engine of engines) {
  const env = engine === 'pglite' ? await preparePglite() : engine === 'postgres' ? await preparePostgres() : null;
  if (!env) {
    console.log(`Skipping ${engine}${engine === 'postgres' ? ' (set DATABASE_URL)' : ''}`);
    continue;
  }
  const server = await startApi(env);
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (const [name, query] of Object.entries(QUERIES)) {
      const sample = await (await fetch(`${origin}${query}`)).json();
      if (!sample.success) throw new Error(`${name}: ${JSON.stringify(sample)}`);
      for (const distinct of [false, true]) {
        const figures = await measure(origin, query, distinct);
        const searches = distinct ? 'all different' : 'repeated';
        rows.push({ engine, query: name, searches, matches: sample.data.total, ...figures });
        console.log(`${engine} · ${name} · ${searches}: p95 ${figures['p95 ms']} ms`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
console.log(`\n${listings} listings, ${connections} connections, ${duration} s per query`);
console.table(rows);
