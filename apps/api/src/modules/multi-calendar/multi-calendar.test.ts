import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, MULTI_CALENDAR_MESSAGES as M, type MultiCalendar } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { calendarBulkEdits, calendarFeedEvents, calendarFeeds, listingHolds, listings } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from '../bookings/fixtures';

let t: TestApp;
let host: AuthResult;
let other: AuthResult;
let guest: AuthResult;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-multi-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Rita' });
  other = await signUp(t.app, { role: 'host', firstName: 'Otto' });
  guest = await signUp(t.app, { firstName: 'Gus' });
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': newKey() },
  });

const home = (title: string, hostId = host.user.id, values: Partial<Parameters<typeof insertListing>[1]> = {}) =>
  insertListing(t.database.db, {
    hostId,
    title,
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 4,
    minNights: 1,
    maxNights: 60,
    instantBook: true,
    ...values,
  });

async function book(stay: StayRequest) {
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  const res = await api('POST', '/bookings', guest, bookingBody(stay, q.json().data.total));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

const grid = async (who: AuthResult, from = day(0), days = 90) => {
  const res = await api('GET', `/host/multi-calendar?from=${from}&days=${days}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MultiCalendar;
};
const rowOf = (g: MultiCalendar, id: number) => {
  const row = g.listings.find((l) => l.id === id);
  if (!row) throw new Error(`listing ${id} not in the grid`);
  return row;
};

describe('GET /host/multi-calendar', () => {
  it('needs a session and shows only the homes the user runs', async () => {
    expect((await api('GET', `/host/multi-calendar?from=${day(0)}`)).statusCode).toBe(401);
    const mine = await home('Mine');
    const theirs = await home('Theirs', other.user.id);
    await insertListing(t.database.db, { hostId: host.user.id, kind: 'experience', title: 'Tour', nightlyPrice: 1 });
    const ids = (await grid(host)).listings.map((l) => l.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await grid(host)).listings.every((l) => l.kind === 'home')).toBe(true);
  });

  it('shows prices, bookings with the guest and nights, blocks, imported holds and conflicts', async () => {
    const l = await home('Everything', host.user.id, { weekendPrice: 15_000 });
    const booking = await book({ listing_id: l.id, checkin: day(10), checkout: day(13) });
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(20), to: day(22) });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/host/calendar/prices',
      headers: bearer(host.token),
      payload: { listing_id: l.id, from: day(30), to: day(31), price: 22_200 },
    });
    const [feed] = await t.database.db
      .insert(calendarFeeds)
      .values({ listingId: l.id, name: 'Other site', url: 'https://example.com/a.ics' })
      .returning();
    if (!feed) throw new Error('feed not inserted');
    const [held] = await t.database.db
      .insert(calendarFeedEvents)
      .values({ feedId: feed.id, uid: 'a', startsOn: day(40), endsOn: day(42), applied: true })
      .returning();
    if (!held) throw new Error('event not inserted');
    await t.database.db
      .insert(listingHolds)
      .values({ listingId: l.id, stay: `[${day(40)},${day(42)})`, reason: 'import', feedEventId: held.id });
    await t.database.db
      .insert(calendarFeedEvents)
      .values({ feedId: feed.id, uid: 'b', startsOn: day(11), endsOn: day(12), conflict: true });

    const row = rowOf(await grid(host), l.id);
    expect(row.prices).toHaveLength(90);
    expect(row.stays).toContainEqual({
      from: day(10),
      to: day(13),
      state: 'booked',
      booking_id: booking.id,
      guest_name: 'Gus',
      source: null,
    });
    expect(row.stays).toContainEqual(expect.objectContaining({ from: day(20), to: day(22), state: 'blocked' }));
    expect(row.stays).toContainEqual(
      expect.objectContaining({ from: day(40), to: day(42), state: 'imported', source: 'Other site' }),
    );
    expect(row.conflicts).toEqual([{ from: day(11), to: day(12), source: 'Other site' }]);
    expect(row.prices[30]).toBe(22_200);
    expect(row.custom_prices).toEqual([day(30)]);
    // Friday and Saturday nights take the weekend price, the others the nightly price.
    for (let i = 0; i < 30; i++) {
      const weekday = new Date(`${day(i)}T00:00:00Z`).getUTCDay();
      expect(row.prices[i]).toBe(weekday === 5 || weekday === 6 ? 15_000 : 10_000);
    }
  });

  it('clips stays to the range asked for and refuses a bad range with field details', async () => {
    const l = await home('Clipped');
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(1), to: day(9) });
    const row = rowOf(await grid(host, day(5), 10), l.id);
    expect(row.stays).toContainEqual(expect.objectContaining({ from: day(5), to: day(9), state: 'blocked' }));
    const bad = await api('GET', `/host/multi-calendar?from=2026-02-30&days=500`, host);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(expect.arrayContaining(['from', 'days']));
  });
});

describe('bulk edits of nights', () => {
  it('blocks, prices and opens nights of several listings, and undoes the last edit', async () => {
    const a = await home('A');
    const b = await home('B');
    const ranges = [a, b].map((l) => ({ listing_id: l.id, from: day(5), to: day(8) }));
    const blocked = await api('POST', '/host/multi-calendar/nights', host, { ranges, action: 'block' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.changed).toBe(6);
    for (const l of [a, b])
      expect(rowOf(await grid(host), l.id).stays).toEqual([
        expect.objectContaining({ from: day(5), to: day(8), state: 'blocked' }),
      ]);

    const priced = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [{ listing_id: a.id, from: day(3), to: day(5) }],
      action: 'price',
      price: 12_345,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(rowOf(await grid(host), a.id).prices.slice(3, 5)).toEqual([12_345, 12_345]);

    // Opening the middle night keeps the two ends blocked.
    const opened = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [{ listing_id: a.id, from: day(6), to: day(7) }],
      action: 'unblock',
    });
    expect(rowOf(await grid(host), a.id).stays.map((s) => [s.from, s.to])).toEqual([
      [day(5), day(6)],
      [day(7), day(8)],
    ]);
    const undo = await api('POST', `/host/multi-calendar/edits/${opened.json().data.edit_id}/undo`, host);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(rowOf(await grid(host), a.id).stays.map((s) => [s.from, s.to])).toEqual([[day(5), day(8)]]);
    // Once only.
    expect((await api('POST', `/host/multi-calendar/edits/${opened.json().data.edit_id}/undo`, host)).statusCode).toBe(
      409,
    );

    await api('POST', `/host/multi-calendar/edits/${priced.json().data.edit_id}/undo`, host);
    expect(rowOf(await grid(host), a.id).prices.slice(3, 5)).toEqual([10_000, 10_000]);
    expect(rowOf(await grid(host), a.id).custom_prices).toEqual([]);
  });

  it('changes nothing when one night is booked or past, and names each night', async () => {
    const a = await home('Booked one');
    const b = await home('Free one');
    await book({ listing_id: a.id, checkin: day(12), checkout: day(13) });
    const ranges = [
      { listing_id: a.id, from: day(10), to: day(15) },
      { listing_id: b.id, from: day(10), to: day(15) },
    ];
    for (const action of ['block', 'price'] as const) {
      const res = await api('POST', '/host/multi-calendar/nights', host, { ranges, action, price: 9_900 });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(M.refused);
      expect(res.json().details).toEqual({ [`${a.id}/${day(12)}`]: [M.bookedNight('Gus')] });
    }
    const g = await grid(host);
    expect(rowOf(g, b.id).stays).toEqual([]);
    expect(rowOf(g, b.id).custom_prices).toEqual([]);
    expect(rowOf(g, a.id).stays.filter((s) => s.state === 'blocked')).toEqual([]);

    const past = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [{ listing_id: b.id, from: day(-2), to: day(1) }],
      action: 'block',
    });
    expect(past.statusCode).toBe(409);
    expect(past.json().details).toEqual({
      [`${b.id}/${day(-2)}`]: [M.pastNight],
      [`${b.id}/${day(-1)}`]: [M.pastNight],
    });
  });

  it("answers 404 for another host's listing or edit, and refuses an undo after its window", async () => {
    const mine = await home('Mine again');
    const theirs = await home('Not mine', other.user.id);
    const res = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [
        { listing_id: mine.id, from: day(5), to: day(6) },
        { listing_id: theirs.id, from: day(5), to: day(6) },
      ],
      action: 'block',
    });
    expect(res.statusCode).toBe(404);
    expect(rowOf(await grid(host), mine.id).stays).toEqual([]);

    const edit = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [{ listing_id: mine.id, from: day(5), to: day(6) }],
      action: 'block',
    });
    const id = edit.json().data.edit_id;
    expect((await api('POST', `/host/multi-calendar/edits/${id}/undo`, other)).statusCode).toBe(404);
    expect((await api('POST', `/host/multi-calendar/edits/${id}/undo`)).statusCode).toBe(401);
    await t.database.db
      .update(calendarBulkEdits)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(calendarBulkEdits.id, id));
    const late = await api('POST', `/host/multi-calendar/edits/${id}/undo`, host);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.undoExpired);
  });

  it('refuses bad input with field details', async () => {
    const l = await home('Input');
    const res = await api('POST', '/host/multi-calendar/nights', host, {
      ranges: [{ listing_id: l.id, from: day(5), to: day(5) }],
      action: 'price',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(expect.arrayContaining(['ranges.0.to', 'price']));
  });
});

describe('bulk edits of rules', () => {
  it('sets rules on many listings at once and undoes them', async () => {
    const a = await home('Rules A');
    const b = await home('Rules B', host.user.id, { weekendPrice: 13_000 });
    const res = await api('POST', '/host/multi-calendar/rules', host, {
      listing_ids: [a.id, b.id],
      rules: { min_nights: 3, weekend_price: 20_000, weekly_discount_percent: 10, preparation_nights: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(listings).where(eq(listings.hostId, host.user.id));
    for (const id of [a.id, b.id]) {
      const l = rows.find((r) => r.id === id);
      expect(l).toMatchObject({ minNights: 3, weekendPrice: 20_000, weeklyDiscountPercent: 10, preparationNights: 1 });
    }
    await api('POST', `/host/multi-calendar/edits/${res.json().data.edit_id}/undo`, host);
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, b.id));
    expect(after).toMatchObject({ minNights: 1, weekendPrice: 13_000, weeklyDiscountPercent: 0, preparationNights: 0 });
  });

  it('changes no listing when one cannot take the rules', async () => {
    const a = await home('Long ok');
    const b = await home('Short max', host.user.id, { maxNights: 2 });
    const res = await api('POST', '/host/multi-calendar/rules', host, {
      listing_ids: [a.id, b.id],
      rules: { min_nights: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().details)).toEqual([String(b.id)]);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, a.id));
    expect(row?.minNights).toBe(1);
    const empty = await api('POST', '/host/multi-calendar/rules', host, { listing_ids: [a.id], rules: {} });
    expect(empty.statusCode).toBe(400);
    const theirs = await home('Other rules', other.user.id);
    expect(
      (await api('POST', '/host/multi-calendar/rules', host, { listing_ids: [theirs.id], rules: { min_nights: 2 } }))
        .statusCode,
    ).toBe(404);
  });
});
