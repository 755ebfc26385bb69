import type { AuthResult } from '@roamstead/contract';
import { bookingBody, day, newKey } from '../src/modules/bookings/fixtures';
import { bearer, newIp, signUp } from './auth';
import type { TestApp } from './helpers';
import { insertListing } from './listings';

/**
 * A confirmed (instant-booked, captured) stay of 2 nights at 100 USD for the console's tests,
 * `offset` days from today.
 */
export function confirmedBooking(t: TestApp, offset = 30, people: { host?: AuthResult; guest?: AuthResult } = {}) {
  return book(t, offset, people, true);
}

/** The same stay asked as a request the host has not answered (authorised, not captured). */
export function bookingRequest(t: TestApp, offset = 30, people: { host?: AuthResult; guest?: AuthResult } = {}) {
  return book(t, offset, people, false);
}

async function book(
  t: TestApp,
  offset: number,
  people: { host?: AuthResult; guest?: AuthResult },
  instantBook: boolean,
) {
  const host = people.host ?? (await signUp(t.app, { role: 'host' }));
  const guest = people.guest ?? (await signUp(t.app));
  const { id: listing } = await insertListing(t.database.db, {
    hostId: host.user.id,
    title: `Console flat ${newKey().slice(0, 6)}`,
    nightlyPrice: 10_000,
    cleaningFee: 0,
    currency: 'USD',
    maxGuests: 2,
    minNights: 1,
    maxNights: 14,
    address: '3 Quay, Lisbon',
    instantBook,
  });
  const stay = { listing_id: listing, checkin: day(offset), checkout: day(offset + 2) };
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings/quote',
    payload: { guests: 1, ...stay },
    remoteAddress: newIp(),
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(stay, quote.json().data.total),
    remoteAddress: newIp(),
    headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
  });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  const booking = booked.json().data as { id: number; state: string; total: { amount: number; currency: string } };
  return { host, guest, listing, booking };
}
