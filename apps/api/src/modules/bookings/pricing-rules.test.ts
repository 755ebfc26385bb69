import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, addDays, PRICING_RULE_MESSAGES, todayUtc } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing, insertPlace } from '../../../test/listings';
import { listingHolds, places } from '../../db/schema';
import { localToday } from './dates';
import { bookingBody, day, newKey, type StayRequest } from './fixtures';
import { addMonths } from './stay-rules';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-rules-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Rita' });
  guest = await signUp(t.app, { firstName: 'Gus' });
});
afterAll(async () => t?.close());

const api = (method: 'POST' | 'PUT' | 'PATCH', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': newKey() },
  });

const home = (values: Partial<Parameters<typeof insertListing>[1]> = {}) =>
  insertListing(t.database.db, {
    hostId: host.user.id,
    title: 'Rules house',
    nightlyPrice: 10_000,
    cleaningFee: 5_000,
    currency: 'USD',
    maxGuests: 4,
    minNights: 1,
    maxNights: 60,
    ...values,
  });

const quote = (stay: StayRequest) => api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });

async function book(stay: StayRequest) {
  const q = await quote(stay);
  expect(q.statusCode, q.body).toBe(200);
  return api('POST', '/bookings', guest, bookingBody(stay, q.json().data.total));
}

/** Days from today to the first `weekday` (0 = Sunday) at least `min` days ahead. */
function offsetTo(weekday: number, min = 10) {
  for (let n = min; ; n++) if (new Date(`${day(n)}T00:00:00Z`).getUTCDay() === weekday) return n;
}

describe('pricing rules in the quote (hand-computed)', () => {
  it('charges the weekend price on Friday and Saturday nights', async () => {
    const l = await home({ weekendPrice: 15_000 });
    const thu = offsetTo(4);
    const q = (await quote({ listing_id: l.id, checkin: day(thu), checkout: day(thu + 3) })).json().data;
    // Thu 100 + Fri 150 + Sat 150 = 400; + cleaning 50 = 450; service 14 % = 63; taxes 8 % = 36.
    expect(q.nightly.map((n: { amount: number; weekend: boolean }) => [n.amount, n.weekend])).toEqual([
      [10_000, false],
      [15_000, true],
      [15_000, true],
    ]);
    expect([q.accommodation.amount, q.discount, q.service_fee.amount, q.taxes.amount, q.total.amount]).toEqual([
      40_000,
      null,
      6_300,
      3_600,
      54_900,
    ]);
  });

  it('keeps a per-night override ahead of the weekend price', async () => {
    const l = await home({ weekendPrice: 15_000 });
    const thu = offsetTo(4);
    const set = await api('PUT', '/host/calendar/prices', host, {
      listing_id: l.id,
      from: day(thu + 2),
      to: day(thu + 3),
      price: 12_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    const q = (await quote({ listing_id: l.id, checkin: day(thu), checkout: day(thu + 3) })).json().data;
    // 100 + 150 + 120 (Saturday override) = 370; + 50 = 420; service 58.80; taxes 33.60.
    expect(q.nightly.map((n: { amount: number }) => n.amount)).toEqual([10_000, 15_000, 12_000]);
    expect(q.total.amount).toBe(42_000 + 5_880 + 3_360);
  });

  it('takes the weekly discount from 7 nights, and not at 6', async () => {
    const l = await home({ weeklyDiscountPercent: 10 });
    const mon = offsetTo(1);
    const six = (await quote({ listing_id: l.id, checkin: day(mon), checkout: day(mon + 6) })).json().data;
    expect(six.discount).toBeNull();
    expect(six.total.amount).toBe(65_000 + 9_100 + 5_200);
    const q = (await quote({ listing_id: l.id, checkin: day(mon), checkout: day(mon + 7) })).json().data;
    // 7 × 100 = 700; −10 % = 630; + 50 = 680; service 95.20; taxes 54.40; total 829.60.
    expect(q.accommodation.amount).toBe(70_000);
    expect(q.discount).toEqual({ kind: 'weekly', percent: 10, amount: { amount: 7_000, currency: 'USD' } });
    expect([q.service_fee.amount, q.taxes.amount, q.total.amount]).toEqual([9_520, 5_440, 82_960]);
    // The host is paid from the discounted nights: 630 + 50 = 680, plus fees and taxes in the listing total.
    expect(q.listing_total.amount).toBe(82_960);
  });

  it('takes the monthly discount instead from 28 nights', async () => {
    const l = await home({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 });
    const q = (await quote({ listing_id: l.id, checkin: day(10), checkout: day(38) })).json().data;
    // 28 × 100 = 2800; −20 % = 2240; + 50 = 2290; service 320.60; taxes 183.20; total 2793.80.
    expect(q.discount).toEqual({ kind: 'monthly', percent: 20, amount: { amount: 56_000, currency: 'USD' } });
    expect(q.total.amount).toBe(279_380);
  });

  it('books at the discounted total and pays the host from it', async () => {
    const l = await home({ weeklyDiscountPercent: 10 });
    const res = await book({ listing_id: l.id, checkin: day(70), checkout: day(77) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.total.amount).toBe(82_960);
    expect(res.json().data.quote.discount.amount.amount).toBe(7_000);
  });
});

describe('availability rules in the quote', () => {
  it('refuses check-ins inside the advance notice', async () => {
    const l = await home({ advanceNoticeDays: 2 });
    const res = await quote({ listing_id: l.id, checkin: day(1), checkout: day(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.checkin).toEqual([PRICING_RULE_MESSAGES.advanceNoticeQuote(2)]);
    expect((await quote({ listing_id: l.id, checkin: day(2), checkout: day(4) })).statusCode).toBe(200);
  });

  it('takes same-day check-ins when the notice is 0, until the check-in time', async () => {
    // A place whose clocks read between 06:00 and 12:00 now, so its 23:59 check-in is hours away.
    const hour = new Date().getUTCHours();
    const offset = hour <= 18 ? 6 - hour : 30 - hour;
    const timezone = offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
    const place = await insertPlace(t.database.db, {
      slug: 'same-day-place',
      name: 'Same day',
      country: 'Test',
      countryCode: 'TT',
    });
    await t.database.db.update(places).set({ timezone }).where(eq(places.id, place.id));
    const l = await home({ placeId: place.id, checkInTime: '23:59' });
    const today = localToday(new Date(), timezone);
    expect((await quote({ listing_id: l.id, checkin: today, checkout: addDays(today, 1) })).statusCode).toBe(200);
  });

  it('refuses check-ins beyond the booking window', async () => {
    const l = await home({ bookingWindowMonths: 3 });
    const last = addMonths(todayUtc(), 3);
    expect((await quote({ listing_id: l.id, checkin: last, checkout: addDays(last, 1) })).statusCode).toBe(200);
    const res = await quote({ listing_id: l.id, checkin: addDays(last, 1), checkout: addDays(last, 2) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PRICING_RULE_MESSAGES.bookingWindowQuote(3));
  });

  it('keeps preparation nights free after and before each stay', async () => {
    const l = await home({ preparationNights: 1 });
    expect((await book({ listing_id: l.id, checkin: day(20), checkout: day(22) })).statusCode).toBe(201);
    const holds = await t.database.db.select().from(listingHolds).where(eq(listingHolds.listingId, l.id));
    expect(holds.map((h) => h.stay)).toEqual([`[${day(20)},${day(23)})`]);
    // The night after checkout is preparation: a stay from it is taken, one the night after is not.
    expect((await quote({ listing_id: l.id, checkin: day(22), checkout: day(24) })).statusCode).toBe(409);
    expect((await quote({ listing_id: l.id, checkin: day(23), checkout: day(25) })).statusCode).toBe(200);
    // A stay ending at the booking's check-in would leave no preparation night after it.
    const before = await quote({ listing_id: l.id, checkin: day(18), checkout: day(20) });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(PRICING_RULE_MESSAGES.preparationTaken(1));
    expect((await quote({ listing_id: l.id, checkin: day(17), checkout: day(19) })).statusCode).toBe(200);
    // A host block right before the stay leaves no preparation night either.
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(30), to: day(32) });
    const afterBlock = await quote({ listing_id: l.id, checkin: day(32), checkout: day(34) });
    expect(afterBlock.json().message).toBe(PRICING_RULE_MESSAGES.preparationTaken(1));
  });
});

describe('editing the rules', () => {
  it('saves the rules and answers them on the own listing', async () => {
    const l = await home({ status: 'draft' });
    const res = await api('PATCH', `/hosting/listings/${l.id}`, host, {
      weekend_price: 14_000,
      weekly_discount_percent: 5,
      monthly_discount_percent: 15,
      advance_notice_days: 1,
      preparation_nights: 2,
      booking_window_months: 6,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      weekend_price: 14_000,
      weekly_discount_percent: 5,
      monthly_discount_percent: 15,
      advance_notice_days: 1,
      preparation_nights: 2,
      booking_window_months: 6,
    });
  });

  it.each([
    [{ weekly_discount_percent: 95 }, 'weekly_discount_percent', PRICING_RULE_MESSAGES.discount('Weekly discount')],
    [{ monthly_discount_percent: 1.5 }, 'monthly_discount_percent', PRICING_RULE_MESSAGES.discount('Monthly discount')],
    [{ advance_notice_days: 8 }, 'advance_notice_days', PRICING_RULE_MESSAGES.advanceNotice],
    [{ preparation_nights: 3 }, 'preparation_nights', PRICING_RULE_MESSAGES.preparation],
    [{ booking_window_months: 5 }, 'booking_window_months', PRICING_RULE_MESSAGES.bookingWindow],
    [{ weekend_price: 0 }, 'weekend_price', PRICING_RULE_MESSAGES.weekendPrice],
    [
      { weekly_discount_percent: 20, monthly_discount_percent: 10 },
      'monthly_discount_percent',
      PRICING_RULE_MESSAGES.monthlyBelowWeekly,
    ],
  ])('refuses %j with a clear message', async (body, field, message) => {
    const l = await home();
    const res = await api('PATCH', `/hosting/listings/${l.id}`, host, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toEqual([message]);
  });
});
