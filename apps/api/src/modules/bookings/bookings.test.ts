import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, TEST_CARDS } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookings, listingHolds, listings, payments, payouts } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from './fixtures';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;
let other: AuthResult;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-bookings-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  other = await signUp(t.app, { firstName: 'Olga' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: AuthResult, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });

async function home(values: Partial<Parameters<typeof insertListing>[1]> = {}) {
  return insertListing(db(), {
    hostId: host.user.id,
    title: 'Quiet loft',
    nightlyPrice: 10_000,
    cleaningFee: 5_000,
    currency: 'USD',
    maxGuests: 3,
    minNights: 2,
    maxNights: 14,
    address: '12 Rua das Flores, Lisbon',
    ...values,
  });
}

async function quote(stay: StayRequest) {
  const res = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  return res;
}

/** Quotes then books `stay` as `who`; returns the raw answer. */
async function book(who: AuthResult, stay: StayRequest, card?: string, key: string = newKey()) {
  const q = await quote(stay);
  expect(q.statusCode, q.body).toBe(200);
  return api('POST', '/bookings', who, bookingBody(stay, q.json().data.total, card), key);
}

async function holdsOf(listingId: number) {
  return db().select().from(listingHolds).where(eq(listingHolds.listingId, listingId));
}
async function ledger(bookingId: number) {
  return (await db().select().from(payments).where(eq(payments.bookingId, bookingId))).map((p) => [p.kind, p.amount]);
}

describe('quote', () => {
  it('prices nights with per-night overrides, cleaning, service fee and taxes (hand-computed)', async () => {
    const l = await home();
    const set = await api('PUT', '/host/calendar/prices', host, {
      listing_id: l.id,
      from: day(11),
      to: day(12),
      price: 15_000,
    });
    expect(set.statusCode).toBe(200);
    const res = await quote({ listing_id: l.id, checkin: day(10), checkout: day(13) });
    const q = res.json().data;
    // 100 + 150 + 100 = 350 USD; cleaning 50; subtotal 400; service 14% = 56; taxes 8% = 32; total 488.
    expect(q.nightly.map((n: { amount: number }) => n.amount)).toEqual([10_000, 15_000, 10_000]);
    expect(q.accommodation).toEqual({ amount: 35_000, currency: 'USD' });
    expect(q.cleaning_fee.amount).toBe(5_000);
    expect(q.service_fee.amount).toBe(5_600);
    expect(q.taxes.amount).toBe(3_200);
    expect(q.total).toEqual({ amount: 48_800, currency: 'USD' });
    expect(q.nights).toBe(3);
  });

  it("converts each line to the guest's currency at the stored rate (EUR 0.92)", async () => {
    const l = await home();
    await api('PUT', '/host/calendar/prices', host, { listing_id: l.id, from: day(11), to: day(12), price: 15_000 });
    const q = (await quote({ listing_id: l.id, checkin: day(10), checkout: day(13), currency: 'eur' })).json().data;
    // 92 + 138 + 92 = 322 EUR; cleaning 46; subtotal 368; service 51.52; taxes 29.44; total 448.96.
    expect(q.nightly.map((n: { amount: number }) => n.amount)).toEqual([9_200, 13_800, 9_200]);
    expect(q.cleaning_fee.amount).toBe(4_600);
    expect(q.service_fee.amount).toBe(5_152);
    expect(q.taxes.amount).toBe(2_944);
    expect(q.total).toEqual({ amount: 44_896, currency: 'EUR' });
    expect(q.listing_total).toEqual({ amount: 48_800, currency: 'USD' });
  });

  it('refuses past dates, too few or too many nights and too many guests, with field details', async () => {
    const l = await home();
    const past = await quote({ listing_id: l.id, checkin: day(-2), checkout: day(1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().details.checkin).toEqual(['Check-in cannot be in the past.']);
    const short = await quote({ listing_id: l.id, checkin: day(5), checkout: day(6) });
    expect(short.statusCode).toBe(400);
    expect(short.json().details.checkout).toEqual(['This home needs a stay of at least 2 nights.']);
    const long = await quote({ listing_id: l.id, checkin: day(5), checkout: day(25) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.checkout).toEqual(['This home takes stays of at most 14 nights.']);
    const crowd = await quote({ listing_id: l.id, checkin: day(5), checkout: day(8), guests: 4 });
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json().details.guests).toEqual(['This listing welcomes at most 3 guests.']);
    const backwards = await quote({ listing_id: l.id, checkin: day(8), checkout: day(5) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.checkout).toBeDefined();
    const bad = await quote({ listing_id: l.id, checkin: '2026-02-30', checkout: day(5) });
    expect(bad.statusCode).toBe(400);
    const missing = await quote({ listing_id: l.id });
    expect(missing.statusCode).toBe(400);
    const draft = await home({ status: 'draft' });
    expect((await quote({ listing_id: draft.id, checkin: day(5), checkout: day(8) })).statusCode).toBe(404);
  });
});

describe('request to book', () => {
  it('holds the nights, authorises, and notifies the host with an actionable request', async () => {
    const l = await home();
    const res = await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(23) });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    expect(b.state).toBe('pending');
    expect(b.address).toBeNull();
    expect(b.host.email).toBeNull();
    expect(b.actions).toEqual(['cancel']);
    expect(b.expires_at).not.toBeNull();
    // 3 nights × 100 + 50 cleaning = 350; +14% 49 +8% 28 = 427 USD.
    expect(await ledger(b.id)).toEqual([['authorization', 42_700]]);
    const holds = await holdsOf(l.id);
    expect(holds.map((h) => [h.stay, h.reason, h.bookingId])).toEqual([[`[${day(20)},${day(23)})`, 'booking', b.id]]);

    const bell = (await api('GET', '/notifications', host)).json().data.items;
    const request = bell.find((n: { kind: string }) => n.kind === 'booking_request');
    expect(request.action_status).toBe('pending');
    const mails = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${host.user.email}` });
    expect(mails.json().data.some((m: { subject: string }) => m.subject === 'New booking request')).toBe(true);
  });

  it('host accepts: captured, payout scheduled after check-in minus the 3% host fee, address revealed', async () => {
    const l = await home();
    const b = (await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(23) })).json().data;
    expect((await api('POST', `/bookings/${b.id}/accept`, guest)).statusCode).toBe(403);
    expect((await api('POST', `/bookings/${b.id}/accept`, other)).statusCode).toBe(404);
    const res = await api('POST', `/bookings/${b.id}/accept`, host);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('accepted');
    expect(await ledger(b.id)).toEqual([
      ['authorization', 42_700],
      ['capture', 42_700],
    ]);
    const [payout] = await db().select().from(payouts).where(eq(payouts.bookingId, b.id));
    // Host gross = nights 300 + cleaning 50 = 350 USD; fee 3% = 10.50; payout 339.50.
    expect([payout?.gross, payout?.hostFee, payout?.amount, payout?.status]).toEqual([
      35_000,
      1_050,
      33_950,
      'scheduled',
    ]);
    expect(payout?.scheduledFor.toISOString()).toBe(`${day(21)}T15:00:00.000Z`);
    const seen = (await api('GET', `/bookings/${b.id}`, guest)).json().data;
    expect(seen.address).toBe('12 Rua das Flores, Lisbon');
    expect(seen.host.email).toBe(host.user.email);
    expect(seen.refund_preview).toEqual({ percent: 100, amount: { amount: 42_700, currency: 'USD' } });
    const again = await api('POST', `/bookings/${b.id}/accept`, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is confirmed, so it can no longer be accepted.');
    expect((await api('POST', `/bookings/${b.id}/decline`, host)).statusCode).toBe(409);
    expect((await api('GET', `/bookings/${b.id}`, other)).statusCode).toBe(404);
  });

  it("the bell's Approve accepts the request", async () => {
    const l = await home({ title: 'Bell test cabin' });
    const b = (await book(guest, { listing_id: l.id, checkin: day(30), checkout: day(32) })).json().data;
    const items = (await api('GET', '/notifications', host)).json().data.items;
    const item = items.find(
      (n: { kind: string; body: string }) => n.kind === 'booking_request' && n.body.includes('Bell test cabin'),
    );
    const res = await api('POST', `/notifications/${item.id}/actions/approve`, host);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.action_status).toBe('approved');
    expect((await api('GET', `/bookings/${b.id}`, guest)).json().data.state).toBe('accepted');
    const guestBell = (await api('GET', '/notifications', guest)).json().data.items;
    expect(guestBell.some((n: { title: string }) => n.title === 'Booking confirmed')).toBe(true);
  });

  it("the bell's Decline declines it; accepting from the calendar settles the bell item", async () => {
    const l = await home({ title: 'Declined dome' });
    const b = (await book(guest, { listing_id: l.id, checkin: day(30), checkout: day(32) })).json().data;
    const find = async (title: string) =>
      (await api('GET', '/notifications', host))
        .json()
        .data.items.find((n: { kind: string; body: string }) => n.kind === 'booking_request' && n.body.includes(title));
    const res = await api('POST', `/notifications/${(await find('Declined dome')).id}/actions/decline`, host);
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/bookings/${b.id}`, guest)).json().data.state).toBe('declined');
    expect(await ledger(b.id)).toEqual([
      ['authorization', 30_500],
      ['void', 30_500],
    ]);
    expect(await holdsOf(l.id)).toEqual([]);

    const l2 = await home({ title: 'Calendar-accepted cottage' });
    const b2 = (await book(guest, { listing_id: l2.id, checkin: day(30), checkout: day(32) })).json().data;
    expect((await api('POST', `/bookings/${b2.id}/accept`, host)).statusCode).toBe(200);
    expect((await find('Calendar-accepted cottage')).action_status).toBe('approved');
  });

  it('host declines: authorisation voided, nights released; declining again is a 409', async () => {
    const l = await home();
    const b = (await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) })).json().data;
    expect((await api('POST', `/bookings/${b.id}/decline`, guest)).statusCode).toBe(403);
    const res = await api('POST', `/bookings/${b.id}/decline`, host);
    expect(res.json().data.state).toBe('declined');
    expect((await ledger(b.id)).map(([k]) => k)).toEqual(['authorization', 'void']);
    expect(await holdsOf(l.id)).toEqual([]);
    const again = await api('POST', `/bookings/${b.id}/decline`, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is declined, so it can no longer be declined.');
    expect((await api('POST', `/bookings/${b.id}/cancel`, guest)).statusCode).toBe(409);
    // The nights can be booked again.
    expect((await book(other, { listing_id: l.id, checkin: day(20), checkout: day(22) })).statusCode).toBe(201);
  });

  it('a request unanswered for 24 hours expires on the next read: voided and released', async () => {
    const l = await home();
    const b = (await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) })).json().data;
    await db().update(bookings).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(bookings.id, b.id));
    const seen = (await api('GET', `/bookings/${b.id}`, guest)).json().data;
    expect(seen.state).toBe('expired');
    expect((await ledger(b.id)).map(([k]) => k)).toEqual(['authorization', 'void']);
    expect(await holdsOf(l.id)).toEqual([]);
    const late = await api('POST', `/bookings/${b.id}/accept`, host);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This booking is expired, so it can no longer be accepted.');
  });

  it('the guest withdraws a pending request: voided, nothing refunded because nothing was taken', async () => {
    const l = await home();
    const b = (await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) })).json().data;
    expect((await api('POST', `/bookings/${b.id}/cancel`, other)).statusCode).toBe(404);
    const res = await api('POST', `/bookings/${b.id}/cancel`, guest);
    expect(res.json().data.state).toBe('cancelled_by_guest');
    expect((await ledger(b.id)).map(([k]) => k)).toEqual(['authorization', 'void']);
    expect(await holdsOf(l.id)).toEqual([]);
  });
});

describe('instant book and cancellations', () => {
  it('instant book is accepted at once: authorised and captured, payout scheduled', async () => {
    const l = await home({ instantBook: true });
    const res = await book(guest, { listing_id: l.id, checkin: day(10), checkout: day(12) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.state).toBe('accepted');
    expect(res.json().message).toBe('Booking confirmed.');
    expect((await ledger(res.json().data.id)).map(([k]) => k)).toEqual(['authorization', 'capture']);
    const hostBell = (await api('GET', '/notifications', host)).json().data.items;
    expect(hostBell.some((n: { title: string }) => n.title === 'New reservation')).toBe(true);
  });

  // Totals: 2 nights × 100 + 50 cleaning = 250; +14% 35 +8% 20 = 305 USD.
  const cases = [
    { policy: 'moderate', offset: 10, percent: 100, refund: 30_500 },
    { policy: 'moderate', offset: 3, percent: 50, refund: 15_250 },
    { policy: 'strict', offset: 10, percent: 50, refund: 15_250 },
    { policy: 'strict', offset: 20, percent: 100, refund: 30_500 },
    { policy: 'strict', offset: 3, percent: 0, refund: 0 },
    { policy: 'flexible', offset: 2, percent: 100, refund: 30_500 },
  ] as const;
  for (const c of cases) {
    it(`guest cancels ${c.offset} days ahead under ${c.policy}: ${c.percent}% refunded`, async () => {
      const l = await home({ instantBook: true, cancellationPolicy: c.policy });
      const b = (await book(guest, { listing_id: l.id, checkin: day(c.offset), checkout: day(c.offset + 2) })).json()
        .data;
      expect(b.total.amount).toBe(30_500);
      const preview = (await api('GET', `/bookings/${b.id}`, guest)).json().data.refund_preview;
      expect(preview).toEqual({ percent: c.percent, amount: { amount: c.refund, currency: 'USD' } });
      const res = await api('POST', `/bookings/${b.id}/cancel`, guest);
      expect(res.statusCode).toBe(200);
      const after = res.json().data;
      expect(after.state).toBe('cancelled_by_guest');
      expect(after.refunded).toEqual({ amount: c.refund, currency: 'USD' });
      expect(await ledger(b.id)).toEqual([
        ['authorization', 30_500],
        ['capture', 30_500],
        ...(c.refund > 0 ? [['refund', c.refund]] : []),
      ]);
      expect(await holdsOf(l.id)).toEqual([]);
      // The host keeps the unrefunded share of nights + cleaning (250), less 3%.
      const [payout] = await db().select().from(payouts).where(eq(payouts.bookingId, b.id));
      const kept = Math.floor((25_000 * (100 - c.percent)) / 100);
      if (kept === 0) expect(payout?.status).toBe('cancelled');
      else expect(payout?.amount).toBe(kept - Math.round(kept * 0.03));
      expect((await api('POST', `/bookings/${b.id}/cancel`, guest)).statusCode).toBe(409);
    });
  }

  it('host cancels a confirmed stay: full refund, payout cancelled', async () => {
    const l = await home({ instantBook: true, cancellationPolicy: 'strict' });
    const b = (await book(guest, { listing_id: l.id, checkin: day(3), checkout: day(5) })).json().data;
    const res = await api('POST', `/bookings/${b.id}/cancel`, host);
    expect(res.json().data.state).toBe('cancelled_by_host');
    expect(res.json().data.refunded.amount).toBe(30_500);
    const [payout] = await db().select().from(payouts).where(eq(payouts.bookingId, b.id));
    expect(payout?.status).toBe('cancelled');
    const guestBell = (await api('GET', '/notifications', guest)).json().data.items;
    expect(guestBell.some((n: { title: string }) => n.title === 'Trip cancelled by the host')).toBe(true);
  });

  it('counts refund deadlines from the start fixed at booking, not from later listing changes', async () => {
    const l = await home({ instantBook: true, cancellationPolicy: 'moderate', checkInTime: '16:00' });
    const b = (await book(guest, { listing_id: l.id, checkin: day(10), checkout: day(12) })).json().data;
    const preview = async () => (await api('GET', `/bookings/${b.id}`, guest)).json().data.refund_preview.percent;
    expect(await preview()).toBe(100);
    // The stay now starts in four days: inside the five days of the moderate policy.
    await db()
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 4 * 86_400_000) })
      .where(eq(bookings.id, b.id));
    expect(await preview()).toBe(50);
    // The host moving the check-in time afterwards changes nothing for this booking.
    await db().update(listings).set({ checkInTime: '23:00' }).where(eq(listings.id, l.id));
    expect(await preview()).toBe(50);
    expect((await api('POST', `/bookings/${b.id}/cancel`, guest)).json().data.refunded.amount).toBe(15_250);
  });

  it('a stay that has started cannot be cancelled, and a paid-out stay is never refunded', async () => {
    const l = await home({ instantBook: true });
    const b = (await book(guest, { listing_id: l.id, checkin: day(50), checkout: day(55) })).json().data;
    // The guest arrived yesterday and the payout went out.
    await db()
      .update(bookings)
      .set({ checkin: day(-1), checkout: day(4), startsAt: new Date(`${day(-1)}T15:00:00Z`) })
      .where(eq(bookings.id, b.id));
    await db()
      .update(listingHolds)
      .set({ stay: `[${day(-1)},${day(4)})` })
      .where(eq(listingHolds.bookingId, b.id));
    await db().update(payouts).set({ status: 'paid', paidAt: new Date() }).where(eq(payouts.bookingId, b.id));
    for (const who of [host, guest]) {
      expect((await api('GET', `/bookings/${b.id}`, who)).json().data.actions).toEqual([]);
      const res = await api('POST', `/bookings/${b.id}/cancel`, who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^This stay has already started/);
    }
    expect(await ledger(b.id)).toEqual([
      ['authorization', b.total.amount],
      ['capture', b.total.amount],
    ]);
    // Even if a cancel reached the money step after the payout sweep, it would refund nothing.
    await db()
      .update(bookings)
      .set({ checkin: day(50), checkout: day(55), startsAt: new Date(`${day(50)}T15:00:00Z`) })
      .where(eq(bookings.id, b.id));
    expect((await api('POST', `/bookings/${b.id}/cancel`, host)).statusCode).toBe(409);
    expect((await api('GET', `/bookings/${b.id}`, guest)).json().data.state).toBe('accepted');
    expect(await ledger(b.id)).toHaveLength(2);
  });

  it('after checkout the stay completes and the payout is released', async () => {
    const l = await home({ instantBook: true });
    const b = (await book(guest, { listing_id: l.id, checkin: day(40), checkout: day(42) })).json().data;
    // Travel in time: the stay was last week.
    await db()
      .update(bookings)
      .set({ checkin: day(-8), checkout: day(-6), startsAt: new Date(`${day(-8)}T15:00:00Z`) })
      .where(eq(bookings.id, b.id));
    await db()
      .update(listingHolds)
      .set({ stay: `[${day(-8)},${day(-6)})` })
      .where(eq(listingHolds.bookingId, b.id));
    await db().update(payouts).set({ scheduledFor: sql`now() - interval '7 days'` }).where(eq(payouts.bookingId, b.id));
    const trips = (await api('GET', '/bookings?role=guest', guest)).json().data.items;
    expect(trips.find((x: { id: number }) => x.id === b.id).state).toBe('completed');
    expect((await api('POST', `/bookings/${b.id}/cancel`, guest)).statusCode).toBe(409);
    const earnings = (await api('GET', '/host/earnings', host)).json().data;
    const payout = earnings.payouts.find((p: { booking_id: number }) => p.booking_id === b.id);
    expect(payout.status).toBe('paid');
    expect(earnings.paid).toBeGreaterThanOrEqual(payout.amount.amount);
  });
});

describe('payments', () => {
  it('a declined card books nothing; a processor outage is a retryable 503', async () => {
    const l = await home();
    const declined = await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) }, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().details.card_number).toEqual(['Your card was declined. Please use another card.']);
    const down = await book(
      guest,
      { listing_id: l.id, checkin: day(20), checkout: day(22) },
      TEST_CARDS.processorUnavailable,
    );
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(await holdsOf(l.id)).toEqual([]);
    const bad = await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) }, '1234');
    expect(bad.statusCode).toBe(400);
  });

  it('the same Idempotency-Key never charges twice, even when retried concurrently', async () => {
    const l = await home();
    const stay = { listing_id: l.id, checkin: day(20), checkout: day(22) };
    const key = newKey();
    const body = bookingBody(stay, (await quote(stay)).json().data.total);
    const first = await api('POST', '/bookings', guest, body, key);
    expect(first.statusCode).toBe(201);
    const retry = await api('POST', '/bookings', guest, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
    const burst = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/bookings', guest, body, key)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await db().select().from(bookings).where(eq(bookings.listingId, l.id));
    expect(rows).toHaveLength(1);
    expect((await ledger(first.json().data.id)).map(([k]) => k)).toEqual(['authorization']);
    const reused = await api('POST', '/bookings', guest, { ...body, guests: 2 }, key);
    expect(reused.statusCode).toBe(422);

    // Concurrent first attempts with one key: one booking, one authorisation.
    const l2 = await home();
    const stay2 = { listing_id: l2.id, checkin: day(20), checkout: day(22) };
    const q = (await quote(stay2)).json().data.total;
    const key2 = newKey();
    const race = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', '/bookings', guest, bookingBody(stay2, q), key2)),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(race.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(race.map((r) => r.json().data.id)).size).toBe(1);
    expect(await db().select().from(bookings).where(eq(bookings.listingId, l2.id))).toHaveLength(1);
  });

  it('refuses a total that differs from the server price, and booking your own listing', async () => {
    const l = await home();
    const stay = { listing_id: l.id, checkin: day(20), checkout: day(22) };
    const stale = await api('POST', '/bookings', guest, bookingBody(stay, { amount: 100, currency: 'USD' }), newKey());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The price has changed since you saw it. Please review the new total.');
    const own = await book(host, stay);
    expect(own.statusCode).toBe(403);
    const anonymous = await api('POST', '/bookings', undefined, bookingBody(stay, { amount: 30_500, currency: 'USD' }));
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('host calendar', () => {
  it('blocks and opens nights; blocked nights cannot be booked; prices per night show', async () => {
    const l = await home();
    const block = await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(5), to: day(10) });
    expect(block.statusCode).toBe(200);
    const avail = (await api('GET', `/listings/${l.id}/availability?from=${day(0)}&to=${day(30)}`)).json().data;
    expect(avail.unavailable).toEqual([day(5), day(6), day(7), day(8), day(9)]);
    const taken = await quote({ listing_id: l.id, checkin: day(8), checkout: day(11) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Those dates are no longer available. Please choose other dates.');
    // Back-to-back with the block is fine.
    expect((await quote({ listing_id: l.id, checkin: day(10), checkout: day(12) })).statusCode).toBe(200);

    await api('POST', '/host/calendar/unblock', host, { listing_id: l.id, from: day(6), to: day(8) });
    const holds = (await holdsOf(l.id)).map((h) => h.stay).sort();
    expect(holds).toEqual([`[${day(5)},${day(6)})`, `[${day(8)},${day(10)})`]);
    await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(6), to: day(8) });
    expect((await holdsOf(l.id)).map((h) => h.stay)).toEqual([`[${day(5)},${day(10)})`]);

    const b = (await book(guest, { listing_id: l.id, checkin: day(12), checkout: day(14) })).json().data;
    const over = await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(13), to: day(15) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Some of those nights are already booked or blocked.');
    await api('PUT', '/host/calendar/prices', host, { listing_id: l.id, from: day(14), to: day(16), price: 12_345 });

    const cal = (await api('GET', `/host/calendar?listing_id=${l.id}&from=${day(4)}&to=${day(17)}`, host)).json().data;
    const state = Object.fromEntries(cal.nights.map((n: { date: string; state: string }) => [n.date, n.state]));
    expect(state[day(4)]).toBe('available');
    expect(state[day(5)]).toBe('blocked');
    expect(state[day(12)]).toBe('pending');
    expect(cal.nights.find((n: { date: string }) => n.date === day(12)).booking_id).toBe(b.id);
    expect(cal.nights.find((n: { date: string }) => n.date === day(15)).price).toEqual({
      amount: 12_345,
      currency: 'USD',
    });
    expect((await api('GET', `/host/calendar?listing_id=${l.id}&from=${day(4)}&to=${day(17)}`, other)).statusCode).toBe(
      404,
    );
    expect(
      (await api('POST', '/host/calendar/block', other, { listing_id: l.id, from: day(20), to: day(22) })).statusCode,
    ).toBe(404);
    const reservations = (await api('GET', '/bookings?role=host', host)).json().data.items;
    expect(reservations.some((r: { id: number }) => r.id === b.id)).toBe(true);
  });

  it('refuses to block past nights with a 422 naming the field, and blocks from today', async () => {
    const l = await home();
    const past = await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(-3), to: day(2) });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      success: false,
      code: 'UNPROCESSABLE',
      message: 'Past nights cannot be blocked.',
      details: { from: ['Past nights cannot be blocked.'] },
    });
    expect(await holdsOf(l.id)).toEqual([]);
    const yesterday = await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(-1), to: day(0) });
    expect(yesterday.statusCode).toBe(422);
    const today = await api('POST', '/host/calendar/block', host, { listing_id: l.id, from: day(0), to: day(1) });
    expect(today.statusCode).toBe(200);
  });
});
