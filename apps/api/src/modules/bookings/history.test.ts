import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AuthResult, REVIEW_MESSAGES } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookings, experienceSlots, listings, payments, payouts } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-booking-history-')) });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

const people = async () => ({
  host: await signUp(t.app, { role: 'host', firstName: 'Hana' }),
  guest: await signUp(t.app, { firstName: 'Gale' }),
});

const home = (hostId: number) =>
  insertListing(db(), {
    hostId,
    title: 'Quiet loft',
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 3,
    minNights: 1,
    instantBook: true,
    address: '12 Rua das Flores, Lisbon',
  });

async function book(guest: AuthResult, stay: StayRequest) {
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(stay, q.json().data.total),
    headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** An instant-booked stay moved into the past and completed (payout released) by the next read. */
async function completedStay(host: AuthResult, guest: AuthResult) {
  const l = await home(host.user.id);
  const id = await book(guest, { listing_id: l.id, checkin: day(30), checkout: day(32) });
  expect((await api('POST', `/dev/bookings/${id}/travel-past-checkout`, guest)).statusCode).toBe(200);
  expect((await api('GET', `/bookings/${id}`, guest)).json().data.state).toBe('completed');
  return { id, listingId: l.id };
}

const deleteAccount = (who: AuthResult) => api('DELETE', '/account', who, { confirmation: 'DELETE' });

describe('booking history outlives deleted accounts, listings and slots', () => {
  it('a guest deletes their account: the host keeps the reservation and its earnings, with a former guest', async () => {
    const { host, guest } = await people();
    const { id } = await completedStay(host, guest);
    const before = (await api('GET', '/host/earnings?currency=USD', host)).json().data;

    const deleted = await deleteAccount(guest);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const list = await api('GET', '/bookings?role=host', host);
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().data.items.find((b: { id: number }) => b.id === id);
    expect(item).toMatchObject({ state: 'completed', guest: null, listing: { title: 'Quiet loft' } });
    const detail = await api('GET', `/bookings/${id}`, host);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ guest: null, host: { first_name: 'Hana' }, viewer: 'host' });

    const earnings = await api('GET', '/host/earnings?currency=USD', host);
    expect(earnings.statusCode, earnings.body).toBe(200);
    const payout = earnings.json().data.payouts.find((p: { booking_id: number }) => p.booking_id === id);
    expect(payout).toMatchObject({ status: 'paid', guest_name: null, listing_title: 'Quiet loft' });
    expect(earnings.json().data.paid).toBe(before.paid);
    expect(earnings.json().data.paid).toBeGreaterThanOrEqual(payout.amount.amount);

    const review = await api('POST', `/bookings/${id}/review`, host, { rating: 5, body: 'A lovely guest to host.' });
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(REVIEW_MESSAGES.personGone);
  });

  it('a host deletes their account: the guest keeps the trip with the listing title it was booked under', async () => {
    const { host, guest } = await people();
    const { id, listingId } = await completedStay(host, guest);

    const deleted = await deleteAccount(host);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().select().from(listings).where(eq(listings.id, listingId))).toHaveLength(0);
    // Payouts go with the host's account: nothing is paid to a deleted account.
    expect(await db().select().from(payouts).where(eq(payouts.bookingId, id))).toHaveLength(0);

    const trips = await api('GET', '/bookings?role=guest', guest);
    expect(trips.statusCode, trips.body).toBe(200);
    const trip = trips.json().data.items.find((b: { id: number }) => b.id === id);
    expect(trip).toMatchObject({
      state: 'completed',
      listing: { id: null, title: 'Quiet loft', kind: 'home', photo_url: null },
      guest: { first_name: 'Gale' },
    });
    const detail = await api('GET', `/bookings/${id}`, guest);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      host: null,
      listing: { title: 'Quiet loft' },
      check_in_time: null,
      address: null,
      actions: [],
    });

    const reviews = (await api('GET', `/bookings/${id}/reviews`, guest)).json().data;
    expect(reviews.can_review).toBe(false);
    const review = await api('POST', `/bookings/${id}/review`, guest, {
      rating: 5,
      cleanliness: 5,
      accuracy: 5,
      check_in: 5,
      communication: 5,
      location: 5,
      value: 5,
      body: 'Spotless flat with a great view.',
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(REVIEW_MESSAGES.listingGone);
    expect((await api('POST', `/bookings/${id}/cancel`, guest)).statusCode).toBe(409);
  });

  it('a host deletes a listing with a cancelled booking: the guest still sees the trip', async () => {
    const { host, guest } = await people();
    const l = await home(host.user.id);
    const id = await book(guest, { listing_id: l.id, checkin: day(20), checkout: day(22) });
    expect((await api('POST', `/bookings/${id}/cancel`, guest)).statusCode).toBe(200);

    const deleted = await api('DELETE', `/hosting/listings/${l.id}`, host);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const trip = (await api('GET', '/bookings?role=guest', guest))
      .json()
      .data.items.find((b: { id: number }) => b.id === id);
    expect(trip).toMatchObject({ state: 'cancelled_by_guest', listing: { id: null, title: 'Quiet loft' } });
    const hostSide = await api('GET', `/bookings/${id}`, host);
    expect(hostSide.statusCode, hostSide.body).toBe(200);
    expect(hostSide.json().data).toMatchObject({ guest: { first_name: 'Gale' }, listing: { id: null } });
  });

  it('a slot whose bookings were all cancelled can be removed; the trip keeps its start', async () => {
    const { host, guest } = await people();
    const experience = await insertListing(db(), {
      hostId: host.user.id,
      kind: 'experience',
      title: 'Tile painting class',
      nightlyPrice: 4_000,
      currency: 'USD',
      maxGuests: 6,
      durationMinutes: 120,
      instantBook: true,
    });
    const [slot] = await db()
      .insert(experienceSlots)
      .values({ listingId: experience.id, startsAt: new Date(Date.now() + 5 * 86_400_000), capacity: 6 })
      .returning();
    if (!slot) throw new Error('slot not inserted');
    const id = await book(guest, { listing_id: experience.id, slot_id: slot.id, guests: 2 });
    const taken = await api('DELETE', `/hosting/listings/${experience.id}/slots/${slot.id}`, host);
    expect(taken.statusCode).toBe(409);
    expect((await api('POST', `/bookings/${id}/cancel`, guest)).statusCode).toBe(200);

    const removed = await api('DELETE', `/hosting/listings/${experience.id}/slots/${slot.id}`, host);
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.slotId).toBeNull();
    const detail = (await api('GET', `/bookings/${id}`, guest)).json().data;
    expect(detail).toMatchObject({ state: 'cancelled_by_guest', starts_at: slot.startsAt.toISOString() });
  });

  it('the sweep completes a confirmed stay whose listing is gone, without paying anyone twice', async () => {
    const { host, guest } = await people();
    const l = await home(host.user.id);
    const id = await book(guest, { listing_id: l.id, checkin: day(10), checkout: day(12) });
    await db().delete(listings).where(eq(listings.id, l.id));
    await db()
      .update(bookings)
      .set({ checkin: day(-4), checkout: day(-2), startsAt: new Date(`${day(-4)}T15:00:00Z`) })
      .where(eq(bookings.id, id));
    await db().update(payouts).set({ scheduledFor: sql`now() - interval '3 days'` }).where(eq(payouts.bookingId, id));
    const trips = await api('GET', '/bookings?role=guest', guest);
    expect(trips.statusCode, trips.body).toBe(200);
    expect(trips.json().data.items.find((b: { id: number }) => b.id === id).state).toBe('completed');
    const hostView = await api('GET', `/bookings/${id}`, host);
    expect(hostView.json().data).toMatchObject({ state: 'completed', check_out_time: null });
    // A second sweep pays nothing more: one payout, one authorisation and one capture.
    await api('GET', '/bookings?role=guest', guest);
    const ledger = await db().select({ kind: payments.kind }).from(payments).where(eq(payments.bookingId, id));
    expect(ledger.map((p) => p.kind).sort()).toEqual(['authorization', 'capture']);
    const rows = await db().select({ status: payouts.status }).from(payouts).where(eq(payouts.bookingId, id));
    expect(rows).toEqual([{ status: 'paid' }]);
  });
});
