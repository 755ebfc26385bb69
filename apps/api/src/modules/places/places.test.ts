import { HOSTING_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertUser } from '../../../test/listings';
import { places } from '../../db/schema';
import { gazetteer } from './gazetteer';

// The world's places come from the GeoNames files of the npm packages (docs/adr/0072).
const PORTO = 2735943;
const LISBON = 2267057;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, { role: 'host' })).token;
  // Built once per process: a few seconds of CPU, more on a busy machine.
  await gazetteer();
}, 180_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...headers } });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });

type Suggestion = { kind: string; name: string; context: string; country_code: string; lat: number; lng: number };
const suggest = async (q: string, lang?: string) => {
  const res = await get(`/places/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`);
  expect(res.statusCode, q).toBe(200);
  return res.json().data as Suggestion[];
};

describe('GET /places/suggest: the world', () => {
  it('suggests Porto, Berlin and Madrid, largest first, with region and country', async () => {
    expect((await suggest('Porto'))[0]).toMatchObject({
      kind: 'city',
      name: 'Porto',
      // The region of the town's own name is said once.
      context: 'Portugal',
      country_code: 'PT',
    });
    const berlin = (await suggest('berlin'))[0];
    expect(berlin).toMatchObject({ name: 'Berlin', context: 'State of Berlin, Germany', country_code: 'DE' });
    expect(berlin?.lat).toBeCloseTo(52.52, 1);
    expect(berlin?.lng).toBeCloseTo(13.41, 1);
    expect((await suggest('Madrid'))[0]).toMatchObject({
      name: 'Madrid',
      context: 'Spain',
      country_code: 'ES',
    });
  });

  it('finds names in our languages and answers in the visitor’s', async () => {
    expect((await suggest('Lisbonne', 'fr'))[0]).toMatchObject({ name: 'Lisbonne', context: 'Portugal' });
    expect((await suggest('Lissabon', 'de'))[0]).toMatchObject({ name: 'Lissabon', country_code: 'PT' });
    expect((await suggest('برلين', 'ar'))[0]).toMatchObject({ name: 'برلين', country_code: 'DE' });
    expect((await suggest('Berlin', 'ar'))[0]).toMatchObject({
      name: 'برلين',
      context: expect.stringContaining('ألمانيا'),
    });
    // Accept-Language when no lang is given.
    const res = await get(`/places/suggest?q=Porto`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.json().data[0]).toMatchObject({ name: 'Porto', context: 'Portugal' });
    expect((await suggest('Munich', 'es'))[0]?.context).toBe('Bavaria, Alemania');
  });

  it('ignores accents and case', async () => {
    expect((await suggest('SAO PAULO'))[0]).toMatchObject({ name: 'São Paulo', country_code: 'BR' });
    expect((await suggest('köln'))[0]).toMatchObject({ country_code: 'DE' });
    expect((await suggest('koln'))[0]).toMatchObject({ country_code: 'DE' });
    expect((await suggest('reykjavík'))[0]).toMatchObject({ kind: 'city', country_code: 'IS' });
  });

  it('answers bad input with 400 and the field', async () => {
    for (const url of [
      '/places/suggest?q=',
      `/places/suggest?q=${'x'.repeat(101)}`,
      '/places/suggest?q=Porto&limit=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().details ?? {}), url).not.toHaveLength(0);
    }
    expect(await suggest('qqxxzzqq')).toEqual([]);
  });
});

describe('hosts choose a place of the world', () => {
  it('lists it with its time zone, stores it once and lists in it', async () => {
    const res = await get('/hosting/places?q=Porto');
    expect(res.statusCode).toBe(200);
    const porto = res.json().data[0];
    expect(porto).toEqual({
      id: null,
      geoname_id: PORTO,
      name: 'Porto',
      region: 'Porto',
      country: 'Portugal',
      country_code: 'PT',
      lat: expect.closeTo(41.15, 1),
      lng: expect.closeTo(-8.61, 1),
      time_zone: 'Europe/Lisbon',
      currency: 'EUR',
    });
    const stored = await post('/hosting/places', { geoname_id: PORTO });
    expect(stored.statusCode).toBe(200);
    const place = stored.json().data;
    expect(place).toMatchObject({ ...porto, id: expect.any(Number) });
    // Chosen again, by another host or in another language: the same place.
    expect((await post('/hosting/places', { geoname_id: PORTO })).json().data.id).toBe(place.id);
    const again = (await get('/hosting/places?q=Porto')).json().data;
    expect(again[0]).toMatchObject({ id: place.id, geoname_id: PORTO });
    expect(again.filter((p: { geoname_id: number }) => p.geoname_id === PORTO)).toHaveLength(1);

    const draft = (await post('/hosting/listings', { kind: 'home' })).json().data;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/hosting/listings/${draft.id}`,
      headers: bearer(token),
      payload: { place_id: place.id, lat: 41.1496, lng: -8.611 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.place).toMatchObject({ name: 'Porto', country_code: 'PT', time_zone: 'Europe/Lisbon' });
  });

  it('reuses a reference place of the same name nearby', async () => {
    // The reference places every installation starts with (db/reference-places.ts) have no GeoNames id.
    const [lisbon] = await t.database.db.select().from(places).where(eq(places.slug, 'lisbon'));
    expect(lisbon?.geonameId).toBeNull();
    const stored = (await post('/hosting/places', { geoname_id: LISBON })).json().data;
    expect(stored).toMatchObject({ id: lisbon?.id, geoname_id: LISBON, lat: lisbon?.lat });
    const [row] = await t.database.db.select().from(places).where(eq(places.geonameId, LISBON));
    expect(row?.id).toBe(lisbon?.id);
  });

  it('answers an unknown or missing place with 400 and the field', async () => {
    for (const body of [{ geoname_id: 1 }, { geoname_id: -5 }, { geoname_id: 'porto' }, {}]) {
      const res = await post('/hosting/places', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.geoname_id, JSON.stringify(body)).toEqual([HOSTING_MESSAGES.unknownPlace]);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hosting/places',
      payload: { geoname_id: PORTO },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('guests search by any place of the world', () => {
  it('finds listings around the place, by its name in any of our languages', async () => {
    const host = await insertUser(t.database.db, 'host', 'Ana');
    const category = await categoryId(t.database.db, 'city-apartments');
    const [stored] = await t.database.db.select().from(places).where(eq(places.geonameId, PORTO));
    if (!stored) throw new Error('Porto not stored');
    // One in Porto itself, one across the river in Gaia (its host chose Porto too).
    const ribeira = await insertListing(t.database.db, {
      hostId: host.id,
      kind: 'home',
      placeId: stored.id,
      categoryId: category,
      nightlyPrice: 9000,
      lat: 41.1407,
      lng: -8.6131,
    });
    const gaia = await insertListing(t.database.db, {
      hostId: host.id,
      kind: 'home',
      placeId: stored.id,
      categoryId: category,
      nightlyPrice: 8000,
      lat: 41.1239,
      lng: -8.6118,
    });
    const ids = async (place: string) => {
      const res = await get(`/listings?place=${encodeURIComponent(place)}`);
      expect(res.statusCode, place).toBe(200);
      return res
        .json()
        .data.items.map((i: { id: number }) => i.id)
        .sort();
    };
    const both = [ribeira.id, gaia.id].sort();
    expect(await ids('Porto')).toEqual(both);
    expect(await ids('porto, portugal')).toEqual(both);
    expect(await ids('بورتو')).toEqual(both);
    // A neighbouring town's name covers the listings near it.
    expect(await ids('Vila Nova de Gaia')).toEqual(both);
    expect(await ids('Porto, Brazil')).toEqual([]);
    expect(await ids('Berlin')).toEqual([]);
    // A real town is not taken for a misspelling of a stored name: Portel (Brazil) is not "Portugal".
    expect(await ids('Portel')).toEqual([]);
  });
});
