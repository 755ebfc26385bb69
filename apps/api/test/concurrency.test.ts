// The same user sending the same write ten times at once (double clicks, retries, two tabs) on
// PostgreSQL, where statements really run in parallel: never a 5xx. Needs TEST_DATABASE_URL.
import type { AuthResult } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp, signUp } from './auth';
import { routesOf } from './fuzz/routes';
import { createTestApp, type TestApp } from './helpers';
import { categoryId, insertListing, insertPlace } from './listings';

const serverUrl = process.env.TEST_DATABASE_URL;
const COPIES = 10;

describe.skipIf(!serverUrl)('ten parallel copies of each write (needs TEST_DATABASE_URL: PostgreSQL)', () => {
  let t: TestApp;
  let host: AuthResult;
  let listingId: number;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signUp(t.app, { role: 'host' });
    const place = await insertPlace(t.database.db, {
      slug: 'race-town',
      name: 'Race Town',
      country: 'X',
      countryCode: 'XX',
    });
    listingId = (
      await insertListing(t.database.db, {
        hostId: host.user.id,
        placeId: place.id,
        categoryId: await categoryId(t.database.db, 'cabins'),
        kind: 'home',
        propertyType: 'cabin',
        nightlyPrice: 10_000,
        currency: 'USD',
        maxGuests: 2,
      })
    ).id;
  });
  afterAll(() => t?.close());

  /** Fires `COPIES` identical requests at once; returns the statuses of any 5xx answers. */
  async function race(who: AuthResult, method: string, url: string, payload?: object) {
    const remoteAddress = newIp();
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        t.app.inject({
          method: method as 'POST',
          url,
          remoteAddress,
          headers: bearer(who.token),
          ...(payload ? { payload } : {}),
        }),
      ),
    );
    return answers.filter((a) => a.statusCode >= 500).map((a) => `${a.statusCode} ${a.body}`);
  }

  it('nightly prices for the same nights', async () => {
    const body = { listing_id: listingId, from: '2031-03-01', to: '2031-03-08', price: 12_345 };
    expect(await race(host, 'PUT', '/api/v1/host/calendar/prices', body)).toEqual([]);
    expect(await race(host, 'PUT', '/api/v1/host/calendar/prices', { ...body, price: null })).toEqual([]);
    const range = { listing_id: listingId, from: '2031-04-01', to: '2031-04-05' };
    expect(await race(host, 'POST', '/api/v1/host/calendar/block', range)).toEqual([]);
    expect(await race(host, 'POST', '/api/v1/host/calendar/unblock', range)).toEqual([]);
  });

  it('deleting the same account', async () => {
    const me = await signUp(t.app);
    expect(await race(me, 'DELETE', '/api/v1/account', { confirmation: 'DELETE' })).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(me.token) });
    expect(after.statusCode).toBe(401);
  });

  it('every other write route of the OpenAPI document, with an everyday body', async () => {
    const bodies: Record<string, object> = {
      'POST /api/v1/wishlists': { name: 'Summer' },
      'PUT /api/v1/profile': { about: 'Hi', languages: ['en'], location: 'Lisbon', work: 'Maps' },
      'PUT /api/v1/user/role': { role: 'host' },
      'POST /api/v1/newsletter': { email: 'race@example.com' },
      'POST /api/v1/hosting/listings': { kind: 'home' },
      'POST /api/v1/set-user-currency': { currency: 'EUR' },
    };
    const skip = new Set(['DELETE /api/v1/account', 'POST /api/v1/logout', 'DELETE /api/v1/account/sessions']);
    const failures: string[] = [];
    let me = await signUp(t.app, { role: 'host' });
    for (const route of routesOf(t.app)) {
      const name = `${route.method} ${route.path}`;
      if (route.method === 'GET' || skip.has(name)) continue;
      const url = route.path.replace(/\{[^}]+\}/g, String(listingId));
      for (const failure of await race(me, route.method, url, bodies[name] ?? {})) failures.push(`${name}: ${failure}`);
      // A write may end the session (password change, role): carry on as a fresh user.
      const still = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(me.token) });
      if (still.statusCode === 401) me = await signUp(t.app, { role: 'host' });
    }
    expect(failures).toEqual([]);
  });
});
