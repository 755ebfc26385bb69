import type { AuthResult } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { conversations, messages, places, scheduledMessageSends, users } from '../../db/schema';
import { createRealtime, type Realtime } from '../../platform/realtime';
import { createStorage } from '../../platform/storage';
import { bookingBody, day, newKey } from '../bookings/fixtures';
import { attachmentStore, type MessagingService, messagingService } from '../messages';
import { formatStayDay, placeholderValues, quickRepliesService, triggerDay } from './service';

let t: TestApp;
let host: AuthResult;
let otherHost: AuthResult;
let guest: AuthResult;
let guest2: AuthResult;
let realtime: Realtime;
/** The messaging service as the app wires it, for the job's runs called here. */
let messaging: MessagingService;

beforeAll(async () => {
  t = await createTestApp();
  realtime = await createRealtime(t.database, t.app.log);
  messaging = messagingService({
    db: t.database.db,
    realtime,
    attachments: attachmentStore(await createStorage(t.config)),
    bookingOf: async () => null,
  });
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  otherHost = await signUp(t.app, { role: 'host', firstName: 'Oscar' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  guest2 = await signUp(t.app, { firstName: 'Greta' });
}, 180_000);
afterAll(async () => {
  await realtime?.close();
  await t?.close();
});

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

async function home(title = 'Harbour loft', hostId = host.user.id, placeId?: number) {
  return insertListing(db(), {
    hostId,
    title,
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 3,
    minNights: 1,
    instantBook: true,
    ...(placeId ? { placeId } : {}),
  });
}

/** An instantly confirmed two-night stay from `from` days ahead. */
async function stay(listingId: number, from: number, who: AuthResult = guest) {
  const dates = { listing_id: listingId, checkin: day(from), checkout: day(from + 2) };
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...dates });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(dates, q.json().data.total),
    headers: { ...bearer(who.token), 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function template(body: string, name = 'Welcome', who = host) {
  const res = await api('POST', '/hosting/quick-replies', who, { name, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function threadOf(guestId: number, listingId: number) {
  const [row] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.guestId, guestId), eq(conversations.listingId, listingId)));
  if (!row) throw new Error('no thread');
  return row.id;
}

const hostMessages = async (conversationId: number) =>
  (await db().select().from(messages).where(eq(messages.conversationId, conversationId))).filter(
    (m) => m.senderId === host.user.id,
  );

describe('quick replies', () => {
  it('are created, listed, edited and deleted by their host only', async () => {
    const res = await api('POST', '/hosting/quick-replies', host, {
      name: '  Check-in  ',
      body: 'Hi {guest_name}, see you on {checkin_date} at {listing_name}!',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data).toMatchObject({ name: 'Check-in', schedules: 0 });

    const list = await api('GET', '/hosting/quick-replies', host);
    expect(list.json().data.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await api('GET', '/hosting/quick-replies', otherHost)).json().data.items).toEqual([]);
    expect((await api('GET', '/hosting/quick-replies')).statusCode).toBe(401);

    const edited = await api('PUT', `/hosting/quick-replies/${id}`, host, {
      name: 'Arrival',
      body: 'Bye {guest_name}',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Arrival', body: 'Bye {guest_name}' });

    expect((await api('PUT', `/hosting/quick-replies/${id}`, otherHost, { name: 'x', body: 'y' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/hosting/quick-replies/${id}`, otherHost)).statusCode).toBe(404);
    expect((await api('DELETE', `/hosting/quick-replies/${id}`, host)).statusCode).toBe(200);
    expect((await api('DELETE', `/hosting/quick-replies/${id}`, host)).statusCode).toBe(404);
  });

  it('refuses unknown placeholders and bad lengths with the field at fault', async () => {
    for (const [payload, field, message] of [
      [{ name: 'A', body: 'Hi {guest}, on {checkin_date}' }, 'body', /Unknown placeholder \{guest\}/],
      [{ name: 'A', body: '   ' }, 'body', /Write the message/],
      [{ name: 'A', body: 'x'.repeat(2001) }, 'body', /under 2000/],
      [{ name: '', body: 'Hello' }, 'name', /Name the quick reply/],
      [{ name: 'x'.repeat(61), body: 'Hello' }, 'name', /under 60/],
      [{ name: 'Two\nlines', body: 'Hello' }, 'name', /./],
    ] as const) {
      const res = await api('POST', '/hosting/quick-replies', host, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[field]?.join(' '), JSON.stringify(payload)).toMatch(message);
    }
  });

  it('are filled for a thread: its guest, listing and stay dates in the guest’s language', async () => {
    const listing = await home('Tagus view');
    const booking = await stay(listing.id, 12);
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, guest.user.id));
    const id = await template('Bonjour {guest_name} : {listing_name}, du {checkin_date} au {checkout_date}.', 'FR');
    const thread = await threadOf(guest.user.id, listing.id);

    const res = await api('GET', `/hosting/quick-replies/filled?conversation_id=${thread}`, host);
    expect(res.statusCode, res.body).toBe(200);
    const filled = res.json().data.items.find((r: { id: number }) => r.id === id);
    expect(filled.text).toBe(
      `Bonjour Gale : Tagus view, du ${formatStayDay(day(12), 'fr')} au ${formatStayDay(day(14), 'fr')}.`,
    );
    expect(formatStayDay(day(12), 'fr')).toMatch(/^[a-z]{3}\. \d{1,2} [a-zéû]+ \d{4}$/);
    expect(booking).toBeGreaterThan(0);

    expect((await api('GET', `/hosting/quick-replies/filled?conversation_id=${thread}`, guest)).statusCode).toBe(403);
    expect((await api('GET', `/hosting/quick-replies/filled?conversation_id=${thread}`, otherHost)).statusCode).toBe(
      404,
    );
    expect((await api('GET', '/hosting/quick-replies/filled?conversation_id=0', host)).statusCode).toBe(400);
    await db().update(users).set({ language: 'en' }).where(eq(users.id, guest.user.id));
  });

  it('leave a placeholder without a value as written', () => {
    expect(
      placeholderValues({
        guestFirstName: 'Ana',
        guestLanguage: 'xx',
        listingTitle: null,
        checkin: null,
        checkout: null,
      }),
    ).toEqual({ guest_name: 'Ana' });
    expect(triggerDay('before_checkin', 2, '2026-12-03', '2026-12-05')).toBe('2026-12-01');
    expect(triggerDay('after_checkout', 1, '2026-12-03', '2026-12-31')).toBe('2027-01-01');
    expect(triggerDay('checkout_day', 0, '2026-12-03', '2026-12-05')).toBe('2026-12-05');
  });
});

describe('scheduled messages', () => {
  it('are set per listing (one or many at once), toggled and deleted by their host only', async () => {
    const a = await home('Schedule A');
    const b = await home('Schedule B');
    const theirs = await home('Not mine', otherHost.user.id);
    const tpl = await template('See you soon, {guest_name}', 'Soon');
    const theirTpl = await template('Theirs', 'Theirs', otherHost);

    const created = await api('POST', '/hosting/quick-replies/schedules', host, {
      template_id: tpl,
      trigger: 'before_checkin',
      days: 2,
      hour: 10,
      listing_ids: [a.id, b.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json().data.items.filter((s: { template_id: number }) => s.template_id === tpl);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ trigger: 'before_checkin', days: 2, hour: 10, enabled: true, sent: 0 });
    expect(created.json().data.listings.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    for (const [payload, status, field] of [
      [{ template_id: tpl, trigger: 'before_checkin', hour: 10, listing_ids: [a.id] }, 400, 'days'],
      [{ template_id: tpl, trigger: 'checkin_day', hour: 24, listing_ids: [a.id] }, 400, 'hour'],
      [{ template_id: tpl, trigger: 'someday', hour: 1, listing_ids: [a.id] }, 400, 'trigger'],
      [{ template_id: tpl, trigger: 'checkin_day', hour: 1, listing_ids: [] }, 400, 'listing_ids'],
      [{ template_id: tpl, trigger: 'checkin_day', hour: 1, listing_ids: [theirs.id] }, 422, 'listing_ids'],
      [{ template_id: theirTpl, trigger: 'checkin_day', hour: 1, listing_ids: [a.id] }, 422, 'template_id'],
    ] as const) {
      const res = await api('POST', '/hosting/quick-replies/schedules', host, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(Object.keys(res.json().details ?? {}), JSON.stringify(payload)).toContain(field);
    }

    const id = mine[0].id;
    const off = await api('PUT', `/hosting/quick-replies/schedules/${id}`, host, {
      template_id: tpl,
      trigger: 'checkout_day',
      hour: 9,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.items.find((s: { id: number }) => s.id === id)).toMatchObject({
      trigger: 'checkout_day',
      days: 0,
      enabled: false,
    });
    const update = { template_id: tpl, trigger: 'checkin_day', hour: 9 };
    expect((await api('PUT', `/hosting/quick-replies/schedules/${id}`, otherHost, update)).statusCode).toBe(404);
    expect((await api('DELETE', `/hosting/quick-replies/schedules/${id}`, otherHost)).statusCode).toBe(404);
    expect((await api('GET', '/hosting/quick-replies/schedules', otherHost)).json().data.items).toHaveLength(0);
    expect((await api('DELETE', `/hosting/quick-replies/schedules/${id}`, host)).statusCode).toBe(200);
    // Deleting the template deletes its schedules.
    expect(
      (await api('GET', '/hosting/quick-replies', host)).json().data.items.find((r: { id: number }) => r.id === tpl),
    ).toMatchObject({ schedules: 1 });
    await api('DELETE', `/hosting/quick-replies/${tpl}`, host);
    const left = (await api('GET', '/hosting/quick-replies/schedules', host)).json().data.items;
    expect(left.filter((s: { template_id: number }) => s.template_id === tpl)).toHaveLength(0);
  });

  it('are sent once per stay however many runs race, filled, and never to cancelled stays', async () => {
    const listing = await home('Race loft');
    const second = await home('Cancelled loft');
    const kept = await stay(listing.id, 2, guest2);
    const cancelled = await stay(second.id, 2, guest2);
    expect((await api('POST', `/bookings/${cancelled}/cancel`, guest2)).statusCode).toBe(200);
    const tpl = await template('Hi {guest_name}, {listing_name} awaits you on {checkin_date}.', 'Race');
    // Two days before check-in at midnight on the listing's clock (UTC): due now, for a day.
    const res = await api('POST', '/hosting/quick-replies/schedules', host, {
      template_id: tpl,
      trigger: 'before_checkin',
      days: 2,
      hour: 0,
      listing_ids: [listing.id, second.id],
    });
    expect(res.statusCode, res.body).toBe(201);

    const service = () => quickRepliesService({ db: db(), messaging });
    const runs = await Promise.all(Array.from({ length: 4 }, () => service().sendDue()));
    const sent = runs.flat().filter((s) => s.bookingId === kept || s.bookingId === cancelled);
    expect(sent.map((s) => s.bookingId)).toEqual([kept]);

    const thread = await threadOf(guest2.user.id, listing.id);
    const written = await hostMessages(thread);
    expect(written.map((m) => m.body)).toEqual([`Hi Greta, Race loft awaits you on ${formatStayDay(day(2), 'en')}.`]);
    expect(await hostMessages(await threadOf(guest2.user.id, second.id))).toHaveLength(0);
    const [claim] = await db().select().from(scheduledMessageSends).where(eq(scheduledMessageSends.bookingId, kept));
    expect(claim?.messageId).toBe(written[0]?.id);

    // The guest sees it as an unread message from the host; a later run sends nothing more.
    const unread = await api('GET', '/conversations/unread', guest2);
    expect(unread.json().data.messages).toBeGreaterThanOrEqual(1);
    expect((await service().sendDue()).filter((s) => s.bookingId === kept)).toEqual([]);
    const listed = (await api('GET', '/hosting/quick-replies/schedules', host)).json().data.items;
    expect(listed.find((s: { listing_id: number }) => s.listing_id === listing.id).sent).toBe(1);
  });

  it('set by a co-host with full access go out from the co-host, and stop when the access ends', async () => {
    const listing = await home('Shared loft');
    const cohost = await signUp(t.app, { firstName: 'Cora' });
    const invited = await api('POST', `/hosting/listings/${listing.id}/cohosts`, host, {
      email: cohost.user.email,
      level: 'full',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await api('GET', `/dev/outbox?to=${encodeURIComponent(cohost.user.email)}&limit=1`);
    const token = /token=([\w-]+)/.exec(mail.json().data[0].body)?.[1];
    expect((await api('POST', '/cohosting/accept', cohost, { token })).statusCode).toBe(200);
    const first = await stay(listing.id, 2, guest2);
    const tpl = await template('Hi {guest_name}, Cora here: see you at {listing_name}.', 'Co-host', cohost);
    const res = await api('POST', '/hosting/quick-replies/schedules', cohost, {
      template_id: tpl,
      trigger: 'before_checkin',
      days: 2,
      hour: 0,
      listing_ids: [listing.id],
    });
    expect(res.statusCode, res.body).toBe(201);

    const service = quickRepliesService({ db: db(), messaging });
    expect((await service.sendDue()).filter((s) => s.bookingId === first)).toHaveLength(1);
    const thread = await threadOf(guest2.user.id, listing.id);
    const written = await db().select().from(messages).where(eq(messages.conversationId, thread));
    // Besides what the guest wrote with the booking: the co-host's message, none from the owner.
    expect(written.filter((m) => m.senderId !== guest2.user.id).map((m) => [m.senderId, m.body])).toEqual([
      [cohost.user.id, 'Hi Greta, Cora here: see you at Shared loft.'],
    ]);

    // Once removed, the co-host's schedule sends nothing, even for a stay that is due again.
    const [row] = (await api('GET', `/hosting/listings/${listing.id}/cohosts`, host)).json().data.items;
    expect((await api('DELETE', `/hosting/listings/${listing.id}/cohosts/${row.id}`, host)).statusCode).toBe(200);
    await db().delete(scheduledMessageSends).where(eq(scheduledMessageSends.bookingId, first));
    expect((await service.sendDue()).filter((s) => s.bookingId === first)).toEqual([]);
  });

  it('go out at the hour on the listing’s clock, not before, and not a day late', async () => {
    const [tokyo] = await db()
      .insert(places)
      .values({
        slug: `tokyo-${Date.now()}`,
        name: 'Tokyo',
        country: 'Japan',
        countryCode: 'JP',
        lat: 35.7,
        lng: 139.7,
        timezone: 'Asia/Tokyo',
        currency: 'JPY',
      })
      .returning();
    const listing = await home('Tokyo flat', host.user.id, tokyo?.id);
    const booking = await stay(listing.id, 20);
    const tpl = await template('Welcome to {listing_name}', 'Tokyo');
    await api('POST', '/hosting/quick-replies/schedules', host, {
      template_id: tpl,
      trigger: 'checkin_day',
      hour: 10,
      listing_ids: [listing.id],
    });
    // 10:00 in Tokyo is 01:00 UTC.
    const at = (iso: string) => quickRepliesService({ db: db(), messaging, now: () => new Date(iso) });
    const mine = (r: Array<{ bookingId: number }>) => r.filter((s) => s.bookingId === booking);
    expect(mine(await at(`${day(21)}T01:00:00Z`).sendDue())).toEqual([]);
    expect(mine(await at(`${day(20)}T00:59:00Z`).sendDue())).toEqual([]);
    expect(mine(await at(`${day(20)}T01:00:00Z`).sendDue())).toHaveLength(1);
    expect(await hostMessages(await threadOf(guest.user.id, listing.id))).toHaveLength(1);
  });
});
