// Search API latency at scale: seeds (or reuses) N listings on PGlite and on PostgreSQL, starts the
// API on each, and measures three workloads (--workloads, default all):
// - `two`: autocannon against a city + dates + guests search and a map-bounds search, every
//   connection repeating the same search (answers shared for a few seconds, ADR 0013), then every
//   request a search of its own (a price ceiling no other request uses);
// - `mixed`: searches as guests make them (bench/search-queries.mjs): every filter and sort in
//   random combinations, pages 1–4, every request different;
// - `flexible`: flexible-dates searches (a weekend, a week or a month in 1–3 of the next 12 months,
//   bench/search-queries.mjs) with places, map boxes and other filters, every request different;
// - `shapes`: one search at a time, of each named filter combination, each request different:
//   how long each takes alone.
// Beside the latencies it prints the CPU time per search of the API processes and of the
// PostgreSQL backends serving them (from /proc/<pid>/stat, Linux), which stays meaningful on a busy
// machine, and that of the load generator (autocannon, in this process): on two cores the three
// share 2,000 ms a second.
//
// Usage: node bench/search.mjs [--listings 100000] [--duration 15] [--connections 32] [--engines pglite,postgres]
//                              [--workloads two,mixed,flexible,shapes] [--seed 1] [--processes 2 --balancer] [--port 3192]
//   PostgreSQL runs when DATABASE_URL names a database (it is wiped and seeded when its listing
//   count of homes differs; the seed adds a few experiences). PGlite data lives in bench/.data/pglite-<N> and is reused across runs.
//   --processes N --balancer starts N API processes (ports port+1…port+N) behind nginx on `port`,
//   round-robin with keep-alive upstream connections (NGINX, default /usr/sbin/nginx).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  flexibleSearch,
  mixedSearch,
  randomSource,
  SEARCH_SHAPES,
  searchOfShape,
  searchVocabulary,
} from './search-queries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    engines: { type: 'string', default: 'pglite,postgres' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3192' },
    processes: { type: 'string', default: '1' },
    balancer: { type: 'boolean', default: false },
    workloads: { type: 'string', default: 'two,mixed,flexible,shapes' },
    seed: { type: 'string', default: '1' },
  },
});
const listings = Number(values.listings);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const engines = values.engines.split(',').filter(Boolean);
const workloads = new Set(values.workloads.split(','));
const random = randomSource(Number(values.seed));
/** Single searches of each shape in the shapes table. */
const SHAPE_RUNS = 25;
/** The highest price a search may name (the contract's SEARCH_LIMITS.price). */
const SEARCH_LIMITS_PRICE = 1_000_000_000;
/** The goal for any one search alone (issue: search as guests search). */
const ALONE_GOAL_MS = 15;
const processes = Number(values.processes);
if (processes > 1 && !values.balancer) throw new Error('--processes above 1 needs --balancer');

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
    count = Number(
      (await client.query("select count(*) from listings where status = 'published' and kind = 'home'")).rows[0].count,
    );
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

async function startApi(env, port) {
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
      // The capacity of search, not where the server starts shedding (bench/overload.mjs).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
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

/** nginx in the foreground with a throw-away config: round-robin over the API ports. */
async function startBalancer(apiPorts) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-nginx-'));
  const config = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${apiPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # The load generator's connections live for the whole run (nginx closes one every 1,000
    # requests by default, and a request racing that close counts as a socket error).
    keepalive_requests 1000000;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx = spawn(process.env.NGINX ?? '/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {}
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${path.join(dir, 'error.log')})`);
    if (i > 200) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  nginx.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return nginx;
}

const stop = (child) =>
  child.exitCode === null ? new Promise((r) => child.once('exit', r).kill('SIGTERM')) : Promise.resolve();

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux
/** User + system CPU of a process so far (ms), 0 once it has gone. */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU spent during a run by the API processes and by the PostgreSQL backends connected to the
 * bench database (the server runs on this machine; backends of other databases are not counted).
 */
function cpuMeter(apiPids, pgUrl) {
  const backends = async () => {
    if (!pgUrl) return [];
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  const sample = async () => {
    const pids = await backends();
    return {
      api: apiPids.reduce((sum, pid) => sum + cpuMs(pid), 0),
      pg: new Map(pids.map((pid) => [pid, cpuMs(pid)])),
    };
  };
  return {
    start: sample,
    async stop(before) {
      const after = await sample();
      let pgMs = 0;
      // A backend that started during the run counts in full; one that ended is lost (rare: the pool keeps them).
      for (const [pid, ms] of after.pg) pgMs += ms - (before.pg.get(pid) ?? 0);
      return { api: after.api - before.api, pg: pgUrl ? pgMs : null };
    },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let distinctSearch = 0;
/** autocannon requests: the same path each time, or a path no other request has used. */
const requestsFor = (path, distinct) => [
  distinct
    ? { setupRequest: (req) => ({ ...req, path: `${path}&price_max=${100_000_000 + distinctSearch++}` }) }
    : { path },
];

/**
 * Paths from `next()`, none of them twice in the run: a path drawn before gets a price ceiling no
 * search reaches (and no other request uses), as the `two` workload's searches do.
 */
function neverTwice(next) {
  const used = new Set();
  let ceiling = SEARCH_LIMITS_PRICE;
  return () => {
    let path = next();
    if (used.has(path)) path = path.includes('price_max=') ? next() : `${path}&price_max=${ceiling--}`;
    used.add(path);
    return path;
  };
}

/** autocannon over `requests` (warmed up first; only the second run counts), with the CPU it cost. */
async function measure(origin, requests, meter) {
  const options = { url: origin, connections, requests };
  // Warm caches and the connection pool first; only the second run counts.
  await autocannon({ ...options, duration: 3 });
  const latencies = [];
  /** Answers other than 200, by status. */
  const failed = new Map();
  const cpuBefore = await meter.start();
  const benchBefore = process.cpuUsage();
  const instance = autocannon({ ...options, duration });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status !== 200) failed.set(status, (failed.get(status) ?? 0) + 1);
    latencies.push(responseTime);
  });
  const result = await instance;
  const bench = process.cpuUsage(benchBefore);
  const cpu = await meter.stop(cpuBefore);
  latencies.sort((a, b) => a - b);
  const perSearch = (ms) => (ms === null ? '—' : (ms / latencies.length).toFixed(2));
  return {
    requests: latencies.length,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'API CPU ms/search': perSearch(cpu.api),
    'PG CPU ms/search': perSearch(cpu.pg),
    'load generator CPU ms/search': perSearch((bench.user + bench.system) / 1000),
    // e.g. "1 · 502 ×1": how many failed, then by status, socket errors and timeouts.
    errors: [
      [...failed.values(), result.errors, result.timeouts].reduce((a, b) => a + b, 0),
      ...[...failed].map(([status, count]) => `${status} ×${count}`),
      ...(result.errors ? [`socket errors ×${result.errors}`] : []),
      ...(result.timeouts ? [`timeouts ×${result.timeouts}`] : []),
    ].join(' · '),
  };
}

/** One search at a time, `SHAPE_RUNS` of each shape, each different: time to the whole answer. */
async function measureShapes(origin, vocabulary) {
  const rows = [];
  for (const shape of Object.keys(SEARCH_SHAPES)) {
    const next = neverTwice(() => searchOfShape(random, vocabulary, shape));
    for (let i = 0; i < 3; i++) await (await fetch(`${origin}${next()}`)).arrayBuffer();
    const times = [];
    let matches = 0;
    for (let i = 0; i < SHAPE_RUNS; i++) {
      const started = performance.now();
      const answer = await (await fetch(`${origin}${next()}`)).json();
      times.push(performance.now() - started);
      if (!answer.success) throw new Error(`${shape}: ${JSON.stringify(answer)}`);
      matches += answer.data.total;
    }
    times.sort((a, b) => a - b);
    console.log(`${shape}: p50 ${percentile(times, 50).toFixed(1)} ms`);
    rows.push({
      shape,
      'matches (mean)': Math.round(matches / SHAPE_RUNS),
      'p50 ms': percentile(times, 50).toFixed(1),
      'p90 ms': percentile(times, 90).toFixed(1),
      'max ms': times.at(-1).toFixed(1),
    });
  }
  return rows;
}

const rows = [];
const shapeTables = [];
for (const engine of engines) {
  const env = engine === 'pglite' ? await preparePglite() : engine === 'postgres' ? await preparePostgres() : null;
  if (!env) {
    console.log(`Skipping ${engine}${engine === 'postgres' ? ' (set DATABASE_URL)' : ''}`);
    continue;
  }
  const balanced = values.balancer;
  const apiPorts = balanced ? Array.from({ length: processes }, (_, i) => port + 1 + i) : [port];
  const servers = [];
  let balancer = null;
  try {
    for (const apiPort of apiPorts) servers.push(await startApi(env, apiPort));
    if (balanced) balancer = await startBalancer(apiPorts);
    const meter = cpuMeter(
      servers.map((s) => s.pid),
      engine === 'postgres' ? env.DATABASE_URL : null,
    );
    const origin = `http://127.0.0.1:${port}`;
    const label = balanced ? `${engine} ×${processes} (nginx)` : engine;
    for (const [name, query] of workloads.has('two') ? Object.entries(QUERIES) : []) {
      const sample = await (await fetch(`${origin}${query}`)).json();
      if (!sample.success) throw new Error(`${name}: ${JSON.stringify(sample)}`);
      for (const distinct of [false, true]) {
        const figures = await measure(origin, requestsFor(query, distinct), meter);
        const searches = distinct ? 'all different' : 'repeated';
        rows.push({
          engine: label,
          query: name,
          searches,
          matches: sample.data.total,
          ...figures,
        });
        console.log(`${engine} · ${name} · ${searches}: p95 ${figures['p95 ms']} ms`);
      }
    }
    const vocabulary = await searchVocabulary(origin);
    if (workloads.has('mixed')) {
      const next = neverTwice(() => mixedSearch(random, vocabulary));
      const figures = await measure(origin, [{ setupRequest: (req) => ({ ...req, path: next() }) }], meter);
      rows.push({
        engine: label,
        query: 'mixed (every filter and sort)',
        searches: 'all different',
        matches: '—',
        ...figures,
      });
      console.log(`${engine} · mixed: ${figures['req/s']} searches/s, p95 ${figures['p95 ms']} ms`);
    }
    if (workloads.has('flexible')) {
      const next = neverTwice(() => flexibleSearch(random, vocabulary));
      const figures = await measure(origin, [{ setupRequest: (req) => ({ ...req, path: next() }) }], meter);
      rows.push({
        engine: label,
        query: 'flexible dates (weekend, week or month)',
        searches: 'all different',
        matches: '—',
        ...figures,
      });
      console.log(`${engine} · flexible: ${figures['req/s']} searches/s, p95 ${figures['p95 ms']} ms`);
    }
    if (workloads.has('shapes')) shapeTables.push([label, await measureShapes(origin, vocabulary)]);
  } finally {
    if (balancer) await stop(balancer);
    for (const server of servers) await stop(server);
  }
}
console.log(
  `\n${listings} listings, ${connections} connections, ${duration} s per workload; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
if (rows.length) console.table(rows);
for (const [label, table] of shapeTables) {
  const slow = table.filter((row) => Number(row['p50 ms']) > ALONE_GOAL_MS).map((row) => row.shape);
  console.log(`\n${label}: each shape alone, ${SHAPE_RUNS} different searches each (one at a time)`);
  console.table(table);
  console.log(
    slow.length
      ? `slower than ${ALONE_GOAL_MS} ms (median): ${slow.join('; ')}`
      : `every shape ≤ ${ALONE_GOAL_MS} ms (median)`,
  );
}
