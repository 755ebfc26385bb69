import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, insertUser } from '../../../test/listings';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, type Db, openDatabase } from '../../db/client';
import { applyReferenceData } from '../../db/reference';
import { authSessions } from '../../db/schema';
import { createRealtime } from '../../platform/realtime';
import { connectSse, dataOf, isType } from './testing';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer without sticky sessions:
 * a message sent through one reaches a stream held by the other (LISTEN/NOTIFY fan-out).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** The answers this test reads (a ticket, a started conversation). */
interface Answer {
  data: { ticket: string; conversation: { id: number } };
}

describe.skipIf(!serverUrl)('messages across two API processes (needs TEST_DATABASE_URL: PostgreSQL)', () => {
  const name = `roamstead_rt_${randomBytes(6).toString('hex')}`;
  const apps: App[] = [];
  const databases: Database[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    // Both processes must agree on the signing key; a shared JWT_SECRET as in production.
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Delivery is under test, not load shedding (a busy test machine lags the event loop, and a
      // test worker holds the heaps of every app it has started).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_HEAP_USED_BYTES: '0',
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: url.toString() });
      if (i === 0) {
        await database.migrate();
        await applyReferenceData(database.db);
      }
      const app = await buildApp({ config, database });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      databases.push(database);
      apps.push(app);
      bases.push(`http://127.0.0.1:${address.port}/api/v1`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  async function person(app: App, role: 'guest' | 'host', firstName: string) {
    const db = app.database.db;
    const user = await insertUser(db, role, firstName);
    const [session] = await db.insert(authSessions).values({ userId: user.id, ip: '127.0.0.1' }).returning();
    if (!session) throw new Error('no session');
    const token = await app.authKeys.signAccessToken({ userId: user.id, role, sessionId: session.id });
    return { user, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  }

  const post = async (base: string, path: string, headers: Record<string, string>, body: object) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Answer };
  };

  it('delivers a message sent through one process to a stream connected to the other', async () => {
    const [one] = apps as [App, App];
    const [baseOne, baseTwo] = bases as [string, string];
    const host = await person(one, 'host', 'Rudo');
    const guest = await person(one, 'guest', 'Kuda');
    const listing = await insertListing(one.database.db, {
      hostId: host.user.id,
      title: 'Farm stay',
      nightlyPrice: 100,
    });

    // The host's browser is connected to process two, with a ticket that process issued.
    const ticket = await post(baseTwo, '/conversations/stream-ticket', host.headers, {});
    expect(ticket.status).toBe(200);
    const stream = await connectSse(`${baseTwo}/conversations/stream?ticket=${ticket.json.data.ticket}`);
    await stream.waitFor(isType('ready'));

    // The guest writes through process one.
    const sent = await post(baseOne, '/conversations', guest.headers, {
      listing_id: listing.id,
      body: 'Hi from process one',
    });
    expect(sent.status).toBe(201);
    const event = await stream.waitFor(isType('message'));
    expect(dataOf(event)).toMatchObject({
      type: 'message',
      message: { body: 'Hi from process one', sender_id: guest.user.id },
    });

    // Typing goes across too (not stored), and so do read receipts.
    const conversationId = sent.json.data.conversation.id;
    const guestTicket = await post(baseOne, '/conversations/stream-ticket', guest.headers, {});
    const guestStream = await connectSse(`${baseOne}/conversations/stream?ticket=${guestTicket.json.data.ticket}`);
    await guestStream.waitFor(isType('ready'));
    expect((await post(baseTwo, `/conversations/${conversationId}/typing`, host.headers, {})).status).toBe(200);
    expect(dataOf(await guestStream.waitFor(isType('typing')))).toMatchObject({ user_id: host.user.id });
    expect((await post(baseTwo, `/conversations/${conversationId}/read`, host.headers, {})).status).toBe(200);
    expect(dataOf(await guestStream.waitFor(isType('read')))).toMatchObject({ user_id: host.user.id });

    // A long message (over NOTIFY's 8000-byte payload) is read back from the table by the listener.
    const long = 'é'.repeat(4900);
    expect(
      (await post(baseOne, `/conversations/${conversationId}/messages`, guest.headers, { body: long })).status,
    ).toBe(201);
    const big = await stream.waitFor(
      (e) => e.event === 'message' && dataOf<{ message: { body: string } }>(e).message.body === long,
    );
    expect(big.id).toBeDefined();

    stream.close();
    guestStream.close();
  });
  it("delivers a user's events in the order of their ids, whichever transaction commits first", async () => {
    const app = apps[0] as App;
    const { user } = await person(app, 'host', 'Olga');
    const realtime = await createRealtime(app.database, { warn: () => {}, error: () => {} });
    const arrived: number[] = [];
    const unsubscribe = realtime.subscribe(user.id, (delivery) => arrived.push(delivery.id ?? 0));
    try {
      // The first event's transaction stays open while a second event for the same user is published.
      const slow = app.database.db.transaction(async (tx) => {
        await realtime.publish([user.id], { type: 'conversation', conversation_id: 1 }, tx as unknown as Db);
        await new Promise((r) => setTimeout(r, 500));
      });
      await new Promise((r) => setTimeout(r, 100));
      const quick = realtime.publish([user.id], { type: 'conversation', conversation_id: 2 });
      await Promise.all([slow, quick]);
      for (let i = 0; i < 50 && arrived.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      // Streams skip ids at or below the last one sent: a smaller id arriving second would be lost.
      expect(arrived).toHaveLength(2);
      expect(arrived[0]).toBeLessThan(arrived[1] as number);
    } finally {
      unsubscribe();
      await realtime.close();
    }
  });
});
