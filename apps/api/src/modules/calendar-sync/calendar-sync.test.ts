import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES, type CalendarSync } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { hostileFeeds, ics, startFeedServer } from '../../../test/feed-server';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing, insertPlace } from '../../../test/listings';
import { calendarExports, calendarFeeds, listingHolds, notifications, outboxMessages, places } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from '../bookings/fixtures';
import { exportCalendar, newToken } from './export';
import { feedParser } from './feed-parser';
import { calendarSync } from './sync';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let host: AuthResult;
let guest: AuthResult;
const parser = feedParser();

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-ical-')),
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
  });
  feeds = await startFeedServer(3262);
  host = await signUp(t.app, { role: 'host', firstName: 'Ines' });
  guest = await signUp(t.app, { firstName: 'Gil' });
});
afterAll(async () => {
  await parser.close();
  await feeds?.close();
  await t?.close();
});

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': newKey() },
  });

const home = () =>
  insertListing(db(), {
    hostId: host.user.id,
    title: 'Sync cottage',
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 4,
    minNights: 1,
    maxNights: 30,
  });

/** Held ranges of a listing by reason, sorted. */
async function holds(listingId: number, reason = 'import') {
  const rows = await db().select().from(listingHolds).where(eq(listingHolds.listingId, listingId));
  return rows
    .filter((h) => h.reason === reason)
    .map((h) => h.stay)
    .sort();
}

async function addFeed(listingId: number, name: string, route: string): Promise<CalendarSync> {
  const res = await api('POST', `/host/listings/${listingId}/calendar-feeds`, host, { name, url: feeds.url(route) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function syncNow(listingId: number, feedId: number): Promise<CalendarSync> {
  const res = await api('POST', `/host/listings/${listingId}/calendar-feeds/${feedId}/sync`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function book(stay: StayRequest) {
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  return api('POST', '/bookings', guest, bookingBody(stay, q.json().data.total));
}

describe('importing a feed', () => {
  it('blocks new events, moves moved ones, frees cancelled and vanished ones', async () => {
    const l = await home();
    feeds.routes.set(
      '/a.ics',
      ics([
        { uid: 'one@other', from: day(10), to: day(13) },
        { uid: 'two@other', from: day(20), to: day(22) },
        { uid: 'three@other', from: day(30), to: day(31) },
        { uid: 'old@other', from: day(-10), to: day(-5) },
      ]),
    );
    const added = await addFeed(l.id, 'Other site', '/a.ics');
    const feed = added.feeds[0];
    expect(feed).toMatchObject({ name: 'Other site', last_result: 'ok', last_error: null, event_count: 3 });
    expect(feed?.last_synced_at).not.toBeNull();
    expect(await holds(l.id)).toEqual([
      `[${day(10)},${day(13)})`,
      `[${day(20)},${day(22)})`,
      `[${day(30)},${day(31)})`,
    ]);
    const avail = await api('GET', `/listings/${l.id}/availability?from=${day(9)}&to=${day(14)}`);
    expect(avail.json().data.unavailable).toEqual([day(10), day(11), day(12)]);

    feeds.routes.set(
      '/a.ics',
      ics([
        { uid: 'one@other', from: day(11), to: day(15) },
        { uid: 'two@other', from: day(20), to: day(22), status: 'CANCELLED' },
      ]),
    );
    const after = await syncNow(l.id, feed?.id ?? 0);
    expect(after.feeds[0]?.event_count).toBe(1);
    expect(await holds(l.id)).toEqual([`[${day(11)},${day(15)})`]);
  });

  it('keeps the last good nights and says why when a feed is malformed or unreachable', async () => {
    const l = await home();
    feeds.routes.set('/b.ics', ics([{ uid: 'b@other', from: day(5), to: day(7) }]));
    const feedId = (await addFeed(l.id, 'Flaky', '/b.ics')).feeds[0]?.id ?? 0;
    feeds.routes.set('/b.ics', '<html><body>Sign in to see this calendar</body></html>');
    let feed = (await syncNow(l.id, feedId)).feeds[0];
    expect(feed).toMatchObject({ last_result: 'error', last_error: CALENDAR_SYNC_MESSAGES.notCalendar });
    expect(await holds(l.id)).toEqual([`[${day(5)},${day(7)})`]);
    feeds.routes.set('/b.ics', { status: 503 });
    feed = (await syncNow(l.id, feedId)).feeds[0];
    expect(feed?.last_error).toBe(CALENDAR_SYNC_MESSAGES.httpStatus(503));
    feeds.routes.set('/b.ics', 'z'.repeat(3 * 1024 * 1024));
    feed = (await syncNow(l.id, feedId)).feeds[0];
    expect(feed?.last_error).toBe(CALENDAR_SYNC_MESSAGES.tooLarge);
    expect(await holds(l.id)).toEqual([`[${day(5)},${day(7)})`]);
    feeds.routes.set('/b.ics', ics([]));
    feed = (await syncNow(l.id, feedId)).feeds[0];
    expect(feed).toMatchObject({ last_result: 'ok', last_error: null, event_count: 0 });
    expect(await holds(l.id)).toEqual([]);
  });

  it('marks an event overlapping a booking as a conflict, holds the rest and tells the host', async () => {
    const l = await home();
    expect((await book({ listing_id: l.id, checkin: day(40), checkout: day(43) })).statusCode).toBe(201);
    feeds.routes.set('/c.ics', ics([{ uid: 'clash@other', from: day(41), to: day(45) }]));
    const feed = (await addFeed(l.id, 'Clashing site', '/c.ics')).feeds[0];
    expect(feed?.conflicts).toEqual([{ from: day(41), to: day(45) }]);
    // The booking keeps its nights; the nights after it are closed for the other site's guest.
    expect(await holds(l.id, 'booking')).toEqual([`[${day(40)},${day(43)})`]);
    expect(await holds(l.id)).toEqual([`[${day(43)},${day(45)})`]);
    const bell = await db().select().from(notifications).where(eq(notifications.userId, host.user.id));
    const notice = bell.find((n) => n.title === 'Calendar conflict');
    expect(notice?.body).toContain('Clashing site');
    const mail = await db().select().from(outboxMessages).where(eq(outboxMessages.to, host.user.email));
    expect(mail.some((m) => m.subject === 'Calendar conflict')).toBe(true);
    // A second sync of the same conflict does not notify again.
    await syncNow(l.id, feed?.id ?? 0);
    const again = await db().select().from(notifications).where(eq(notifications.userId, host.user.id));
    expect(again.filter((n) => n.title === 'Calendar conflict')).toHaveLength(1);
  });

  it('refuses bookings on imported nights, in the quote and in the database', async () => {
    const l = await home();
    feeds.routes.set('/d.ics', ics([{ uid: 'd@other', from: day(50), to: day(53) }]));
    await addFeed(l.id, 'Other', '/d.ics');
    const q = await api('POST', '/bookings/quote', undefined, {
      listing_id: l.id,
      checkin: day(52),
      checkout: day(54),
    });
    expect(q.statusCode).toBe(409);
    await expect(
      db()
        .insert(listingHolds)
        .values({ listingId: l.id, stay: `[${day(51)},${day(52)})`, reason: 'booking' }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    const search = await api('GET', `/listings?kind=home&checkin=${day(51)}&checkout=${day(52)}`);
    expect(search.json().data.items.map((i: { id: number }) => i.id)).not.toContain(l.id);
  });

  it('shows imported nights with the feed name in the host calendar and frees them with the feed', async () => {
    const l = await home();
    feeds.routes.set('/e.ics', ics([{ uid: 'e@other', from: day(60), to: day(62) }]));
    const feedId = (await addFeed(l.id, 'Holiday site', '/e.ics')).feeds[0]?.id ?? 0;
    const cal = await api('GET', `/host/calendar?listing_id=${l.id}&from=${day(60)}&to=${day(63)}`, host);
    expect(cal.json().data.nights.map((n: { state: string; source?: string }) => [n.state, n.source ?? null])).toEqual([
      ['imported', 'Holiday site'],
      ['imported', 'Holiday site'],
      ['available', null],
    ]);
    const removed = await api('DELETE', `/host/listings/${l.id}/calendar-feeds/${feedId}`, host);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.feeds).toEqual([]);
    expect(await holds(l.id)).toEqual([]);
  });

  it('polls one feed at a time: a leased feed is skipped and Sync now says so', async () => {
    const l = await home();
    feeds.routes.set('/f.ics', ics([]));
    const feedId = (await addFeed(l.id, 'Busy', '/f.ics')).feeds[0]?.id ?? 0;
    await db()
      .update(calendarFeeds)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(calendarFeeds.id, feedId));
    const res = await api('POST', `/host/listings/${l.id}/calendar-feeds/${feedId}/sync`, host);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CALENDAR_SYNC_MESSAGES.syncing);
    const other = calendarSync({ db: db(), outbox: t.app.outbox, log: t.app.log, allowPrivateHosts: true, parser });
    expect(await other.syncFeed(feedId)).toBe(false);
    // Once the lease has run out, the scheduled poll takes the due feed.
    feeds.routes.set('/f.ics', ics([{ uid: 'f@other', from: day(70), to: day(71) }]));
    await db()
      .update(calendarFeeds)
      .set({ leaseUntil: new Date(Date.now() - 1) })
      .where(eq(calendarFeeds.id, feedId));
    const later = calendarSync({
      db: db(),
      outbox: t.app.outbox,
      log: t.app.log,
      allowPrivateHosts: true,
      parser,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    await later.syncDue(30 * 60_000);
    expect(await holds(l.id)).toEqual([`[${day(70)},${day(71)})`]);
  });

  it('validates new feeds', async () => {
    const l = await home();
    const bad = await api('POST', `/host/listings/${l.id}/calendar-feeds`, host, {
      name: 'X',
      url: 'ftp://a.example/x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.url).toEqual([CALENDAR_SYNC_MESSAGES.urlInvalid]);
    const noName = await api('POST', `/host/listings/${l.id}/calendar-feeds`, host, {
      name: ' ',
      url: feeds.url('/x'),
    });
    expect(noName.json().details.name).toEqual([CALENDAR_SYNC_MESSAGES.nameRequired]);
    for (let i = 0; i < 5; i++) {
      feeds.routes.set(`/g${i}.ics`, ics([]));
      await addFeed(l.id, `Site ${i}`, `/g${i}.ics`);
    }
    const sixth = await api('POST', `/host/listings/${l.id}/calendar-feeds`, host, {
      name: 'Six',
      url: feeds.url('/x'),
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(CALENDAR_SYNC_MESSAGES.tooMany);
    const stranger = await api('GET', `/host/listings/${l.id}/calendar-sync`, guest);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('hostile feeds', () => {
  it('refuses the 1.98 MB feed of 36,000 events without UIDs, keeping the nights, while /health answers', async () => {
    const l = await home();
    feeds.routes.set('/h.ics', ics([{ uid: 'h@other', from: day(80), to: day(82) }]));
    const feedId = (await addFeed(l.id, 'Hostile', '/h.ics')).feeds[0]?.id ?? 0;
    feeds.routes.set('/h.ics', hostileFeeds.withoutUids(36_000));
    let done = false;
    const sync = syncNow(l.id, feedId).finally(() => {
      done = true;
    });
    let healthAnswers = 0;
    while (!done) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      healthAnswers++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await sync).feeds[0]).toMatchObject({
      last_result: 'error',
      last_error: CALENDAR_SYNC_MESSAGES.tooManyEvents,
    });
    expect(healthAnswers).toBeGreaterThan(1);
    expect(await holds(l.id)).toEqual([`[${day(80)},${day(82)})`]);
  });

  it('limits how often a host adds feeds and asks for Sync now', async () => {
    const owner = await signUp(t.app, { role: 'host' });
    const l = await insertListing(db(), { hostId: owner.user.id, title: 'Busy cottage', nightlyPrice: 10_000 });
    feeds.routes.set('/r.ics', ics([]));
    const add = () =>
      api('POST', `/host/listings/${l.id}/calendar-feeds`, owner, { name: 'R', url: feeds.url('/r.ics') });
    const first = await add();
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < CALENDAR_SYNC_LIMITS.addsPerHour; i++) expect((await add()).statusCode).toBe(409);
    const refused = await add();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe(CALENDAR_SYNC_MESSAGES.addLimited);

    const feedId = first.json().data.feeds[0]?.id;
    const sync = () => api('POST', `/host/listings/${l.id}/calendar-feeds/${feedId}/sync`, owner);
    for (let i = 0; i < CALENDAR_SYNC_LIMITS.syncsPerHour; i++) expect((await sync()).statusCode).toBe(200);
    const tooOften = await sync();
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().message).toBe(CALENDAR_SYNC_MESSAGES.syncLimited);
  });
});

describe("the listing's today in imports and exports", () => {
  // 20:00 UTC on 10 June 2027 is 06:00 on the 11th in Sydney.
  const at = new Date('2027-06-10T20:00:00Z');
  async function sydneyHome() {
    const place = await insertPlace(db(), {
      slug: 'sync-sydney',
      name: 'Sydney',
      country: 'Australia',
      countryCode: 'AU',
    });
    await db().update(places).set({ timezone: 'Australia/Sydney' }).where(eq(places.id, place.id));
    return insertListing(db(), {
      hostId: host.user.id,
      placeId: place.id,
      title: 'Harbour flat',
      nightlyPrice: 10_000,
    });
  }

  it('leaves out imported nights before the listing’s today', async () => {
    const l = await sydneyHome();
    feeds.routes.set(
      '/sydney.ics',
      ics([
        { uid: 'ended@other', from: '2027-06-09', to: '2027-06-11' },
        { uid: 'ongoing@other', from: '2027-06-10', to: '2027-06-13' },
      ]),
    );
    const [feed] = await db()
      .insert(calendarFeeds)
      .values({ listingId: l.id, name: 'Other', url: feeds.url('/sydney.ics') })
      .returning();
    const sync = calendarSync({
      db: db(),
      outbox: t.app.outbox,
      log: t.app.log,
      allowPrivateHosts: true,
      parser,
      now: () => at,
    });
    expect(await sync.syncFeed(feed?.id ?? 0)).toBe(true);
    expect(await holds(l.id)).toEqual(['[2027-06-11,2027-06-13)']);
  });

  it('exports stays from the listing’s today', async () => {
    const l = await sydneyHome();
    await db()
      .insert(listingHolds)
      .values([
        { listingId: l.id, stay: '[2027-06-10,2027-06-11)', reason: 'block' },
        { listingId: l.id, stay: '[2027-06-11,2027-06-12)', reason: 'block' },
      ]);
    const token = newToken();
    await db().insert(calendarExports).values({ listingId: l.id, token });
    const feed = await exportCalendar(db(), t.app.authKeys.hmac, l.id, token, at);
    expect(feed?.body.match(/^DTSTART;VALUE=DATE:\d+/gm)).toEqual(['DTSTART;VALUE=DATE:20270611']);
  });
});
