// PostgreSQL stops under a running server and starts again: requests in the gap are answered 503
// with Retry-After (never a hang, a 500 or a crash), readiness says so, full service returns
// within 5 s of the database, and live message streams reconnect and deliver again. The test runs a
// PostgreSQL of its own (postgresBin(), in a temporary folder on port 3555) so that stopping it
// disturbs no one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig, poolLimits } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { applyReferenceData } from '../src/db/reference';
import { users } from '../src/db/schema';
import { applyContentData } from '../src/modules/content';
import { connectSse, dataOf, isType } from '../src/modules/messages/testing';
import { bearer, signUp } from './auth';
import { insertListing } from './listings';
import { postgresBin } from './postgres-bin';

const PORT = 3555;
const GAP_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('PostgreSQL restarts', () => {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-pg-restart-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: then it runs as the postgres user.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pg = (tool: string, args: string[]) => {
    const [cmd, ...rest] = [...asOwner, path.join(bin, tool), ...args];
    execFileSync(cmd as string, rest, { stdio: 'ignore' });
  };
  const start = () =>
    pg('pg_ctl', [
      'start',
      '-w',
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  const stop = (mode = 'fast') => pg('pg_ctl', ['stop', '-w', '-m', mode, '-D', data]);

  let app: App;
  let database: Database;
  beforeAll(async () => {
    if (asOwner.length) execFileSync('chown', ['postgres', dir]);
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start();
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PORT}/postgres`,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_HEAP_USED_BYTES: '0',
    });
    database = await openDatabase({ url: config.DATABASE_URL, limits: poolLimits(config) });
    await database.migrate();
    await applyReferenceData(database.db);
    await applyContentData(database.db);
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    try {
      stop('immediate');
    } catch {
      // not running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const OUTBOX = '/api/v1/dev/outbox?limit=1';

  it('answers 503 + Retry-After while the database is down and serves again within 5 s of its return', async () => {
    const before = await signUp(app);
    expect((await get(OUTBOX)).statusCode).toBe(200);
    // A host's live message stream, open across the outage.
    const host = await signUp(app, { role: 'host' });
    const listing = await insertListing(database.db, { hostId: host.user.id, nightlyPrice: 100 });
    const openStream = async () => {
      const ticket = await app.inject({
        method: 'POST',
        url: '/api/v1/conversations/stream-ticket',
        headers: bearer(host.token),
      });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const stream = await connectSse(
        `http://127.0.0.1:${address.port}/api/v1/conversations/stream?ticket=${ticket.json().data.ticket}`,
      );
      await stream.waitFor(isType('ready'));
      return stream;
    };
    const stream = await openStream();

    stop();
    const gapEnds = performance.now() + GAP_MS;
    const during: Array<{ status: number; retryAfter: unknown; ms: number }> = [];
    while (performance.now() < gapEnds) {
      const t0 = performance.now();
      const res = await get(OUTBOX);
      during.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], ms: performance.now() - t0 });
      await sleep(250);
    }
    expect(during.length).toBeGreaterThan(10);
    expect(during.filter((r) => r.status !== 503 || r.retryAfter !== '2')).toEqual([]);
    expect(Math.max(...during.map((r) => r.ms))).toBeLessThan(2_000);
    expect((await get('/api/v1/health/ready')).statusCode).toBe(503);
    expect((await get('/api/v1/health')).statusCode).toBe(200);

    start();
    const back = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - back < 5_000) {
      status = (await get(OUTBOX)).statusCode;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect((await get('/api/v1/health/ready')).statusCode).toBe(200);
    // What was acknowledged before the stop is still there, and writes work again.
    const [row] = await database.db.select().from(users).where(eq(users.id, before.user.id));
    expect(row?.email).toBe(before.user.email);
    // The server's LISTEN connection comes back by itself and ends the open streams, whose
    // clients reconnect (and replay what they missed); the new stream hears of writes again.
    await Promise.race([stream.ended, sleep(5_000).then(() => Promise.reject(new Error('stream not ended')))]);
    const again = await openStream();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: bearer(before.token),
      payload: { listing_id: listing.id, body: 'Still there?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const event = await again.waitFor(isType('message'), 5_000);
    expect(dataOf(event)).toMatchObject({ message: { body: 'Still there?', sender_id: before.user.id } });
    again.close();
  }, 60_000);
});
