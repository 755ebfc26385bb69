// Soak: sustained mixed traffic against `npm run cluster` (nginx, API processes, PostgreSQL, S3),
// then the checks: no 5xx, no acknowledged write missing from the database, every message
// delivered live, resident memory after warm-up growing at most 15 %, and as many open
// connections and event listeners when quiet afterwards as when quiet before. Prints the
// per-operation p50/p95/p99 and exits 1 when a check fails.
//
//   DATABASE_URL=postgres://…/any node bench/soak.mjs [--seconds 600] [--replica] [--port 3400]
//     starts a cluster on a new database of that server (dropped afterwards); --replica adds a
//     streaming replica (the server must accept replication connections) and reports its lag.
//   node bench/soak.mjs --state /tmp/roamstead-cluster-3200.json --database-url postgres://…/db
//     drives a cluster already running (its --state file), checking writes in its database.
//
// Options: --seconds (600: measured traffic after the warm-up), --warmup (seconds of traffic before
// it; default a fifth of --seconds, at most 60), --guests (12), --hosts (4), --json FILE (the
// figures and the memory samples as JSON).
//
// Memory growth is read after the warm-up and after the measured traffic, each with the traffic
// paused and after a full garbage collection of every process, run through Node's inspector
// (SIGUSR1, then HeapProfiler.collectGarbage; ADR 0082), as the smaller of two growths: of RSS,
// and of what the process keeps (RSS less the JavaScript heap's committed but unused space).
// Under load V8 lets the heap climb for a minute or more between full collections; after one it
// gives the space back late, and the OS reclaims it later still: each delay moves one reading
// only, a leak moves both.
// METRICS_TOKEN is sent to each process's /metrics when set.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    warmup: { type: 'string' },
    guests: { type: 'string', default: '12' },
    hosts: { type: 'string', default: '4' },
    state: { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '3400' },
    replica: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const warmup = Number(args.warmup ?? Math.min(60, Math.round(seconds / 5)));
const guestCount = Number(args.guests);
const hostCount = Number(args.hosts);
const SAMPLE_MS = 5_000;
// Quiet before and after alike: long enough for the pools to close idle connections (10 s).
const QUIET_MS = 11_000;
// Where SIGUSR1 opens a Node process's inspector.
const INSPECTOR = 'http://127.0.0.1:9229';
const RSS_GROWTH_LIMIT = 0.15;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));

// ---------------------------------------------------------------- the cluster
const cluster = args.state ? attach(args.state) : await startCluster();
const base = cluster.state.balancer;

function attach(stateFile) {
  const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--database-url (the cluster database) is required with --state');
  return { state: JSON.parse(fs.readFileSync(stateFile, 'utf8')), stateFile, databaseUrl, stop: async () => {} };
}

async function startCluster() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL (a PostgreSQL server to create the soak database on) is required');
  const name = `roamstead_soak_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const stateFile = path.join(os.tmpdir(), `roamstead-soak-${process.pid}.json`);
  const child = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--port', args.port, '--state', stateFile, ...(args.replica ? ['--replica'] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'warn',
        OTP_MAX_PER_IP_PER_HOUR: '100000',
        // The soak's own clients share the machine's cores with the cluster: event-loop lag here is
        // the test machine's, not overload (load shedding has a bench of its own, bench/overload.mjs).
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: process.env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error('the cluster exited while starting');
    if (Date.now() > deadline) throw new Error('the cluster did not start within 5 minutes');
    await sleep(500);
  }
  return {
    state: JSON.parse(fs.readFileSync(stateFile, 'utf8')),
    stateFile,
    databaseUrl: url.toString(),
    stop: async () => {
      child.kill('SIGINT');
      await exited;
      fs.rmSync(stateFile, { force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------- measuring
/** Per operation: durations of answered requests and counts by status class. */
const ops = new Map();
const problems = [];
let measuring = false;

function record(op, status, ms) {
  let o = ops.get(op);
  if (!o) {
    o = { times: [], statuses: new Map() };
    ops.set(op, o);
  }
  if (measuring) o.times.push(ms);
  o.statuses.set(status, (o.statuses.get(status) ?? 0) + 1);
}

/** One client: a bearer token and the read-your-writes cookie the API sets on writes. */
function client(token) {
  let wrote = '';
  return {
    token,
    async call(op, method, url, body, { expect = [200, 201], headers = {} } = {}) {
      const t0 = performance.now();
      let res;
      try {
        res = await fetch(`${base}${url}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(wrote ? { cookie: `roamstead_wrote=${wrote}` } : {}),
            ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        });
      } catch (err) {
        record(op, 'network', performance.now() - t0);
        problems.push(`${op}: ${method} ${url} failed: ${err.message}`);
        return { status: 0, json: null };
      }
      const text = await res.text();
      record(op, res.status, performance.now() - t0);
      for (const cookie of res.headers.getSetCookie()) {
        const m = /^roamstead_wrote=([^;]*)/.exec(cookie);
        if (m) wrote = m[1];
      }
      const json = text.startsWith('{') ? JSON.parse(text) : text;
      if (res.status >= 500 || !expect.includes(res.status)) {
        problems.push(`${op}: ${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
      }
      return { status: res.status, json };
    },
  };
}

async function signUp(kind) {
  const email = `soak-${kind}-${randomUUID()}@example.com`;
  const anon = client(null);
  await anon.call('setup', 'POST', '/api/v1/get-email-otp', { email });
  const outbox = await anon.call('setup', 'GET', `/api/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  await anon.call('setup', 'POST', '/api/v1/verify-otp-byemail', { email, otp: outbox.json.data[0].code });
  const registered = await anon.call('setup', 'POST', '/api/v1/register-user-details', {
    firstName: 'Soak',
    lastName: kind,
    email,
    password: 'Soak-Test-42',
    address: '1 Main Street',
    city: 'Lisbon',
    state: 'Lisbon',
    zipCode: '1000',
    country: 'Portugal',
  });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(registered.json)}`);
  const user = client(registered.json.data.token);
  user.id = registered.json.data.user.id;
  if (kind === 'host') await user.call('setup', 'PUT', '/api/v1/user/role', { role: 'host' });
  return user;
}

const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
  .png()
  .toBuffer();

async function publishHome(host, title) {
  const created = await host.call('setup', 'POST', '/api/v1/hosting/listings', { kind: 'home' });
  const id = created.json.data.id;
  const category = (await host.call('setup', 'GET', '/api/v1/categories')).json.data[0];
  const place = (await host.call('setup', 'GET', '/api/v1/hosting/places?q=Lisbon')).json.data[0];
  await host.call('setup', 'PATCH', `/api/v1/hosting/listings/${id}`, {
    category_id: category.id,
    property_type: 'apartment',
    place_id: place.id,
    address: '7 Travessa do Carmo, Lisbon',
    lat: place.lat,
    lng: place.lng,
    max_guests: 4,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    title,
    description: 'A bright flat above a quiet square, with a balcony, fast Wi-Fi and a kitchen for long stays.',
    nightly_price: between(80, 240) * 100,
    currency: 'USD',
    min_nights: 1,
    max_nights: 30,
    instant_book: true,
    cancellation_policy: 'moderate',
    check_in_time: '15:00',
    check_out_time: '11:00',
  });
  const form = new FormData();
  form.append('photo', new Blob([photo], { type: 'image/png' }), 'room.png');
  form.append('alt', 'Living room');
  await host.call('setup', 'POST', `/api/v1/hosting/listings/${id}/photos`, form);
  const published = await host.call('setup', 'POST', `/api/v1/hosting/listings/${id}/publish`);
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.json)}`);
  return id;
}

// ---------------------------------------------------------------- live delivery
/** Messages acknowledged (201) and not yet seen on their host's stream: token → sent at. */
const awaiting = new Map();
const delivered = [];
let streamsOpened = 0;

async function holdStream(host, stop) {
  let lastEventId = '';
  while (!stop.signal.aborted) {
    try {
      const ticket = await host.call('stream ticket', 'POST', '/api/v1/conversations/stream-ticket');
      const query = `ticket=${ticket.json.data.ticket}${lastEventId ? `&last_event_id=${lastEventId}` : ''}`;
      const res = await fetch(`${base}/api/v1/conversations/stream?${query}`, {
        headers: { accept: 'text/event-stream' },
        signal: stop.signal,
      });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      streamsOpened++;
      let buffer = '';
      for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const id = /^id: ?(\d+)$/m.exec(block)?.[1];
          if (id) lastEventId = id;
          for (const token of block.match(/soak-msg-[0-9a-f-]{36}/g) ?? []) {
            const sentAt = awaiting.get(token);
            if (sentAt === undefined) continue;
            awaiting.delete(token);
            if (measuring) delivered.push(performance.now() - sentAt);
          }
        }
      }
    } catch (err) {
      if (stop.signal.aborted) return;
      problems.push(`host stream: ${err.message}`);
    }
    // The server ended the stream (a resync, a draining process): reconnect and replay.
    if (!stop.signal.aborted) await sleep(200);
  }
}

// ---------------------------------------------------------------- what was acknowledged
const acked = {
  bookings: [],
  messages: [],
  /** wishlist id → listing ids in it, as the last acknowledged edit left it. */
  wishlists: new Map(),
  /** `${listing} ${night}` → price of the last acknowledged edit. */
  prices: new Map(),
  /** `${listing} ${night}` → blocked by the last acknowledged edit. */
  blocks: new Map(),
  /** listing id → title of the last acknowledged edit. */
  titles: new Map(),
};
let staleOwnReads = 0;

// ---------------------------------------------------------------- the users' loops
async function guestLoop(guest, listingIds, running) {
  // One wishlist per guest, made the first time it works (the loop runs once per phase).
  if (guest.wishlist === undefined) {
    guest.wishlist = (await guest.call('setup', 'POST', '/api/v1/wishlists', { name: 'Soak trips' })).json.data.id;
    acked.wishlists.set(guest.wishlist, new Set());
  }
  const wishlist = guest.wishlist;
  const sorts = ['recommended', 'price_asc', 'price_desc', 'newest'];
  // A person sends at most 20 messages a minute (CONVERSATION_LIMITS): one every 4 s at most here.
  let lastMessage = 0;
  while (running()) {
    const listing = pick(listingIds);
    const roll = Math.random();
    if (roll < 0.28) {
      const dates = Math.random() < 0.4 ? `&checkin=${day(between(20, 60))}&checkout=${day(between(61, 64))}` : '';
      await guest.call(
        'search',
        'GET',
        `/api/v1/listings?place=Lisbon&per_page=20&page=${between(1, 2)}&sort=${pick(sorts)}${dates}`,
        undefined,
      );
    } else if (roll < 0.46) {
      await guest.call('listing page', 'GET', `/api/v1/listings/${listing}`);
    } else if (roll < 0.52) {
      await guest.call('listing page (html)', 'GET', `/listings/${listing}`);
    } else if (roll < 0.64) {
      const checkin = between(30, 400);
      // 409: those nights were booked meanwhile.
      await guest.call(
        'quote',
        'POST',
        '/api/v1/bookings/quote',
        { listing_id: listing, checkin: day(checkin), checkout: day(checkin + between(1, 4)), guests: 2 },
        { expect: [200, 409] },
      );
    } else if (roll < 0.72) {
      const checkin = between(30, 400);
      const stay = { listing_id: listing, checkin: day(checkin), checkout: day(checkin + between(1, 4)), guests: 2 };
      const quote = await guest.call('quote', 'POST', '/api/v1/bookings/quote', stay, { expect: [200, 409] });
      if (quote.status !== 200) continue;
      const booked = await guest.call(
        'booking with payment',
        'POST',
        '/api/v1/bookings',
        { ...stay, card_number: '4242424242424242', quoted_total: quote.json.data.total },
        { expect: [201, 409], headers: { 'idempotency-key': randomUUID() } },
      );
      if (booked.status === 201) acked.bookings.push(booked.json.data.id);
    } else if (roll < 0.84 && Date.now() - lastMessage >= 4_000) {
      lastMessage = Date.now();
      const token = `soak-msg-${randomUUID()}`;
      const sentAt = performance.now();
      awaiting.set(token, sentAt);
      const sent = await guest.call('message', 'POST', '/api/v1/conversations', {
        listing_id: listing,
        body: `Is it quiet at night? ${token}`,
      });
      if (sent.status === 201) acked.messages.push(token);
      else awaiting.delete(token);
    } else if (roll >= 0.84) {
      const items = acked.wishlists.get(wishlist);
      if (items.has(listing)) {
        const res = await guest.call('wishlist edit', 'DELETE', `/api/v1/wishlists/${wishlist}/items/${listing}`);
        if (res.status === 200) items.delete(listing);
      } else {
        const res = await guest.call('wishlist edit', 'POST', `/api/v1/wishlists/${wishlist}/items`, {
          listing_id: listing,
        });
        if (res.status === 201 || res.status === 200) items.add(listing);
      }
    }
    await sleep(between(20, 120));
  }
}

async function hostLoop(host, listingIds, running) {
  while (running()) {
    const listing = pick(listingIds);
    const roll = Math.random();
    if (roll < 0.45) {
      // Nights beyond the guests' bookings: prices of their own.
      const from = between(450, 500);
      const to = from + between(1, 5);
      const price = between(50, 400) * 100;
      const res = await host.call('calendar edit', 'PUT', '/api/v1/host/calendar/prices', {
        listing_id: listing,
        from: day(from),
        to: day(to),
        price,
      });
      if (res.status === 200) for (let d = from; d < to; d++) acked.prices.set(`${listing} ${day(d)}`, price);
    } else if (roll < 0.8) {
      const from = between(520, 560);
      const to = from + between(1, 4);
      const block = Math.random() < 0.5;
      const res = await host.call('calendar edit', 'POST', `/api/v1/host/calendar/${block ? 'block' : 'unblock'}`, {
        listing_id: listing,
        from: day(from),
        to: day(to),
      });
      if (res.status === 200) for (let d = from; d < to; d++) acked.blocks.set(`${listing} ${day(d)}`, block);
    } else {
      // A host saves their listing and looks at it at once: they must see what they saved.
      const title = `Soak flat ${randomBytes(4).toString('hex')}`;
      const res = await host.call('listing edit', 'PATCH', `/api/v1/hosting/listings/${listing}`, { title });
      if (res.status !== 200) continue;
      acked.titles.set(listing, title);
      const seen = await host.call('listing page', 'GET', `/api/v1/listings/${listing}`);
      if (seen.json?.data?.title !== title) staleOwnReads++;
    }
    await sleep(between(50, 200));
  }
}

// ---------------------------------------------------------------- process metrics
const metricsToken = process.env.METRICS_TOKEN;
const samples = [];

function processes() {
  return JSON.parse(fs.readFileSync(cluster.stateFile, 'utf8')).processes;
}

/** Each process indexes the world's places after it listens: measure once every one has. */
async function placesIndexed(timeoutMs = 120_000) {
  const since = Date.now();
  for (const p of processes()) {
    const suggest = () =>
      fetch(`http://127.0.0.1:${p.port}/api/v1/places/suggest?q=porto`).then(
        (r) => r.status,
        () => 0,
      );
    while ((await suggest()) !== 200) {
      if (Date.now() - since > timeoutMs) throw new Error(`${p.name}: no place suggestions in time`);
      await sleep(500);
    }
  }
}

async function scrape() {
  return Promise.all(
    processes().map(async (p) => {
      const text = await fetch(`http://127.0.0.1:${p.port}/metrics`, {
        headers: metricsToken ? { authorization: `Bearer ${metricsToken}` } : {},
      }).then((r) => r.text());
      const sum = (name, filter = '') =>
        text
          .split('\n')
          .filter((l) => l.startsWith(name) && l.includes(filter))
          .reduce((s, l) => s + Number(l.split(' ').pop()), 0);
      return {
        name: p.name,
        pid: p.pid,
        rss: sum('process_resident_memory_bytes'),
        heapUsed: sum('nodejs_heap_size_used_bytes'),
        heapTotal: sum('nodejs_heap_size_total_bytes'),
        external: sum('nodejs_external_memory_bytes'),
        connections: sum('roamstead_http_open_connections'),
        listeners: sum('roamstead_event_listeners'),
        streams: sum('roamstead_sse_connections'),
        dbConnections: sum('roamstead_db_pool_connections', 'state="total"'),
        dbBusy: sum('roamstead_db_pool_connections', 'state="busy"'),
        replicaLag: text.includes('roamstead_db_replica_lag_seconds') ? sum('roamstead_db_replica_lag_seconds') : null,
        replicaReads: sum('roamstead_db_routed_reads_total', 'target="replica'),
        primaryReads: sum('roamstead_db_routed_reads_total', 'target="primary"'),
      };
    }),
  );
}

/**
 * A full garbage collection of one local Node process through its inspector: SIGUSR1 opens it on
 * 127.0.0.1:9229 (one process at a time), HeapProfiler.collectGarbage collects, and the process
 * closes its inspector again.
 */
async function collectGarbage(pid) {
  process.kill(pid, 'SIGUSR1');
  let target;
  for (let i = 0; i < 100 && !target; i++) {
    await sleep(100);
    target = await fetch(`${INSPECTOR}/json/list`).then(
      (r) => r.json().then((list) => list[0]),
      () => undefined,
    );
  }
  if (!target) throw new Error(`process ${pid}: its inspector did not open`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  const collected = new Promise((resolve) => socket.on('message', (m) => JSON.parse(m).id === 1 && resolve()));
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await collected;
  // inspector.close() blocks until its sessions have ended: run inside this session's own message,
  // it raced the session's end and could crash the process (SIGSEGV). It runs from a timer instead,
  // once this session has gone.
  const close = "setTimeout(() => process.getBuiltinModule('node:inspector').close(), 200), undefined";
  const asked = new Promise((resolve) => socket.on('message', (m) => JSON.parse(m).id === 2 && resolve()));
  socket.send(JSON.stringify({ id: 2, method: 'Runtime.evaluate', params: { expression: close } }));
  await asked;
  socket.close();
  for (let i = 0; i < 100; i++) {
    if (
      !(await fetch(`${INSPECTOR}/json/list`).then(
        () => true,
        () => false,
      ))
    )
      return;
    await sleep(100);
  }
  throw new Error(`process ${pid}: its inspector did not close`);
}

/** With no traffic for QUIET_MS, every process's garbage collected: their metrics then. */
async function settle() {
  await sleep(QUIET_MS);
  for (const p of processes()) await collectGarbage(p.pid);
  return scrape();
}

async function sampleLoop(running, started) {
  while (running()) {
    await sleep(SAMPLE_MS);
    samples.push({ at: (Date.now() - started) / 1000, processes: await scrape().catch(() => []) });
  }
}

async function databaseConnections(client) {
  const { rows } = await client.query(
    'select count(*)::int as n from pg_stat_activity where datname = current_database()',
  );
  return rows[0].n;
}

// ---------------------------------------------------------------- the run
const db = new pg.Client({ connectionString: cluster.databaseUrl });
let failed = true;
try {
  await db.connect();
  // Every process ready (one may be restarting), so that each can be scraped.
  for (const p of processes()) {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`http://127.0.0.1:${p.port}/api/v1/health/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`${p.name} is not ready`);
      await sleep(250);
    }
  }
  console.log(
    `soak: ${seconds} s against ${base} (${processes().length} API processes) after a warm-up of ${warmup} s`,
  );
  const hosts = await Promise.all(Array.from({ length: hostCount }, () => signUp('host')));
  const listingsOf = new Map();
  for (const host of hosts) {
    listingsOf.set(host, [
      await publishHome(host, 'Soak flat in Lisbon'),
      await publishHome(host, 'Soak loft in Lisbon'),
    ]);
  }
  const listingIds = [...listingsOf.values()].flat();
  const guests = await Promise.all(Array.from({ length: guestCount }, () => signUp('guest')));
  const stop = new AbortController();
  const streams = hosts.map((h) => holdStream(h, stop));
  await placesIndexed();
  await sleep(QUIET_MS);
  const quietBefore = { processes: await scrape(), db: await databaseConnections(db) };

  const started = Date.now();
  /** Every guest and host at work for `phaseSeconds`, the processes sampled meanwhile. */
  const traffic = async (phaseSeconds) => {
    const until = Date.now() + phaseSeconds * 1000;
    const running = () => Date.now() < until;
    await Promise.all([
      ...guests.map((g) => guestLoop(g, listingIds, running)),
      ...hosts.map((h) => hostLoop(h, listingsOf.get(h), running)),
      sampleLoop(running, started),
    ]);
  };
  await traffic(warmup);
  const afterWarmup = { processes: await settle() };
  measuring = true;
  await traffic(seconds);
  measuring = false;
  const elapsed = (Date.now() - started) / 1000;

  // Live deliveries still on their way get a few seconds.
  for (let i = 0; i < 100 && awaiting.size > 0; i++) await sleep(100);
  const undelivered = awaiting.size;
  for (const token of awaiting.keys()) problems.push(`not delivered live: ${token}`);
  const afterTraffic = { processes: await settle() };
  let quietAfter = { processes: afterTraffic.processes, db: await databaseConnections(db) };
  // A scheduled job may hold a pool connection at the moment of the scrape; a connection never
  // returned stays checked out: look again for up to 5 s before judging.
  const busy = (state) => state.processes.reduce((n, p) => n + p.dbBusy, 0);
  for (let i = 0; i < 10 && busy(quietAfter) > busy(quietBefore); i++) {
    await sleep(500);
    quietAfter = { processes: await scrape(), db: await databaseConnections(db) };
  }
  stop.abort();
  await Promise.allSettled(streams);

  // ------------------------------------------------------------ acknowledged writes in the database
  const lost = {};
  const q = async (sql, values) => (await db.query(sql, values)).rows;
  const bookingRows = await q('select id from bookings where id = any($1::int[])', [acked.bookings]);
  const paid = await q(
    `select distinct booking_id from payments where booking_id = any($1::int[]) and kind in ('authorization', 'capture')`,
    [acked.bookings],
  );
  lost.bookings = acked.bookings.length - bookingRows.length;
  lost['booking payments'] = acked.bookings.length - paid.length;
  const messageRows = await q(
    `select substring(body from 'soak-msg-[0-9a-f-]{36}') as token from messages where body like '%soak-msg-%'`,
  );
  const stored = new Set(messageRows.map((r) => r.token));
  lost.messages = acked.messages.filter((t) => !stored.has(t)).length;
  lost['wishlist items'] = 0;
  for (const [wishlist, expected] of acked.wishlists) {
    const rows = await q('select listing_id from wishlist_items where wishlist_id = $1', [wishlist]);
    const actual = new Set(rows.map((r) => r.listing_id));
    if (actual.size !== expected.size || [...expected].some((id) => !actual.has(id))) lost['wishlist items']++;
  }
  lost['calendar prices'] = 0;
  const priceRows = await q(
    `select listing_id, to_char(night, 'YYYY-MM-DD') as night, price from listing_night_prices where listing_id = any($1::int[])`,
    [listingIds],
  );
  const prices = new Map(priceRows.map((r) => [`${r.listing_id} ${r.night}`, r.price]));
  for (const [key, price] of acked.prices) if (prices.get(key) !== price) lost['calendar prices']++;
  lost['calendar blocks'] = 0;
  for (const [key, blocked] of acked.blocks) {
    const [listing, night] = key.split(' ');
    const [row] = await q(
      `select count(*)::int as n from listing_holds where listing_id = $1 and reason = 'block' and stay @> $2::date`,
      [Number(listing), night],
    );
    if (row.n > 0 !== blocked) lost['calendar blocks']++;
  }
  lost['listing edits'] = 0;
  for (const [listing, title] of acked.titles) {
    const [row] = await q('select title from listings where id = $1', [listing]);
    if (row?.title !== title) lost['listing edits']++;
  }

  // ------------------------------------------------------------ figures
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const table = [...ops.entries()]
    .filter(([op]) => op !== 'setup')
    .map(([op, o]) => {
      const sorted = [...o.times].sort((a, b) => a - b);
      const count = (pred) => [...o.statuses].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
      return {
        operation: op,
        requests: count(() => true),
        '2xx': count((s) => s >= 200 && s < 300),
        '4xx': count((s) => s >= 400 && s < 500),
        '5xx': count((s) => s >= 500),
        failed: count((s) => s === 'network'),
        'p50 ms': Math.round(pct(sorted, 50)),
        'p95 ms': Math.round(pct(sorted, 95)),
        'p99 ms': Math.round(pct(sorted, 99)),
      };
    });
  const deliveredSorted = [...delivered].sort((a, b) => a - b);
  table.push({
    operation: 'message live delivery',
    requests: acked.messages.length,
    '2xx': acked.messages.length - undelivered,
    '4xx': 0,
    '5xx': 0,
    failed: undelivered,
    'p50 ms': Math.round(pct(deliveredSorted, 50)),
    'p95 ms': Math.round(pct(deliveredSorted, 95)),
    'p99 ms': Math.round(pct(deliveredSorted, 99)),
  });
  console.table(table);

  // Memory: what each process keeps, settled after the warm-up against settled after the traffic.
  const kept = (p) => p.rss - (p.heapTotal - p.heapUsed);
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  const memory = afterWarmup.processes.map((p) => {
    const after = afterTraffic.processes.find((x) => x.name === p.name && x.pid === p.pid);
    return {
      process: p.name,
      'rss MB': `${mb(p.rss)} → ${after ? mb(after.rss) : '?'}`,
      'heap used/committed MB': `${mb(p.heapUsed)}/${mb(p.heapTotal)} → ${after ? `${mb(after.heapUsed)}/${mb(after.heapTotal)}` : '?'}`,
      'kept MB': `${mb(kept(p))} → ${after ? mb(kept(after)) : '?'}`,
      growth: after ? Math.min(after.rss / p.rss, kept(after) / kept(p)) - 1 : null,
    };
  });
  const quiet = quietBefore.processes.map((p) => {
    const after = quietAfter.processes.find((x) => x.name === p.name);
    return {
      process: p.name,
      restarted: after?.pid !== p.pid,
      'connections before/after': `${p.connections}/${after?.connections}`,
      'listeners before/after': `${p.listeners}/${after?.listeners}`,
      'live streams before/after': `${p.streams}/${after?.streams}`,
      'db pool connections before/after': `${p.dbConnections}/${after?.dbConnections}`,
      'checked out before/after': `${p.dbBusy}/${after?.dbBusy}`,
    };
  });
  // Memory by minute: whether it settles or keeps climbing.
  const timeline = [];
  for (let minute = 0; minute * 60 < elapsed; minute++) {
    const row = { minute: minute + 1 };
    for (const p of quietBefore.processes) {
      const inMinute = samples
        .filter((s) => s.at >= minute * 60 && s.at < (minute + 1) * 60)
        .map((s) => s.processes.find((x) => x.name === p.name && x.pid === p.pid))
        .filter(Boolean);
      const last = inMinute.at(-1);
      if (last) {
        row[`${p.name} rss MB`] = Math.round(last.rss / 2 ** 20);
        row[`${p.name} heap MB`] = Math.round(last.heapUsed / 2 ** 20);
      }
    }
    timeline.push(row);
  }
  console.table(timeline);
  console.table(memory.map((m) => ({ ...m, growth: m.growth === null ? 'n/a' : `${(m.growth * 100).toFixed(1)} %` })));
  console.table(quiet);
  const lags = samples.flatMap((s) => s.processes.map((p) => p.replicaLag)).filter((v) => v !== null && v >= 0);
  const replica = lags.length
    ? {
        'lag p50 ms': Math.round(
          pct(
            [...lags].sort((a, b) => a - b),
            50,
          ) * 1000,
        ),
        'lag max ms': Math.round(Math.max(...lags) * 1000),
        'reads on replica': quietAfter.processes.reduce((n, p) => n + p.replicaReads, 0),
        'reads on primary': quietAfter.processes.reduce((n, p) => n + p.primaryReads, 0),
      }
    : null;
  if (replica) console.log('replica (lag sampled every 5 s from each process):', replica);
  const requests = table.filter((r) => r.operation !== 'message live delivery').reduce((n, r) => n + r.requests, 0);
  console.log(
    `${requests} requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s), ` +
      `${acked.bookings.length} bookings, ${acked.messages.length} messages acknowledged, ` +
      `${streamsOpened} live streams opened for ${hostCount} hosts; ` +
      `database connections quiet before/after: ${quietBefore.db}/${quietAfter.db}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  // ------------------------------------------------------------ checks
  const total = (quietState, key) => quietState.processes.reduce((n, p) => n + p[key], 0);
  const checks = {
    'no 5xx': table.every((r) => r.operation === 'message live delivery' || (r['5xx'] === 0 && r.failed === 0)),
    'no lost acknowledged write': Object.values(lost).every((n) => n === 0),
    'every message delivered live': undelivered === 0,
    'own writes read back': staleOwnReads === 0,
    'memory growth after warm-up <= 15 %': memory.every((m) => m.growth !== null && m.growth <= RSS_GROWTH_LIMIT),
    'no process restarted': quiet.every((p) => !p.restarted),
    // Totals: a live stream that reconnected may have moved to the other process.
    // Pools keep idle connections up to their size and close them on their own schedule, and
    // scheduled jobs open some: the sessions PostgreSQL counts are printed, not judged. What must
    // not grow is the HTTP connections and the pool connections checked out and never returned.
    'no growth in open connections':
      total(quietAfter, 'connections') <= total(quietBefore, 'connections') &&
      total(quietAfter, 'dbBusy') <= total(quietBefore, 'dbBusy'),
    'no growth in event listeners': total(quietAfter, 'listeners') <= total(quietBefore, 'listeners'),
  };
  console.log('lost acknowledged writes:', lost, `stale own reads: ${staleOwnReads}`);
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'PASS' : 'FAIL'} ${check}`);
  if (problems.length) console.log(`first problems:\n  ${problems.slice(0, 10).join('\n  ')}`);
  if (args.json) {
    fs.writeFileSync(
      args.json,
      JSON.stringify(
        { seconds: elapsed, table, memory, quiet, lost, replica, checks, problems: problems.slice(0, 50), samples },
        null,
        2,
      ),
    );
  }
  failed = !Object.values(checks).every(Boolean);
} finally {
  await db.end().catch(() => {});
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
