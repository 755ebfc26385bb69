// Operator console latency at scale (docs/adr/0062): on PostgreSQL with the N-listing demo seed
// and `--bookings` requests spread over the last 30 days (each confirmed one captured with a
// payout, a tenth of them cancelled), starts the API, signs an operator in and asks for
// GET /api/v1/admin/dashboard `--requests` times, one at a time (an operator's page load), in a
// currency other than most bookings' so the conversion is on the path. The days are stored and
// computed again once a write touches them (docs/adr/0083): before each timed read a booking is
// requested today and a past day's confirmation changes its quote, so every read computes today
// and one past day from the tables. Prints p50 / p95 / p99, and the first read's time, which
// computes the whole window the bench has just rewritten (once, as after a bulk import).
// Then the users search: accounts are added up to `--users`, and GET /api/v1/admin/users?q= is
// asked `--requests` times, each a different name, e-mail, phone or id fragment (some match
// nothing); prints p50 / p95 / p99 per kind of query.
//
// Usage: DATABASE_URL=postgres://… node bench/admin-dashboard.mjs [--listings 100000] [--bookings 60000]
//                                                                  [--users 100000] [--requests 300] [--port 3506]
//   The database is seeded when its count of published homes differs; the bench's bookings
//   (message 'bench') are replaced on every run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '60000' },
    users: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3506' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database the bench may fill');
const listings = Number(values.listings);
const bookings = Number(values.bookings);
const requests = Number(values.requests);
const userCount = Number(values.users);
const FIRST_NAMES = ['Amara', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas'];
const LAST_NAMES = [
  'Moyo',
  'Silva',
  'Rossi',
  'Ivanova',
  'Kaya',
  'Haddad',
  'Okafor',
  'Tanaka',
  'Martin',
  'Berg',
  'Novak',
];
/** Bench accounts' e-mail domain: counted and topped up to `--users` on every run. */
const BENCH_DOMAIN = '@bench-users.example';
const port = Number(values.port);
const base = `http://127.0.0.1:${port}/api/v1`;

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function prepare() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let count = -1;
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from listings where status = 'published' and kind = 'home'",
      );
      count = rows[0].n;
    } catch {
      // No schema yet: the seed migrates first.
    }
    if (count !== listings)
      await run('npm', ['run', 'seed', '--', '--listings', String(listings)], { DATABASE_URL: url });
    const started = performance.now();
    await client.query("delete from bookings where message = 'bench'");
    // Requests spread evenly over the last 30 days; 70% confirmed, 10% cancelled, the rest pending.
    await client.query(
      `insert into bookings (listing_id, guest_id, host_id, listing_title, state, checkin, checkout, guests, starts_at,
                             quote, total_amount, currency, host_gross, host_currency, cancellation_policy, message,
                             created_at, state_changed_at)
       with guests as (select array_agg(id) as ids from (select id from users where role = 'guest' order by id limit 500) g)
       select l.id, guests.ids[1 + i % array_length(guests.ids, 1)], l.host_id, l.title,
              case when i % 10 < 7 then 'accepted' when i % 10 = 7 then 'cancelled_by_guest' else 'pending' end,
              current_date + 40, current_date + 43, 2, now() + interval '40 days',
              jsonb_build_object('service_fee', jsonb_build_object('amount', 4200, 'currency', l.currency)),
              42000 + i % 1000, l.currency, 36000, l.currency, 'flexible', 'bench',
              now() - (i % 30) * interval '1 day' - (i % 1440) * interval '1 minute',
              now() - (i % 30) * interval '1 day'
         from generate_series(1, $1::int) as i
         cross join guests
         join listings l on l.id = 1 + (i * 7919) % $2::int`,
      [bookings, listings],
    );
    await client.query(
      `insert into payments (booking_id, kind, amount, currency, provider, reference, created_at)
       select id, 'capture', total_amount, currency, 'test', 'bench-' || id, created_at
         from bookings where message = 'bench' and state in ('accepted', 'cancelled_by_guest')`,
    );
    await client.query(
      `insert into payouts (booking_id, host_id, gross, host_fee, amount, currency, status, scheduled_for)
       select id, host_id, host_gross, 1080, host_gross - 1080, host_currency, 'scheduled', starts_at
         from bookings where message = 'bench' and state = 'accepted' and host_id is not null`,
    );
    const { rows: have } = await client.query('select count(*)::int as n, max(id) as last from users');
    if (have[0].n < userCount)
      await client.query(
        `insert into users (email, phone, first_name, last_name, created_at)
         select 'user' || i || '${BENCH_DOMAIN}', '+2637' || lpad(i::text, 8, '0'),
                ($3::text[])[1 + i % array_length($3::text[], 1)], ($4::text[])[1 + (i * 7) % array_length($4::text[], 1)],
                now() - (i % 700) * interval '1 day'
           from generate_series($1::int + 1, $1::int + $2::int) as i`,
        [have[0].last ?? 0, userCount - have[0].n, FIRST_NAMES, LAST_NAMES],
      );
    await client.query('analyze bookings; analyze payments; analyze payouts; analyze users; analyze listings');
    const { rows } = await client.query("select count(*)::int as n from bookings where message = 'bench'");
    console.log(`${rows[0].n} bench bookings written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

async function startApi() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The test server's dev routes: the outbox for the sign-in code, a role for the operator.
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      // One request at a time on a shared machine: a lagging event loop is not overload here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return server;
    } catch {}
    if (server.exitCode !== null) throw new Error('the API exited during start-up');
    if (i > 2400) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function call(method, route, body, token) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/** A new account made an admin, signed in: its access token. */
async function operatorToken() {
  const email = `bench-operator-${Date.now()}@example.com`;
  await call('POST', '/get-email-otp', { email });
  const [{ code }] = await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  await call('POST', '/verify-otp-byemail', { email, otp: code });
  const registered = await call('POST', '/register-user-details', {
    firstName: 'Bench',
    lastName: 'Operator',
    email,
    password: 'Sunny-Days-42',
    address: '1 Main Street',
    city: 'Harare',
    state: 'Harare',
    zipCode: '00263',
    country: 'Zimbabwe',
  });
  await call('POST', '/dev/operator-roles', { email, role: 'finance' });
  await call('POST', '/dev/operator-roles', { email, role: 'support' });
  return registered.token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await prepare();
const server = await startApi();
try {
  const token = await operatorToken();
  let started = performance.now();
  const first = await call('GET', '/admin/dashboard?currency=EUR', undefined, token);
  const firstMs = performance.now() - started;
  const week = first.days.slice(-7).reduce((a, d) => a + d.requested, 0);
  console.log(`dashboard: ${first.days.length} days, ${week} requests in the last 7 days`);
  for (let i = 0; i < 10; i++) await call('GET', '/admin/dashboard?currency=EUR', undefined, token);
  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  const times = [];
  for (let i = 0; i < requests; i++) {
    // Writes between reads, untimed: today's requests and one past day's confirmations change.
    await writer.query(
      `insert into bookings (listing_id, guest_id, host_id, listing_title, state, checkin, checkout, guests, starts_at,
                             quote, total_amount, currency, host_gross, host_currency, cancellation_policy, message)
       select listing_id, guest_id, host_id, listing_title, 'pending', checkin, checkout, guests, starts_at,
              quote, total_amount, currency, host_gross, host_currency, cancellation_policy, message
         from bookings where message = 'bench' limit 1`,
    );
    await writer.query(
      `update bookings b set quote = jsonb_set(b.quote, '{service_fee,amount}', to_jsonb(4200 + $1::int % 2))
         where b.id = (select p.booking_id from payments p join bookings x on x.id = p.booking_id
                        where p.kind = 'capture' and x.message = 'bench'
                          and p.created_at >= now() - ($1::int % 29 + 2) * interval '1 day' order by p.created_at limit 1)`,
      [i],
    );
    started = performance.now();
    await call('GET', '/admin/dashboard?currency=EUR', undefined, token);
    times.push(performance.now() - started);
  }
  await writer.end();
  times.sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `GET /admin/dashboard, ${listings} listings, ${bookings} bookings in 30 days, ${requests} requests one at a time, ` +
      'each after writes to today and a past day: ' +
      `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
  );
  console.log(`first read (computes the 30 days the bench rewrote): ${ms(firstMs)}`);

  // Users search: every query different, as operators type them.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n, max(id) as last from users');
  await client.end();
  const kinds = {
    name: (i) =>
      `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 3) % LAST_NAMES.length].slice(0, 2 + (i % 3))}`,
    'e-mail': (i) => `user${(i * 7919) % rows[0].last}${BENCH_DOMAIN.slice(0, 4 + (i % 4))}`,
    phone: (i) => String(10_000_000 + ((i * 104_729) % 89_999_999)).slice(0, 5 + (i % 3)),
    id: (i) => String(1 + ((i * 7919) % rows[0].last)),
    'no match': (i) => `zq${i}xw`,
  };
  const table = [];
  for (const [kind, query] of Object.entries(kinds)) {
    const taken = [];
    for (let i = 0; i < requests; i++) {
      started = performance.now();
      await call('GET', `/admin/users?q=${encodeURIComponent(query(i))}`, undefined, token);
      taken.push(performance.now() - started);
    }
    taken.sort((a, b) => a - b);
    table.push({
      query: kind,
      p50: ms(percentile(taken, 50)),
      p95: ms(percentile(taken, 95)),
      p99: ms(percentile(taken, 99)),
    });
  }
  console.log(`GET /admin/users?q=…, ${rows[0].n} users, ${requests} different queries of each kind, one at a time:`);
  console.table(table);
} finally {
  server.kill('SIGTERM');
}
