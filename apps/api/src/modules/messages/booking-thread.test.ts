import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { conversations, messages } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from '../bookings/fixtures';
import { connectSse, dataOf, isType } from './testing';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-booking-thread-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, headers?: Headers, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

/** Quotes then books `stay` as `who`, with `message` as the note to the host. */
async function book(who: { headers: Headers }, stay: StayRequest, message: string) {
  const q = await call('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  const res = await call(
    'POST',
    '/bookings',
    who.headers,
    { ...bookingBody(stay, q.json().data.total), message },
    newKey(),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; state: string; total: { amount: number; currency: string } };
}

async function cast(instantBook = false) {
  const host = await signedInUser(t, { role: 'host' });
  const guest = await signedInUser(t);
  const listing = await insertListing(t.database.db, {
    hostId: host.user.id,
    title: 'Harbour flat',
    nightlyPrice: 10_000,
    currency: 'USD',
    minNights: 1,
    maxGuests: 4,
    instantBook,
  });
  return { host, guest, listing };
}

const threadsOf = async (who: { headers: Headers }) =>
  (await call('GET', '/conversations', who.headers)).json().data.items as Array<{
    id: number;
    booking_id: number | null;
    last_message: { body: string; sender_id: number } | null;
  }>;

describe('booking threads', () => {
  it('a request with a note opens one thread with that note; a second booking reuses it', async () => {
    const { host, guest, listing } = await cast();
    const hostStream = await connectSse(
      `${await baseUrl()}/api/v1/conversations/stream?ticket=${await ticket(host.headers)}`,
    );
    try {
      await hostStream.waitFor(isType('ready'));
      const first = await book(
        guest,
        { listing_id: listing.id, checkin: day(20), checkout: day(23) },
        'Arriving late!',
      );
      expect(first.state).toBe('pending');

      const [thread] = await threadsOf(host);
      expect(await threadsOf(host)).toHaveLength(1);
      expect(thread?.booking_id).toBe(first.id);
      expect(thread?.last_message).toMatchObject({ body: 'Arriving late!', sender_id: guest.user.id });
      expect((await threadsOf(guest)).map((c) => c.id)).toEqual([thread?.id]);
      // Delivered live like any message.
      const live = await hostStream.waitFor(isType('message'));
      expect(dataOf<{ message: { body: string } }>(live).message.body).toBe('Arriving late!');

      // The host answers it in Messages.
      const reply = await call('POST', `/conversations/${thread?.id}/messages`, host.headers, { body: 'No problem.' });
      expect(reply.statusCode, reply.body).toBe(201);

      const second = await book(guest, { listing_id: listing.id, checkin: day(40), checkout: day(42) }, '');
      const rows = await t.database.db.select().from(conversations).where(eq(conversations.listingId, listing.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ bookingId: second.id, checkIn: day(40), checkOut: day(42) });
      const bodies = await t.database.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.conversationId, rows[0]?.id ?? 0));
      // An empty note posts nothing.
      expect(bodies.map((m) => m.body)).toEqual(['Arriving late!', 'No problem.']);
      // The host's open stream hears that the thread changed.
      await hostStream.waitFor((e) => e.event === 'conversation' && dataOf(e).conversation_id === rows[0]?.id);
    } finally {
      hostStream.close();
    }
  });

  it("the thread shows the booking's summary, with accept/decline for the host only; outsiders get 404", async () => {
    const { host, guest, listing } = await cast();
    const b = await book(guest, { listing_id: listing.id, checkin: day(30), checkout: day(32) }, 'Hello there');
    const [thread] = await threadsOf(guest);
    const id = thread?.id ?? 0;

    // The trip's page leads both sides to this thread ("Message host").
    for (const who of [guest, host]) {
      const detail = await call('GET', `/bookings/${b.id}`, who.headers);
      expect(detail.json().data.conversation_id).toBe(id);
    }

    const asHost = await call('GET', `/conversations/${id}`, host.headers);
    expect(asHost.statusCode, asHost.body).toBe(200);
    expect(asHost.json().data.booking).toEqual({
      id: b.id,
      code: `RS-${String(b.id).padStart(6, '0')}`,
      state: 'pending',
      listing_id: listing.id,
      checkin: day(30),
      checkout: day(32),
      starts_at: null,
      nights: 2,
      guests: 1,
      total: b.total,
      expires_at: expect.any(String),
      actions: ['accept', 'decline'],
      viewer: 'host',
    });
    const asGuest = (await call('GET', `/conversations/${id}`, guest.headers)).json().data.booking;
    expect(asGuest).toMatchObject({ id: b.id, state: 'pending', viewer: 'guest', actions: ['cancel'] });
    expect(asGuest.actions).not.toContain('accept');

    // The host accepts from the thread's panel (the booking's own endpoint); the panel follows, and
    // the guest's open thread hears of it at once.
    const guestStream = await connectSse(
      `${await baseUrl()}/api/v1/conversations/stream?ticket=${await ticket(guest.headers)}`,
    );
    try {
      await guestStream.waitFor(isType('ready'));
      expect((await call('POST', `/bookings/${b.id}/accept`, host.headers, {})).statusCode).toBe(200);
      await guestStream.waitFor((e) => e.event === 'conversation' && dataOf(e).conversation_id === id);
    } finally {
      guestStream.close();
    }
    const after = (await call('GET', `/conversations/${id}`, host.headers)).json().data.booking;
    expect(after).toMatchObject({ state: 'accepted', actions: ['cancel'] });

    // The list stays light: no booking summary per item.
    expect((await threadsOf(host))[0]).not.toHaveProperty('booking');

    for (const outsider of [await signedInUser(t), await signedInUser(t, { role: 'host' })]) {
      const res = await call('GET', `/conversations/${id}`, outsider.headers);
      expect(res.statusCode).toBe(404);
      expect(await threadsOf(outsider)).toEqual([]);
    }
  });

  it('an instant booking without a note gets its thread too', async () => {
    const { host, guest, listing } = await cast(true);
    const b = await book(guest, { listing_id: listing.id, checkin: day(50), checkout: day(51) }, '');
    expect(b.state).toBe('accepted');
    const [thread] = await threadsOf(host);
    expect(thread).toMatchObject({ booking_id: b.id, last_message: null });
    const detail = (await call('GET', `/conversations/${thread?.id}`, host.headers)).json().data;
    expect(detail.booking).toMatchObject({ id: b.id, state: 'accepted', actions: ['cancel'], viewer: 'host' });
  });
});

async function ticket(headers: Headers) {
  const res = await call('POST', '/conversations/stream-ticket', headers);
  return res.json().data.ticket as string;
}

let listening: string | undefined;
async function baseUrl() {
  if (!listening) listening = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return listening;
}
