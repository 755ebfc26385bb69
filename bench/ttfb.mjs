// Time to first byte of listing pages (`/listings/{id}`) at N listings: this tree, whose server
// writes each page's head (title, previews, JSON-LD) into index.html, against a baseline commit
// whose server sent index.html as it is. Both servers run side by side on the same seeded database
// and web build, and are asked in turn (before, after, before, …), one request at a time over a
// kept-alive connection each, so both meet the same machine load. First every request names a
// listing not asked for before (its data is read from the database), then 50 listings over and
// over (their data is reused). Prints p50 / p95 / p99 of each and the p95 the heads add.
//
// Usage: node bench/ttfb.mjs [--listings 100000] [--requests 2000] [--baseline <git ref>] [--web apps/web/dist] [--port 3192]
//   (the baseline listens on port + 1)
//   PostgreSQL when DATABASE_URL names a database (wiped and seeded when its listing count
//   differs, as bench/search.mjs does); otherwise PGlite in bench/.data/pglite-<N>, shared with
//   bench/search.mjs. The baseline is checked out in a temporary git worktree that borrows this
//   tree's node_modules.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    // The last commit before the server wrote page heads.
    baseline: { type: 'string', default: '6d1d6f5' },
    web: { type: 'string', default: 'apps/web/dist' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3192' },
  },
});
const listings = Number(values.listings);
const requests = Number(values.requests);
const port = Number(values.port);
const webDist = path.resolve(root, values.web);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const seed = (env) =>
  run('npm', ['run', 'seed', '--', '--listings', String(listings)], { env: { ...process.env, ...env } });

async function prepareDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(root, 'bench/.data', `pglite-${listings}`);
    const marker = path.join(dataDir, 'seeded');
    if (!fs.existsSync(marker)) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      await seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
      fs.writeFileSync(marker, `${listings}\n`);
    }
    return { engine: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
  }
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
  if (count < listings) await seed({ DATABASE_URL: url });
  return {
    engine: 'PostgreSQL',
    env: { DATABASE_URL: url, DATA_DIR: path.join(root, 'bench/.data/postgres-uploads') },
  };
}

/** A checkout of `ref` beside this one, with this tree's installed packages. */
async function checkoutBaseline(ref) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-baseline-'));
  await run('git', ['worktree', 'add', '--detach', '--force', dir, ref], { stdio: 'ignore' });
  for (const folder of [
    'node_modules',
    'apps/api/node_modules',
    'apps/web/node_modules',
    'packages/contract/node_modules',
  ]) {
    if (fs.existsSync(path.join(root, folder))) fs.symlinkSync(path.join(root, folder), path.join(dir, folder), 'dir');
  }
  return {
    dir,
    remove: () => run('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' }),
  };
}

async function startServer(cwd, env, port) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: webDist,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {}
    if (server.exitCode !== null) throw new Error('the server exited during start-up');
    if (i > 2400) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}

/** Milliseconds from sending the request to its first byte (the status line), and the status. */
function ttfb(port, agent, pathname) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode }));
    });
    req.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Listing ids in a fixed pseudo-random order (the same for both servers). */
function listingIds(count, offset) {
  let x = 2463534242 + offset;
  return Array.from({ length: count }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % listings) + 1;
  });
}

/** Asks each server for every listing of `ids` in turn; each server's TTFB percentiles. */
async function measure(servers, phase, ids) {
  const times = servers.map(() => []);
  const statuses = servers.map(() => new Map());
  for (const id of ids) {
    for (const [i, server] of servers.entries()) {
      const { ms, status } = await ttfb(server.port, server.agent, `/listings/${id}`);
      times[i].push(ms);
      statuses[i].set(status, (statuses[i].get(status) ?? 0) + 1);
    }
  }
  return servers.map((server, i) => {
    const sorted = times[i].sort((a, b) => a - b);
    const result = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
    const codes = [...statuses[i]].map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(
      `${server.label.padEnd(7)} ${phase.padEnd(28)} p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  (${codes})`,
    );
    return result;
  });
}

if (!fs.existsSync(path.join(webDist, 'index.html'))) await run('npm', ['run', 'build']);
const { engine, env } = await prepareDatabase();
console.log(`${engine}, ${listings} listings, ${requests} requests per phase, one at a time`);
const baseline = await checkoutBaseline(values.baseline);
// PGlite data belongs to one process: the baseline gets a copy.
const baselineEnv = engine === 'PGlite' ? { ...env, DATA_DIR: path.join(baseline.dir, 'bench-data') } : env;
if (engine === 'PGlite') fs.cpSync(env.DATA_DIR, baselineEnv.DATA_DIR, { recursive: true });
const servers = [
  { label: 'before', cwd: baseline.dir, port: port + 1, env: baselineEnv },
  { label: 'after', cwd: root, port, env },
].map((server) => ({ ...server, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }));
try {
  for (const server of servers) server.process = await startServer(server.cwd, server.env, server.port);
  // Warm-up: connections, JIT, the planner's caches; none of these listings is measured.
  await measure(servers, 'warm-up', listingIds(200, 1));
  const phases = {
    'each listing once': listingIds(requests, 2),
    '50 listings again and again': Array.from({ length: requests }, (_, i) => listingIds(50, 3)[i % 50]),
  };
  for (const [phase, ids] of Object.entries(phases)) {
    const [before, after] = await measure(servers, phase, ids);
    console.log(`p95 added by the page heads, ${phase}: ${(after.p95 - before.p95).toFixed(2)} ms (goal ≤ 10 ms)`);
  }
} finally {
  for (const server of servers) {
    if (!server.process || server.process.exitCode !== null) continue;
    server.process.kill();
    await new Promise((r) => server.process.once('exit', r));
  }
  await baseline.remove();
}
