import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResult } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPlace } from '../../../test/listings';
import { bookings, listings } from '../../db/schema';
import { bookingBody, day, newKey } from './fixtures';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;
let other: AuthResult;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-booking-reviews-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  other = await signUp(t.app, { firstName: 'Olga' });
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, who: AuthResult, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

const full = {
  rating: 5,
  cleanliness: 5,
  accuracy: 4,
  check_in: 5,
  communication: 5,
  location: 4,
  value: 4,
  body: 'Spotless flat, lovely host and a great view.',
};

/** An instant-booked stay moved into the past and completed by the next read. */
async function completedStay() {
  const l = await insertListing(t.database.db, {
    hostId: host.user.id,
    categoryId: await categoryId(t.database.db, 'beachfront'),
    placeId: (
      await insertPlace(t.database.db, {
        slug: `porto-${newKey()}`,
        name: 'Porto',
        country: 'Portugal',
        countryCode: 'PT',
      })
    ).id,
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 2,
    minNights: 1,
    instantBook: true,
  });
  const stay = { listing_id: l.id, checkin: day(30), checkout: day(32) };
  const q = await t.app.inject({ method: 'POST', url: '/api/v1/bookings/quote', payload: stay });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(stay, q.json().data.total),
    headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
  });
  const id = booked.json().data.id as number;
  expect((await api('POST', `/bookings/${id}/review`, guest, full)).statusCode).toBe(409);
  // The dev clock moves only the signed-in guest's own stay.
  const travel = `/api/v1/dev/bookings/${id}/travel-past-checkout`;
  expect((await t.app.inject({ method: 'POST', url: travel })).statusCode).toBe(401);
  expect((await api('POST', `/dev/bookings/${id}/travel-past-checkout`, host)).statusCode).toBe(404);
  const moved = await api('POST', `/dev/bookings/${id}/travel-past-checkout`, guest);
  expect(moved.json().data).toEqual({ checkin: day(-3), checkout: day(-1) });
  expect((await api('GET', `/bookings/${id}`, guest)).json().data.state).toBe('completed');
  return { id, listingId: l.id };
}

describe('reviews after a stay', () => {
  it('stay hidden until both have written, then publish and update the listing rating', async () => {
    const { id, listingId } = await completedStay();
    const partial = await api('POST', `/bookings/${id}/review`, guest, { rating: 5, body: 'Great place to stay.' });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().details).sort()).toEqual(
      ['accuracy', 'check_in', 'cleanliness', 'communication', 'location', 'value'].sort(),
    );
    const short = await api('POST', `/bookings/${id}/review`, guest, { ...full, body: 'ok' });
    expect(short.statusCode).toBe(400);

    const written = await api('POST', `/bookings/${id}/review`, guest, full);
    expect(written.statusCode).toBe(201);
    expect(written.json().data.mine.published_at).toBeNull();
    expect(written.json().data.can_review).toBe(false);
    expect((await api('POST', `/bookings/${id}/review`, guest, full)).statusCode).toBe(409);

    const hostView = (await api('GET', `/bookings/${id}/reviews`, host)).json().data;
    expect(hostView.theirs).toBeNull();
    expect(hostView.theirs_pending).toBe(true);
    expect(hostView.can_review).toBe(true);
    const [before] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(before?.reviewCount).toBe(0);

    const hostReview = await api('POST', `/bookings/${id}/review`, host, {
      rating: 4,
      body: 'Tidy, friendly guest. Welcome back any time.',
    });
    expect(hostReview.statusCode).toBe(201);
    const guestView = (await api('GET', `/bookings/${id}/reviews`, guest)).json().data;
    expect(guestView.theirs.body).toBe('Tidy, friendly guest. Welcome back any time.');
    expect(guestView.mine.published_at).not.toBeNull();

    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect([after?.reviewCount, after?.ratingAvg]).toEqual([1, 5]);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.reviews.map((r: { body: string }) => r.body)).toEqual([full.body]);
    expect(page.json().data.ratings.accuracy).toBe(4);
  });

  it("lists a review among its author's written reviews as soon as it is accepted, hidden or published", async () => {
    const { id } = await completedStay();
    const body = `Quiet street, bright rooms ${newKey()}.`;
    const mine = async (who: AuthResult) =>
      ((await api('GET', '/profile/reviews', who)).json().data.written as { body: string; pending: boolean }[]).filter(
        (r) => r.body === body || r.body.startsWith(`Host says: ${body}`),
      );
    expect((await api('POST', `/bookings/${id}/review`, guest, { ...full, body })).statusCode).toBe(201);
    expect(await mine(guest)).toMatchObject([{ body, pending: true, rating: 5, listing_title: expect.any(String) }]);

    expect(
      (await api('POST', `/bookings/${id}/review`, host, { rating: 4, body: `Host says: ${body}` })).statusCode,
    ).toBe(201);
    // Both written: the guest's is now a public review of the listing, listed once.
    expect(await mine(guest)).toMatchObject([{ body, pending: false }]);
    expect(await mine(host)).toMatchObject([{ body: `Host says: ${body}`, pending: false, rating: 4 }]);
  });

  it('lets the host respond publicly once; nobody else may', async () => {
    const { id } = await completedStay();
    expect((await api('POST', `/bookings/${id}/review/response`, host, { response: 'Thanks!' })).statusCode).toBe(409);
    await api('POST', `/bookings/${id}/review`, guest, full);
    await api('POST', `/bookings/${id}/review`, host, { rating: 5, body: 'A perfect guest, thank you.' });
    expect((await api('POST', `/bookings/${id}/review/response`, guest, { response: 'Me too' })).statusCode).toBe(403);
    expect((await api('POST', `/bookings/${id}/review/response`, other, { response: 'Hi' })).statusCode).toBe(404);
    const res = await api('POST', `/bookings/${id}/review/response`, host, { response: 'Thank you, come back soon!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.theirs.response).toBe('Thank you, come back soon!');
    expect(res.json().data.can_respond).toBe(false);
    expect((await api('POST', `/bookings/${id}/review/response`, host, { response: 'Again' })).statusCode).toBe(409);
  });

  it('publishes a lone review when the 14-day window closes, and refuses reviews after it', async () => {
    const { id } = await completedStay();
    await api('POST', `/bookings/${id}/review`, guest, full);
    await t.database.db
      .update(bookings)
      .set({ stateChangedAt: sql`now() - interval '15 days'` })
      .where(eq(bookings.id, id));
    const guestView = (await api('GET', `/bookings/${id}/reviews`, guest)).json().data;
    expect(guestView.mine.published_at).not.toBeNull();
    const late = await api('POST', `/bookings/${id}/review`, host, { rating: 5, body: 'Lovely guest to host.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Reviews close 14 days after checkout.');
    expect((await api('GET', `/bookings/${id}/reviews`, other)).statusCode).toBe(404);
  });
});
