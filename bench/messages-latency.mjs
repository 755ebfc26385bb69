// Message delivery latency over the live stream (SSE): 200 connected clients (100 guest–host
// pairs, each with a conversation about a listing of the host). Every guest sends; the clock runs
// from the moment the POST leaves until the host's stream delivers the message. Prints p50 / p95.
//
// Usage: node bench/messages-latency.mjs [--pairs 100] [--rounds 10] [--processes 1]
//   Embedded PGlite by default. With DATABASE_URL (an empty or throwaway PostgreSQL database: it is
//   migrated and filled with bench users) and --processes 2, clients are spread over two API
//   processes, so deliveries cross processes through LISTEN/NOTIFY.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '10' },
    processes: { type: 'string', default: '1' },
    serve: { type: 'string' },
    setup: { type: 'boolean', default: false },
  },
});
const pairs = Number(values.pairs);

/** Child process: one API process on the bench database; the first also creates the people. */
async function serve(port, setup) {
  const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
  const { loadConfig } = await import(path.join(root, 'apps/api/src/config.ts'));
  const { openDatabase } = await import(path.join(root, 'apps/api/src/db/client.ts'));
  const { applyReferenceData } = await import(path.join(root, 'apps/api/src/db/reference.ts'));
  const schema = await import(path.join(root, 'apps/api/src/db/schema/index.ts'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'roamstead-bench-messages'),
  });
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  if (setup) {
    await database.migrate();
    await applyReferenceData(database.db);
  }
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  const fixture = [];
  if (setup) {
    const db = database.db;
    const tag = randomBytes(4).toString('hex');
    const token = async (user) => {
      const [session] = await db.insert(schema.authSessions).values({ userId: user.id, ip: '127.0.0.1' }).returning();
      return app.authKeys.signAccessToken({ userId: user.id, role: user.role, sessionId: session.id });
    };
    for (let i = 0; i < pairs; i++) {
      const [host, guest] = await db
        .insert(schema.users)
        .values([
          { email: `bench-host-${tag}-${i}@example.test`, firstName: 'Host', lastName: String(i), role: 'host' },
          { email: `bench-guest-${tag}-${i}@example.test`, firstName: 'Guest', lastName: String(i), role: 'guest' },
        ])
        .returning();
      const [listing] = await db
        .insert(schema.listings)
        .values({ hostId: host.id, title: `Bench home ${i}`, status: 'published', nightlyPrice: 100, lat: 0, lng: 0 })
        .returning();
      fixture.push({
        host: { id: host.id, token: await token(host) },
        guest: { id: guest.id, token: await token(guest) },
        listingId: listing.id,
      });
    }
  }
  process.stdout.write(`${JSON.stringify({ ready: true, fixture })}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function startServer(port, setup, secret) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      import.meta.filename,
      '--serve',
      String(port),
      '--pairs',
      String(pairs),
      ...(setup ? ['--setup'] : []),
    ],
    { cwd: root, env: { ...process.env, BENCH_JWT_SECRET: secret }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      // Only whole lines: the fixture line is long and arrives in several chunks.
      const lines = buffer.split('\n').slice(0, -1);
      const line = lines.find((l) => l.startsWith('{"ready"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A Server-Sent Events client on fetch: calls onEvent(type, data) for every frame. */
async function connect(url, onEvent) {
  const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
  if (!res.ok) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
        let type = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) type = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) onEvent(type, data);
      }
    }
  })();
  return () => reader.cancel().catch(() => {});
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const processes = Math.max(1, Number(values.processes));
  if (processes > 1 && !process.env.DATABASE_URL) throw new Error('--processes > 1 needs DATABASE_URL (PostgreSQL)');
  const rounds = Number(values.rounds);
  const secret = randomBytes(32).toString('hex');
  const basePort = Number(process.env.BENCH_PORT ?? 3291);
  const servers = [await startServer(basePort, true, secret)];
  process.on('exit', () => {
    for (const server of servers) server.child.kill('SIGTERM');
  });
  for (let i = 1; i < processes; i++) servers.push(await startServer(basePort + i, false, secret));
  const fixture = servers[0].fixture;
  const base = (i) => `http://127.0.0.1:${basePort + (i % processes)}/api/v1`;
  const json = async (url, token, body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };

  // Conversations first (not timed), then 2 × pairs streams: the host on one process, the guest on the other.
  for (const pair of fixture) {
    const started = await json(`${base(0)}/conversations`, pair.guest.token, {
      listing_id: pair.listingId,
      body: 'Hello',
    });
    pair.conversationId = started.conversation.id;
  }
  const pending = new Map(); // body → send time
  const samples = [];
  const closers = [];
  let ready = 0;
  for (const [i, pair] of fixture.entries()) {
    for (const [who, processIndex] of [
      [pair.host, i],
      [pair.guest, i + 1],
    ]) {
      const { ticket } = await json(`${base(processIndex)}/conversations/stream-ticket`, who.token, {});
      closers.push(
        await connect(`${base(processIndex)}/conversations/stream?ticket=${ticket}`, (type, data) => {
          if (type === 'ready') ready += 1;
          if (type !== 'message') return;
          const { message } = JSON.parse(data);
          if (message.sender_id === who.id) return;
          const sent = pending.get(message.body);
          if (sent !== undefined) {
            samples.at(-1).push(performance.now() - sent);
            pending.delete(message.body);
          }
        }),
      );
    }
  }
  while (ready < fixture.length * 2) await new Promise((r) => setTimeout(r, 20));

  const scenarios = [
    { name: 'one message at a time', burst: false },
    { name: `burst: ${fixture.length} at once`, burst: true },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    samples.push([]);
    for (let round = 0; round < rounds; round++) {
      const sends = fixture.map((pair, i) => async () => {
        const body = `bench ${scenario.burst ? 'b' : 's'} ${round} ${i} ${randomBytes(3).toString('hex')}`;
        pending.set(body, performance.now());
        await json(`${base(i + 1)}/conversations/${pair.conversationId}/messages`, pair.guest.token, { body });
      });
      // Stay under the per-user send limit (20 a minute): one message per guest per round.
      if (scenario.burst) await Promise.all(sends.map((s) => s()));
      else {
        const share = Math.ceil(fixture.length / rounds);
        for (const send of sends.slice(round * share, (round + 1) * share)) await send();
      }
      const deadline = Date.now() + 10_000;
      while (pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      if (pending.size > 0) throw new Error(`${pending.size} messages were never delivered`);
      if (scenario.burst && round < rounds - 1) await new Promise((r) => setTimeout(r, 3000));
    }
    const sorted = [...samples.at(-1)].sort((a, b) => a - b);
    rows.push({
      scenario: scenario.name,
      samples: sorted.length,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'max ms': sorted.at(-1).toFixed(1),
    });
  }

  console.log(
    `\nMessage delivery latency — ${fixture.length * 2} connected clients, ${processes} API process(es), ${
      process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    }, ${os.cpus().length} CPU(s)\n`,
  );
  console.table(rows);
  for (const close of closers) close();
  for (const server of servers) server.child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1000).unref();
}

if (values.serve !== undefined) await serve(Number(values.serve), values.setup);
else await main();
