// Booking throughput and latency under contention, against a real server on a fresh database.
//   contention: every request wants the same nights of one listing (one wins, the rest are 409)
//   spread:     requests spread over many listings and weeks (mostly 201)
//   bursts:     rounds of 50 simultaneous requests for overlapping nights of one listing
// Usage: node bench/booking-contention.mjs   (embedded PGlite)
//        BENCH_POSTGRES_URL=postgres://user@host:5432/any node bench/booking-contention.mjs
//        (a fresh database on that PostgreSQL server, seeded, dropped afterwards)
// BENCH_SECONDS and BENCH_CONNECTIONS tune the autocannon runs.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-booking-'));

/** With BENCH_POSTGRES_URL: a new database on that server, migrated and seeded with the demo marketplace. */
async function postgresDatabase() {
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `roamstead_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
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
  const code = await new Promise((r) => seed.once('exit', r));
  if (code !== 0) throw new Error('seeding the bench database failed');
  return { url, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const database = await postgresDatabase();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function stop() {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitHealthy() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy within 180 s');
}

async function call(method, url, body, headers = {}) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

async function guestToken() {
  const email = `bench-${randomUUID()}@example.com`;
  await call('POST', '/get-email-otp', { email });
  const outbox = await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  await call('POST', '/verify-otp-byemail', { email, otp: outbox.json.data[0].code });
  const registered = await call('POST', '/register-user-details', {
    firstName: 'Bench',
    lastName: 'Guest',
    email,
    password: 'Bench-Guest-42',
    address: '1 Main Street',
    city: 'Harare',
    state: 'Harare',
    zipCode: '00263',
    country: 'Zimbabwe',
  });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(registered.json)}`);
  return registered.json.data.token;
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A ready booking body for `stay` (quoted by the server), or null when the stay cannot be booked. */
async function quotedBody(stay) {
  const q = await call('POST', '/bookings/quote', { guests: 1, ...stay });
  if (q.status !== 200) return null;
  return { guests: 1, ...stay, card_number: '4242424242424242', quoted_total: q.json.data.total };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function summarise(name, times, codes, elapsedMs) {
  const sorted = [...times].sort((a, b) => a - b);
  const count = (pred) => codes.filter(pred).length;
  return {
    scenario: name,
    requests: codes.length,
    'ok (2xx)': count((c) => c >= 200 && c < 300),
    'taken (409)': count((c) => c === 409),
    'errors (5xx)': count((c) => c >= 500),
    other: count((c) => c < 200 || (c >= 300 && c !== 409 && c < 500)),
    'req/s': Math.round((codes.length / elapsedMs) * 1000),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
  };
}

/** autocannon for `seconds`, each request taking the next body from `next()`. */
function run(name, token, next) {
  return new Promise((resolve, reject) => {
    const times = [];
    const codes = [];
    const started = performance.now();
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/bookings',
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(next()),
            }),
          },
        ],
      },
      (err) => (err ? reject(err) : resolve(summarise(name, times, codes, performance.now() - started))),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      codes.push(statusCode);
      times.push(responseTime);
    });
  });
}

try {
  await waitHealthy();
  const token = await guestToken();
  const page = await call('GET', '/listings?kind=home&per_page=100');
  const homes = page.json.data.items;
  if (homes.length < 10) throw new Error('the demo seed has too few homes to bench');

  // 1. Everyone wants the same nights.
  const [target, ...others] = homes;
  const same = await quotedBody({ listing_id: target.id, checkin: day(60), checkout: day(67) });
  if (!same) throw new Error('could not quote the contended stay');
  const contention = await run('contention (same nights)', token, () => same);

  // 2. Spread over listings and weeks: distinct stays, each booked once.
  const stays = [];
  for (const home of others) {
    for (let week = 0; week < 8 && stays.length < 600; week++) {
      const body = await quotedBody({
        listing_id: home.id,
        checkin: day(100 + week * 7),
        checkout: day(107 + week * 7),
      });
      if (body) stays.push(body);
    }
  }
  let i = 0;
  const spread = await run('spread (distinct stays)', token, () => stays[i++ % stays.length]);

  // 3. Rounds of 50 simultaneous requests for overlapping nights, one listing per round.
  const times = [];
  const codes = [];
  const started = performance.now();
  let rounds = 0;
  let exactlyOne = 0;
  for (const home of others.slice(0, 20)) {
    const bodies = [];
    for (const [from, to] of [
      [300, 304],
      [301, 305],
      [302, 306],
    ]) {
      const body = await quotedBody({ listing_id: home.id, checkin: day(from), checkout: day(to) });
      if (body) bodies.push(body);
    }
    if (bodies.length === 0) continue;
    rounds++;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/v1/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(bodies[n % bodies.length]),
        });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        codes.push(res.status);
        return res.status;
      }),
    );
    if (answers.filter((c) => c === 201).length === 1) exactlyOne++;
  }
  const bursts = summarise(
    `bursts (${rounds} × 50, exactly one 201 in ${exactlyOne})`,
    times,
    codes,
    performance.now() - started,
  );

  console.log(
    `Booking contention on ${database.url ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s per run`,
  );
  console.table([contention, spread, bursts]);
} finally {
  await stop();
}
