import type { AuthResult } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPlace } from '../../../test/listings';
import { listings, notifications } from '../../db/schema';
import { listingsService } from '../listings';
import { savedSearchesService } from './service';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;
let other: AuthResult;
let placeId: number;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  other = await signUp(t.app, { firstName: 'Olga' });
  placeId = (
    await insertPlace(t.database.db, { slug: 'alert-bay', name: 'Alert Bay', country: 'Canada', countryCode: 'CA' })
  ).id;
}, 60_000);
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

const home = async (title: string, nightlyPrice: number) =>
  insertListing(db(), {
    hostId: host.user.id,
    placeId,
    categoryId: await categoryId(db(), 'cabins'),
    propertyType: 'cabin',
    title,
    nightlyPrice,
    currency: 'USD',
    maxGuests: 4,
  });

/** The alert job as one process runs it. */
const job = () => {
  const search = listingsService(t.database);
  return savedSearchesService({
    db: db(),
    outbox: t.app.outbox,
    publicUrl: 'http://localhost:3000',
    search: (q) => search.list(q),
  });
};

const alertsOf = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search')));

describe('saved searches', () => {
  it('are saved, listed, renamed and deleted by their owner only', async () => {
    const saved = await api('POST', '/saved-searches', guest, {
      name: 'Bay weekend',
      query: 'place=Alert%20Bay&guests=2&page=3&utm=x',
      frequency: 'weekly',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id;
    expect(saved.json().data).toMatchObject({ query: 'guests=2&place=Alert+Bay', frequency: 'weekly' });
    expect((await api('GET', '/saved-searches', guest)).json().data.items.map((s: { id: number }) => s.id)).toContain(
      id,
    );
    expect((await api('GET', '/saved-searches', other)).json().data.items).toEqual([]);

    const renamed = await api('PATCH', `/saved-searches/${id}`, guest, {
      name: 'Bay with friends',
      frequency: 'instant',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Bay with friends', frequency: 'instant' });
    expect((await api('PATCH', `/saved-searches/${id}`, other, { name: 'Mine' })).statusCode).toBe(404);
    expect((await api('DELETE', `/saved-searches/${id}`, other)).statusCode).toBe(404);
    expect((await api('GET', '/saved-searches')).statusCode).toBe(401);
    expect((await api('DELETE', `/saved-searches/${id}`, guest)).statusCode).toBe(200);
    expect((await api('GET', '/saved-searches', guest)).json().data.items).toEqual([]);
  });

  it('refuses searches the search page would refuse, with the filter at fault', async () => {
    for (const [query, field] of [
      ['checkin=2030-01-05', 'query.checkout'],
      ['guests=0', 'query.guests'],
      ['price_min=500&price_max=100', 'query.price_max'],
    ]) {
      const res = await api('POST', '/saved-searches', guest, { name: 'Bad', query });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().details), query).toContain(field);
    }
    expect((await api('POST', '/saved-searches', guest, { name: '', query: 'guests=1' })).statusCode).toBe(400);
    expect(
      (await api('POST', '/saved-searches', guest, { name: 'x', query: 'guests=1', frequency: 'hourly' })).statusCode,
    ).toBe(400);
  });

  it('alert once per new listing and per price drop, by bell and e-mail, whichever runs race', async () => {
    await home('Bay cabin', 20_000);
    const saved = await api('POST', '/saved-searches', guest, {
      name: 'Alert Bay',
      query: 'place=Alert Bay',
      frequency: 'instant',
    });
    const id = saved.json().data.id;
    // What matched when saved is not news.
    expect(await job().runAlerts()).toBe(0);
    expect(await alertsOf(guest.user.id)).toHaveLength(0);

    const fresh = await home('Bay lighthouse', 30_000);
    const runs = await Promise.all([job().runAlerts(), job().runAlerts(), job().runAlerts()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const [bell] = await alertsOf(guest.user.id);
    expect(bell?.body).toContain('1 new: Bay lighthouse');
    expect(bell?.link).toBe('/?place=Alert+Bay');
    expect(await job().runAlerts()).toBe(0);

    await db().update(listings).set({ nightlyPrice: 25_000, nightlyPriceUsd: 25_000 }).where(eq(listings.id, fresh.id));
    expect(await job().runAlerts()).toBe(1);
    const bodies = (await alertsOf(guest.user.id)).map((n) => n.body);
    expect(bodies).toContainEqual(expect.stringContaining('Price drop: Bay lighthouse'));
    // A rise and the same price again are not news.
    await db().update(listings).set({ nightlyPrice: 28_000, nightlyPriceUsd: 28_000 }).where(eq(listings.id, fresh.id));
    expect(await job().runAlerts()).toBe(0);

    // The e-mail carries a one-click unsubscribe that stops the alerts.
    const mail = await api('GET', `/dev/outbox?to=${encodeURIComponent(guest.user.email ?? '')}&limit=5`);
    const alert = mail.json().data.find((m: { subject: string }) => m.subject === 'New for “Alert Bay”');
    const token = new URL(/No more alerts for this search: (\S+)/.exec(alert.body)?.[1] ?? '').searchParams.get(
      'token',
    );
    const off = await api('POST', '/saved-searches/unsubscribe', undefined, { token });
    expect(off.statusCode).toBe(200);
    expect((await api('POST', '/saved-searches/unsubscribe', undefined, { token })).statusCode).toBe(404);
    await home('Bay boathouse', 15_000);
    expect(await job().runAlerts()).toBe(0);
    const [row] = (await api('GET', '/saved-searches', guest))
      .json()
      .data.items.filter((s: { id: number }) => s.id === id);
    expect(row.frequency).toBe('never');
  });

  it('daily searches wait a day between looks', async () => {
    await api('POST', '/saved-searches', other, { name: 'Daily bay', query: 'place=Alert Bay', frequency: 'daily' });
    await home('Bay loft', 12_000);
    expect(await job().runAlerts()).toBe(0);
    const later = savedSearchesService({
      db: db(),
      outbox: t.app.outbox,
      publicUrl: 'http://localhost:3000',
      search: (q) => listingsService(t.database).list(q),
      now: () => new Date(Date.now() + 25 * 3_600_000),
    });
    expect(await later.runAlerts()).toBeGreaterThanOrEqual(1);
    expect((await alertsOf(other.user.id)).length).toBe(1);
  });
});
