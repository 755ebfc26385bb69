import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResult } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookings, experienceSlots, listingHolds, payments } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from './fixtures';

/** Races that must never double-book, on PGlite and (TEST_DATABASE_URL) on PostgreSQL. */

const REQUESTS = 50;
let t: TestApp;
let host: AuthResult;
const guests: AuthResult[] = [];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rs-booking-race-')) });
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  for (let i = 0; i < 10; i++) guests.push(await signUp(t.app, { firstName: `Guest${i}` }));
}, 120_000);
afterAll(async () => t?.close());

const post = (who: AuthResult, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
  });

async function quotedBody(stay: StayRequest) {
  const q = await t.app.inject({ method: 'POST', url: '/api/v1/bookings/quote', payload: { guests: 1, ...stay } });
  expect(q.statusCode, q.body).toBe(200);
  return bookingBody(stay, q.json().data.total);
}

const guestAt = (i: number) => guests[i % guests.length] as AuthResult;

describe('contention', () => {
  it(`${REQUESTS} simultaneous requests for overlapping nights: exactly one wins, the rest 409, no 5xx`, async () => {
    const l = await insertListing(t.database.db, {
      hostId: host.user.id,
      nightlyPrice: 9_000,
      cleaningFee: 2_000,
      currency: 'USD',
      maxGuests: 4,
      minNights: 1,
      instantBook: true,
    });
    // Ranges differ, but every one of them contains the night of day 30.
    const ranges = Array.from({ length: REQUESTS }, (_, i) => ({
      listing_id: l.id,
      checkin: day(28 + (i % 3)),
      checkout: day(31 + (i % 2)),
    }));
    const bodies = new Map<string, object>();
    for (const r of ranges) {
      const k = `${r.checkin}/${r.checkout}`;
      if (!bodies.has(k)) bodies.set(k, await quotedBody(r));
    }
    const answers = await Promise.all(
      ranges.map((r, i) => post(guestAt(i), '/bookings', bodies.get(`${r.checkin}/${r.checkout}`) as object, newKey())),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(REQUESTS - 1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe('Those dates are no longer available. Please choose other dates.');
    }

    const winner = answers.find((a) => a.statusCode === 201)?.json().data;
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.listingId, l.id));
    expect(rows.map((b) => b.id)).toEqual([winner.id]);
    const holds = await t.database.db.select().from(listingHolds).where(eq(listingHolds.listingId, l.id));
    expect(holds.map((h) => [h.stay, h.bookingId])).toEqual([[`[${winner.checkin},${winner.checkout})`, winner.id]]);
    const ledger = await t.database.db.select().from(payments).where(eq(payments.bookingId, winner.id));
    expect(ledger.map((p) => p.kind)).toEqual(['authorization', 'capture']);
    const avail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${l.id}/availability?from=${day(20)}&to=${day(40)}`,
    });
    const nights = [];
    for (
      let d = winner.checkin;
      d < winner.checkout;
      d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    ) {
      nights.push(d);
    }
    expect(avail.json().data.unavailable).toEqual(nights);
  }, 120_000);

  it(`${REQUESTS} simultaneous requests for the last seat of an experience slot: exactly one wins`, async () => {
    const l = await insertListing(t.database.db, {
      hostId: host.user.id,
      kind: 'experience',
      propertyType: 'experience',
      nightlyPrice: 4_500,
      cleaningFee: 0,
      currency: 'USD',
      maxGuests: 10,
      durationMinutes: 120,
      instantBook: true,
    });
    const [slot] = await t.database.db
      .insert(experienceSlots)
      .values({ listingId: l.id, startsAt: new Date(`${day(15)}T10:00:00Z`), capacity: 5, seatsTaken: 4 })
      .returning();
    if (!slot) throw new Error('slot not inserted');
    const body = await quotedBody({ listing_id: l.id, slot_id: slot.id, guests: 1 });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => post(guestAt(i), '/bookings', body, newKey())),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(REQUESTS - 1);
    const [after] = await t.database.db.select().from(experienceSlots).where(eq(experienceSlots.id, slot.id));
    expect(after?.seatsTaken).toBe(5);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.listingId, l.id));
    expect(rows).toHaveLength(1);

    // Cancelling gives the seat back; it can then be booked again.
    const winner = answers.find((a) => a.statusCode === 201)?.json().data;
    const owner = guests.find((g) => g.user.id === winner.guest.id) as AuthResult;
    expect((await post(owner, `/bookings/${winner.id}/cancel`, {})).statusCode).toBe(200);
    const [freed] = await t.database.db.select().from(experienceSlots).where(eq(experienceSlots.id, slot.id));
    expect(freed?.seatsTaken).toBe(4);
    expect((await post(guestAt(3), '/bookings', body, newKey())).statusCode).toBe(201);
  }, 120_000);

  it('rounds of staggered overlapping requests never deadlock into a 5xx', async () => {
    for (let round = 0; round < 5; round++) {
      const l = await insertListing(t.database.db, {
        hostId: host.user.id,
        nightlyPrice: 9_000,
        currency: 'USD',
        maxGuests: 4,
        minNights: 1,
        instantBook: true,
      });
      // Chains of overlaps: [0,4) [1,5) [2,6) [3,7) — each overlaps its neighbours.
      const bodies: object[] = [];
      for (let k = 0; k < 4; k++)
        bodies.push(await quotedBody({ listing_id: l.id, checkin: day(70 + k), checkout: day(74 + k) }));
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) => post(guestAt(i), '/bookings', bodies[i % 4] as object, newKey())),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
      const holds = await t.database.db.select().from(listingHolds).where(eq(listingHolds.listingId, l.id));
      expect(holds.length).toBe(codes.filter((c) => c === 201).length);
      expect(holds.length).toBeGreaterThanOrEqual(1);
    }
  }, 180_000);

  it('a host accepting and declining at once: exactly one answer wins', async () => {
    const l = await insertListing(t.database.db, {
      hostId: host.user.id,
      nightlyPrice: 9_000,
      currency: 'USD',
      maxGuests: 4,
      minNights: 1,
    });
    const body = await quotedBody({ listing_id: l.id, checkin: day(50), checkout: day(52) });
    const booked = await post(guestAt(0), '/bookings', body, newKey());
    const id = booked.json().data.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(host, `/bookings/${id}/${i % 2 ? 'accept' : 'decline'}`, {})),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const ledger = await t.database.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(ledger).toHaveLength(2);
  }, 60_000);
});
