import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, CALENDAR_SYNC_MESSAGES, type CalendarSync } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { listingHolds, listings } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from '../bookings/fixtures';

const PORT = 3263;
let t: TestApp;
let host: AuthResult;
let guest: AuthResult;

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-ical-export-')),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
  });
  // The round trip fetches the export over HTTP, as another site would.
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  host = await signUp(t.app, { role: 'host', firstName: 'Hugo' });
  guest = await signUp(t.app, { firstName: 'Greta' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': newKey() },
  });

const home = (title: string, values: Partial<Parameters<typeof insertListing>[1]> = {}) =>
  insertListing(db(), {
    hostId: host.user.id,
    title,
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 4,
    minNights: 1,
    maxNights: 30,
    ...values,
  });

async function book(stay: StayRequest) {
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  const res = await api('POST', '/bookings', guest, bookingBody(stay, q.json().data.total));
  expect(res.statusCode, res.body).toBe(201);
}

async function overview(listingId: number): Promise<CalendarSync> {
  const res = await api('GET', `/host/listings/${listingId}/calendar-sync`, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const pathOf = (url: string) => new URL(url).pathname;

const events = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    start: String(v.getFirstPropertyValue('dtstart')),
    end: String(v.getFirstPropertyValue('dtend')),
    allDay: (v.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
  }));

describe('the export feed', () => {
  it('lists booked and blocked nights from today as all-day events without guest details', async () => {
    const l = await home('Export flat');
    await book({ listing_id: l.id, checkin: day(10), checkout: day(13) });
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(20), to: day(22) });
    // A finished stay in the past is not exported.
    await db()
      .insert(listingHolds)
      .values({ listingId: l.id, stay: `[${day(-9)},${day(-7)})`, reason: 'block' });
    const url = (await overview(l.id)).export_url;
    expect(url).toMatch(new RegExp(`^http://127.0.0.1:${PORT}/calendar/${l.id}/[A-Za-z0-9_-]{20,}\\.ics$`));
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const list = events(res.body);
    expect(list.map(({ summary, start, end, allDay }) => ({ summary, start, end, allDay }))).toEqual([
      { summary: 'Reserved', start: day(10), end: day(13), allDay: true },
      { summary: 'Not available', start: day(20), end: day(22), allDay: true },
    ]);
    expect(res.body).not.toContain('Greta');
    expect(res.body).not.toContain(guest.user.email);
    // UIDs stay the same from one poll to the next, and do not reveal booking or block ids.
    const again = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(events(again.body).map((e) => e.uid)).toEqual(list.map((e) => e.uid));
    for (const { uid } of list) expect(uid).toMatch(/^[0-9a-f]{32}@roamstead$/);
  });

  it('escapes the listing title, and a title with line breaks is refused in the first place', async () => {
    const forged = 'Flat\r\nBEGIN:VEVENT\r\nUID:forged\r\nDTSTART;VALUE=DATE:20270101\r\nEND:VEVENT';
    const l = await home('Sea; view, \\ flat');
    const refused = await api('PATCH', `/hosting/listings/${l.id}`, host, { title: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.title).toBeDefined();
    // A title stored before the rule cannot forge lines either.
    await db().update(listings).set({ title: forged }).where(eq(listings.id, l.id));
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(5), to: day(6) });
    const body = (await t.app.inject({ method: 'GET', url: pathOf((await overview(l.id)).export_url) })).body;
    // One event, no forged lines: the name is one escaped TEXT value (ical.js leaves NAME raw).
    expect(body).not.toMatch(/^UID:forged/m);
    const cal = new ICAL.Component(ICAL.parse(body));
    const escaped = 'Roamstead · Flat\\nBEGIN:VEVENT\\nUID:forged\\nDTSTART\\;VALUE=DATE:20270101\\nEND:VEVENT';
    expect(cal.getFirstPropertyValue('name')).toBe(escaped);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(escaped);
    expect(events(body).map((e) => e.summary)).toEqual(['Not available']);
  });

  it('answers 304 to a matching ETag or Last-Modified and a new ETag after a change', async () => {
    const l = await home('Cache flat');
    const url = pathOf((await overview(l.id)).export_url);
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': lastModified } })).statusCode,
    ).toBe(304);
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(5), to: day(6) });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is a 404 for a wrong or rotated token', async () => {
    const l = await home('Secret flat');
    const url = pathOf((await overview(l.id)).export_url);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${l.id}/${'A'.repeat(32)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: url.replace(`/${l.id}/`, `/${l.id + 1000}/`) })).statusCode).toBe(
      404,
    );
    const rotated = await api('POST', `/host/listings/${l.id}/calendar-sync/rotate`, host);
    expect(rotated.statusCode).toBe(200);
    const fresh = pathOf(rotated.json().data.export_url);
    expect(fresh).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
  });
});

describe('round trip between two listings', () => {
  it('imports one listing’s export into another, and follows its changes', async () => {
    const a = await home('Listing A');
    const b = await home('Listing B');
    await book({ listing_id: a.id, checkin: day(30), checkout: day(33) });
    await api('POST', '/host/calendar/block', host, { listing_id: a.id, from: day(40), to: day(42) });
    const exportUrl = (await overview(a.id)).export_url;
    const own = await api('POST', `/host/listings/${a.id}/calendar-feeds`, host, { name: 'Me', url: exportUrl });
    expect(own.json().details.url).toEqual([CALENDAR_SYNC_MESSAGES.ownFeed]);

    const added = await api('POST', `/host/listings/${b.id}/calendar-feeds`, host, {
      name: 'Listing A',
      url: exportUrl,
    });
    expect(added.statusCode, added.body).toBe(201);
    const feed = added.json().data.feeds[0];
    expect(feed).toMatchObject({ last_result: 'ok', event_count: 2 });
    const avail = await api('GET', `/listings/${b.id}/availability?from=${day(29)}&to=${day(43)}`);
    expect(avail.json().data.unavailable).toEqual([day(30), day(31), day(32), day(40), day(41)]);

    // A unblocks; B's next sync frees those nights and keeps the booking's.
    await api('POST', '/host/calendar/unblock', host, { listing_id: a.id, from: day(40), to: day(42) });
    await api('POST', `/host/listings/${b.id}/calendar-feeds/${feed.id}/sync`, host);
    const after = await api('GET', `/listings/${b.id}/availability?from=${day(29)}&to=${day(43)}`);
    expect(after.json().data.unavailable).toEqual([day(30), day(31), day(32)]);
    // B's own export does not send A's events back.
    const bExport = await t.app.inject({ method: 'GET', url: pathOf((await overview(b.id)).export_url) });
    expect(events(bExport.body)).toEqual([]);
    const holdsOfB = await db().select().from(listingHolds).where(eq(listingHolds.listingId, b.id));
    expect(holdsOfB.map((h) => h.reason)).toEqual(['import']);
  });
});
