import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Larger than a PostgreSQL integer: refused by validation, never passed on to the database.
const HUGE = '99999999999';

describe('ids beyond the integer range', () => {
  it('are a 400 with field details on every kind of route, never a 500', async () => {
    const me = await signUp(t.app);
    const headers = bearer(me.token);
    const calls: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object]> = [
      ['GET', `/listings/${HUGE}`],
      ['GET', `/bookings/${HUGE}`],
      [
        'POST',
        '/bookings/quote',
        { listing_id: Number(HUGE), checkin: '2030-01-01', checkout: '2030-01-03', guests: 1 },
      ],
      ['GET', `/conversations/${HUGE}`],
      ['GET', `/wishlists/${HUGE}`],
      ['GET', `/hosting/listings/${HUGE}`],
      ['DELETE', `/notifications/${HUGE}`],
      ['GET', `/profiles/${HUGE}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().details), url).toContain('too large');
    }
  });
});
