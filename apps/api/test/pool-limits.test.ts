// The PostgreSQL pools under pressure: a small pool still serves a burst of mixed writes, and a
// request the database cannot serve in time is answered 503 + Retry-After instead of hanging.
// Needs TEST_DATABASE_URL (PostgreSQL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../src/modules/bookings/fixtures';
import { bearer, signUp } from './auth';
import { createTestApp, type TestApp } from './helpers';
import { insertListing } from './listings';

const serverUrl = process.env.TEST_DATABASE_URL;
const WRITES = 100;

describe.skipIf(!serverUrl)('PostgreSQL pool limits (needs TEST_DATABASE_URL)', () => {
  describe(`a pool of 2 and ${WRITES} concurrent mixed writes`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ DATABASE_POOL_MAX: '2' });
    });
    afterAll(() => t?.close());

    it('every write is answered, none with a 5xx', async () => {
      const host = await signUp(t.app, { role: 'host' });
      const guests = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
      const listings = await Promise.all(
        Array.from({ length: 5 }, () =>
          insertListing(t.database.db, {
            hostId: host.user.id,
            nightlyPrice: 8_000,
            currency: 'USD',
            maxGuests: 2,
            minNights: 1,
            instantBook: true,
          }),
        ),
      );
      const listingAt = (i: number) => listings[i % listings.length]?.id as number;
      const guestAt = (i: number) => guests[i % guests.length]?.token as string;
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/quote',
        payload: { listing_id: listingAt(0), checkin: day(40), checkout: day(41), guests: 1 },
      });
      const total = quote.json().data.total;

      // Four kinds of write side by side: bookings (one night each, some overlapping), wishlists,
      // nightly prices and blocked nights of the host's calendar.
      const writes = Array.from({ length: WRITES }, (_, i) => {
        const listing_id = listingAt(i);
        switch (i % 4) {
          case 0:
            return t.app.inject({
              method: 'POST',
              url: '/api/v1/bookings',
              headers: bearer(guestAt(i)),
              payload: {
                listing_id,
                checkin: day(40 + (i % 8)),
                checkout: day(41 + (i % 8)),
                guests: 1,
                currency: 'USD',
                card_number: '4242424242424242',
                quoted_total: total,
              },
            });
          case 1:
            return t.app.inject({
              method: 'POST',
              url: '/api/v1/wishlists',
              headers: bearer(guestAt(i)),
              payload: { name: `List ${i}`, listing_id },
            });
          case 2:
            return t.app.inject({
              method: 'PUT',
              url: '/api/v1/host/calendar/prices',
              headers: bearer(host.token),
              payload: { listing_id, from: day(90 + i), to: day(92 + i), price: 9_000 + i },
            });
          default:
            return t.app.inject({
              method: 'POST',
              url: '/api/v1/host/calendar/block',
              headers: bearer(host.token),
              payload: { listing_id, from: day(200 + i), to: day(201 + i) },
            });
        }
      });
      const answers = await Promise.all(writes);
      const failed = answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);
      expect(failed).toEqual([]);
      // Bookings on the same night of a listing: one wins, the others are told the dates are taken.
      const statuses = new Set(answers.map((a) => a.statusCode));
      expect([...statuses].every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    }, 60_000);
  });

  describe('timeouts become 503 + Retry-After', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        {
          DATABASE_POOL_MAX: '2',
          DATABASE_CONNECT_TIMEOUT_MS: '300',
          DATABASE_STATEMENT_TIMEOUT_MS: '300',
          DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '300',
        },
        (app) => {
          app.get('/api/v1/test/slow-statement', async () => {
            await app.database.db.execute(sql`select pg_sleep(2)`);
            return { success: true };
          });
          app.get('/api/v1/test/idle-transaction', async () => {
            await app.database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              await new Promise((r) => setTimeout(r, 1_000));
              await tx.execute(sql`select 2`);
            });
            return { success: true };
          });
        },
      );
    });
    afterAll(() => t?.close());

    /** A read that goes to the database every time. */
    const OUTBOX = '/api/v1/dev/outbox?limit=1';
    const expectBusy = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    };

    it('no free connection within DATABASE_CONNECT_TIMEOUT_MS', async () => {
      if (t.database.driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      // The live-event LISTEN keeps one of the two connections; this takes the other.
      const held = await t.database.driver.pool.connect();
      try {
        const started = performance.now();
        expectBusy(await t.app.inject({ method: 'GET', url: OUTBOX }));
        expect(performance.now() - started).toBeLessThan(3_000);
      } finally {
        held.release();
      }
      expect((await t.app.inject({ method: 'GET', url: OUTBOX })).statusCode).toBe(200);
    });

    it('a statement over DATABASE_STATEMENT_TIMEOUT_MS', async () => {
      expectBusy(await t.app.inject({ method: 'GET', url: '/api/v1/test/slow-statement' }));
    });

    it('a transaction idle for over DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', async () => {
      expectBusy(await t.app.inject({ method: 'GET', url: '/api/v1/test/idle-transaction' }));
      // The connection the server ended is replaced: the next request is served.
      expect((await t.app.inject({ method: 'GET', url: OUTBOX })).statusCode).toBe(200);
    });
  });
});
