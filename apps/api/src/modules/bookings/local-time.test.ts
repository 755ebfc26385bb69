// Booking days follow the listing's time zone: "today", past dates, the same-day cut-off at the
// check-in time and advance notice, at the date line, across a DST change and on 29 February.
import { BOOKING_MESSAGES, PRICING_RULE_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { insertListing, insertPlace, insertUser } from '../../../test/listings';
import { PLACES } from '../../db/reference-places';
import { places } from '../../db/schema';
import { calendarService } from './calendar';
import { localInstant, localToday } from './dates';
import { quotes } from './quotes';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const host = await insertUser(db, 'host', 'Tomas');

async function homeIn(timezone: string, values: { checkInTime?: string; advanceNoticeDays?: number } = {}) {
  const slug = `tz-${timezone.toLowerCase().replaceAll('/', '-')}`;
  const place = await insertPlace(db, { slug, name: timezone, country: 'Test', countryCode: 'TT' });
  await db.update(places).set({ timezone }).where(eq(places.id, place.id));
  return insertListing(db, {
    hostId: host.id,
    placeId: place.id,
    nightlyPrice: 10_000,
    currency: 'USD',
    minNights: 1,
    maxNights: 30,
    checkInTime: values.checkInTime ?? '14:00',
    advanceNoticeDays: values.advanceNoticeDays ?? 0,
  });
}

/** The quote of `checkin` (two nights) at the instant `at`: 'ok' or the refusal's message. */
async function quoteAt(at: string, listingId: number, checkin: string) {
  const q = quotes({ db, now: () => new Date(at) });
  const row = await q.bookableListing(listingId);
  const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  return q
    .price({ listing_id: listingId, checkin, checkout, guests: 1, infants: 0, pets: 0, currency: 'USD' }, row)
    .then(
      () => 'ok',
      (err: Error) => err.message,
    );
}

describe("the listing's local date", () => {
  it('is the date on its clocks, not in UTC', () => {
    const at = new Date('2026-11-27T18:44:00Z');
    expect(localToday(at, 'Australia/Sydney')).toBe('2026-11-28');
    expect(localToday(at, 'Pacific/Pago_Pago')).toBe('2026-11-27');
    expect(localToday(at, null)).toBe('2026-11-27');
    expect(localToday(new Date('2028-02-28T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2028-02-29');
  });

  it('refuses the audit’s Sydney booking: check-in 27 Nov at 05:44 on 28 Nov there', async () => {
    const sydney = await homeIn('Australia/Sydney');
    expect(await quoteAt('2026-11-27T18:44:00Z', sydney.id, '2026-11-27')).toBe(BOOKING_MESSAGES.pastDates);
    expect(await quoteAt('2026-11-27T18:44:00Z', sydney.id, '2026-11-28')).toBe('ok');
  });

  it('lets a same-day booking west of UTC through until the local check-in time', async () => {
    const pagoPago = await homeIn('Pacific/Pago_Pago', { checkInTime: '16:00' });
    // 01:00 UTC on the 28th is 14:00 on the 27th in Pago Pago (UTC−11).
    expect(await quoteAt('2026-11-28T01:00:00Z', pagoPago.id, '2026-11-27')).toBe('ok');
    expect(await quoteAt('2026-11-28T03:00:00Z', pagoPago.id, '2026-11-27')).toBe(BOOKING_MESSAGES.sameDayClosed);
  });

  it('closes same-day bookings at the check-in time on the day clocks go forward', async () => {
    const newYork = await homeIn('America/New_York', { checkInTime: '15:00' });
    // 14 March 2027: EST becomes EDT at 02:00, so 15:00 there is 19:00 UTC, not 20:00.
    expect(await quoteAt('2027-03-14T18:59:00Z', newYork.id, '2027-03-14')).toBe('ok');
    expect(await quoteAt('2027-03-14T19:01:00Z', newYork.id, '2027-03-14')).toBe(BOOKING_MESSAGES.sameDayClosed);
  });

  it('counts advance notice from the local date, across 29 February', async () => {
    const kiritimati = await homeIn('Pacific/Kiritimati', { advanceNoticeDays: 1 });
    // 10:00 UTC on 28 February 2028 is already 00:00 on the 29th at UTC+14.
    const at = '2028-02-28T10:00:00Z';
    expect(await quoteAt(at, kiritimati.id, '2028-02-28')).toBe(BOOKING_MESSAGES.pastDates);
    expect(await quoteAt(at, kiritimati.id, '2028-02-29')).toBe(PRICING_RULE_MESSAGES.advanceNoticeQuote(1));
    expect(await quoteAt(at, kiritimati.id, '2028-03-01')).toBe('ok');
  });

  it('gives every reference place a time zone the clocks know', () => {
    for (const place of PLACES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timezone }), place.name).not.toThrow();
    }
  });

  it('places check-in and check-out instants (refund windows, completion) on local clocks across DST', () => {
    // New York: EST (UTC−5) until 14 March 2027 02:00, EDT (UTC−4) until 7 November 2027 02:00.
    expect(localInstant('2027-03-13', '15:00', 'America/New_York').toISOString()).toBe('2027-03-13T20:00:00.000Z');
    expect(localInstant('2027-03-14', '15:00', 'America/New_York').toISOString()).toBe('2027-03-14T19:00:00.000Z');
    expect(localInstant('2027-11-07', '11:00', 'America/New_York').toISOString()).toBe('2027-11-07T16:00:00.000Z');
    expect(localInstant('2028-02-29', '14:00', 'Australia/Sydney').toISOString()).toBe('2028-02-29T03:00:00.000Z');
  });

  it('is the first night a host can still close in the calendar', async () => {
    const sydney = await homeIn('Australia/Sydney');
    const calendar = calendarService(db, () => new Date('2026-11-27T18:44:00Z'));
    await expect(calendar.block(host.id, sydney.id, '2026-11-27', '2026-11-28')).rejects.toThrow(
      BOOKING_MESSAGES.pastNights,
    );
    await expect(calendar.block(host.id, sydney.id, '2026-11-28', '2026-11-29')).resolves.not.toThrow();
  });
});
