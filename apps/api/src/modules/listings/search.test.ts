import { LISTING_SORTS, listingsQuery } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertUser } from '../../../test/listings';
import { AMENITIES } from '../../db/reference-amenities';
import { listingHolds, places } from '../../db/schema';
import { listingsService } from './service';

// A small hand-made marketplace; every expectation below is worked out by hand from these rows.
//
//        place  type       bed- beds baths guests USD/night  rating(n)  nights  instant amenities
//   p1   Porto  house      3    4    2     6      150.00     4.8 (20)  2–10    yes     wifi pool kitchen
//   p2   Porto  apartment  1    1    1     2       60.00     —          1–30    no      wifi
//   p3   Porto  villa      5    6    3     10     400.00 (€368) 5.0 (1) 3–14    yes     wifi pool
//   b1   Braga  cabin      2    2    1     4       90.00     4.6 (40)  1–365   no      wifi kitchen
//   k1   Kyoto  house      4    4    2     8      220.00     4.9 (5)   1–7     yes     wifi pool kitchen
//   draft in Porto (never shown); x1…x7: experiences in Tiesville, all alike (for paging ties).
//
// Recommended score (rating·n + 20) / (n + 5): p1 4.64, b1 4.53, k1 4.45, p3 4.17, p2 4.00.

let t: TestApp;
const id: Record<string, number> = {};
const HOMES = 'kind=home';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await insertUser(db, 'host', 'Rui');
  const place = async (slug: string, name: string, region: string, country: string, countryCode: string) => {
    const [row] = await db
      .insert(places)
      .values({ slug, name, region, country, countryCode, lat: 0, lng: 0, timezone: 'UTC', currency: 'USD' })
      .returning();
    if (!row) throw new Error('place not inserted');
    return row.id;
  };
  const porto = await place('porto', 'Porto', 'Norte', 'Portugal', 'PT');
  const braga = await place('braga', 'Braga', 'Norte', 'Portugal', 'PT');
  const kyoto = await place('kyoto', 'Kyoto', 'Kansai', 'Japan', 'JP');
  const ties = await place('tiesville', 'Tiesville', '', 'Nowhere', 'NW');
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const base = { hostId: host.id, kind: 'home' as const };
  const rows = {
    p1: {
      placeId: porto,
      categoryId: await categoryId(db, 'beachfront'),
      propertyType: 'house' as const,
      bedrooms: 3,
      beds: 4,
      bathrooms: 2,
      maxGuests: 6,
      nightlyPrice: 15000,
      cleaningFee: 5000,
      minNights: 2,
      maxNights: 10,
      instantBook: true,
      amenities: ['wifi', 'pool', 'kitchen'],
      ratingAvg: 4.8,
      reviewCount: 20,
      publishedAt: day(1),
      lat: 41.15,
      lng: -8.61,
    },
    p2: {
      placeId: porto,
      categoryId: await categoryId(db, 'city-apartments'),
      propertyType: 'apartment' as const,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      nightlyPrice: 6000,
      minNights: 1,
      maxNights: 30,
      amenities: ['wifi'],
      publishedAt: day(2),
      lat: 41.16,
      lng: -8.62,
    },
    p3: {
      placeId: porto,
      categoryId: await categoryId(db, 'amazing-pools'),
      propertyType: 'villa' as const,
      bedrooms: 5,
      beds: 6,
      bathrooms: 3,
      maxGuests: 10,
      nightlyPrice: 36800,
      currency: 'EUR',
      nightlyPriceUsd: 40000,
      minNights: 3,
      maxNights: 14,
      instantBook: true,
      amenities: ['wifi', 'pool'],
      ratingAvg: 5,
      reviewCount: 1,
      publishedAt: day(3),
      lat: 41.14,
      lng: -8.6,
    },
    b1: {
      placeId: braga,
      categoryId: await categoryId(db, 'cabins'),
      propertyType: 'cabin' as const,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      maxGuests: 4,
      nightlyPrice: 9000,
      minNights: 1,
      maxNights: 365,
      amenities: ['kitchen', 'wifi'],
      ratingAvg: 4.6,
      reviewCount: 40,
      publishedAt: day(4),
      lat: 41.55,
      lng: -8.42,
    },
    k1: {
      placeId: kyoto,
      categoryId: await categoryId(db, 'design'),
      propertyType: 'house' as const,
      bedrooms: 4,
      beds: 4,
      bathrooms: 2,
      maxGuests: 8,
      nightlyPrice: 22000,
      minNights: 1,
      maxNights: 7,
      instantBook: true,
      amenities: ['wifi', 'pool', 'kitchen'],
      ratingAvg: 4.9,
      reviewCount: 5,
      publishedAt: day(5),
      lat: 35.01,
      lng: 135.77,
    },
  };
  for (const [name, values] of Object.entries(rows)) {
    id[name] = (await insertListing(db, { ...base, title: `Listing ${name}`, ...values })).id;
  }
  await insertListing(db, { ...base, title: 'Draft', placeId: porto, nightlyPrice: 100, status: 'draft' });
  for (let i = 1; i <= 7; i++) {
    id[`x${i}`] = (
      await insertListing(db, {
        hostId: host.id,
        kind: 'experience',
        title: `Experience ${i}`,
        placeId: ties,
        categoryId: await categoryId(db, 'design'),
        nightlyPrice: 5000,
        publishedAt: day(10),
        lat: 0,
        lng: 0,
      })
    ).id;
  }
  // p1 is taken for the nights of 10–14 March 2027.
  await db
    .insert(listingHolds)
    .values({ listingId: id.p1 as number, stay: '[2027-03-10,2027-03-15)', reason: 'block' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const names = () => Object.fromEntries(Object.entries(id).map(([name, value]) => [value, name]));

/** Fixture names of the listings a search returns, in order. */
async function search(query: string) {
  const res = await get(`/listings?${query}`);
  expect(res.statusCode, query).toBe(200);
  const byId = names();
  return res.json().data.items.map((item: { id: number }) => byId[item.id]);
}
const sorted = async (query: string) => (await search(query)).sort();

describe('GET /listings filters', () => {
  it('matches a city, a misspelt city, a region, a country and "city, country"', async () => {
    expect(await sorted('place=Porto')).toEqual(['p1', 'p2', 'p3']);
    expect(await sorted('place=Portp')).toEqual(['p1', 'p2', 'p3']);
    expect(await sorted('place=Kyotto')).toEqual(['k1']);
    expect(await sorted(`place=Norte&${HOMES}`)).toEqual(['b1', 'p1', 'p2', 'p3']);
    expect(await sorted('place=japan')).toEqual(['k1']);
    expect(await sorted('place=Porto, Portugal')).toEqual(['p1', 'p2', 'p3']);
    expect(await sorted('place=Porto, Japan')).toEqual([]);
  });

  it('keeps listings inside the map bounds, also across the antimeridian', async () => {
    expect(await sorted('bbox=-8.7,41.1,-8.5,41.2')).toEqual(['p1', 'p2', 'p3']);
    expect(await sorted('bbox=-8.7,41.1,-8.3,41.6')).toEqual(['b1', 'p1', 'p2', 'p3']);
    expect(await sorted('bbox=130,30,-170,40')).toEqual(['k1']);
    expect(await sorted('bbox=-8.615,41.145,-8.605,41.155')).toEqual(['p1']);
  });

  it('keeps listings free for every night whose stay limits allow the nights', async () => {
    // Two nights inside p1's hold; p3 needs at least 3 nights.
    expect(await sorted(`checkin=2027-03-12&checkout=2027-03-14&${HOMES}`)).toEqual(['b1', 'k1', 'p2']);
    // Arriving on the day the hold ends does not overlap it.
    expect(await sorted(`checkin=2027-03-15&checkout=2027-03-17&${HOMES}`)).toEqual(['b1', 'k1', 'p1', 'p2']);
    // Leaving on the day the hold starts does not overlap it either.
    expect(await sorted(`checkin=2027-03-07&checkout=2027-03-10&${HOMES}`)).toEqual(['b1', 'k1', 'p1', 'p2', 'p3']);
    // Eight nights: k1 allows at most seven.
    expect(await sorted(`checkin=2027-04-01&checkout=2027-04-09&${HOMES}`)).toEqual(['b1', 'p1', 'p2', 'p3']);
    // Forty nights: only b1 allows that many.
    expect(await sorted(`checkin=2027-04-01&checkout=2027-05-11&${HOMES}`)).toEqual(['b1']);
  });

  it('prices the whole stay on each card as the quote does, fees and taxes included', async () => {
    const res = await get('/listings?place=Porto&checkin=2027-03-15&checkout=2027-03-17&sort=price_desc');
    const [p1, p2] = res.json().data.items;
    // (2 × 150.00 + 50.00 cleaning) + 14 % service fee + 8 % taxes; (2 × 60.00) + 14 % + 8 %.
    expect(p1.stay).toEqual({ nights: 2, total: { amount: 42700, currency: 'USD' } });
    expect(p2.stay).toEqual({ nights: 2, total: { amount: 14640, currency: 'USD' } });
    const eur = await get('/listings?place=Porto&checkin=2027-03-15&checkout=2027-03-17&sort=price_desc&currency=EUR');
    // Each night and the cleaning fee converted (€138.00 × 2 + €46.00), then the fee and taxes.
    expect(eur.json().data.items[0].stay.total).toEqual({ amount: 39284, currency: 'EUR' });
    for (const currency of ['USD', 'EUR']) {
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings/quote',
        payload: { listing_id: p1.id, checkin: '2027-03-15', checkout: '2027-03-17', guests: 2, currency },
      });
      const card = (currency === 'USD' ? res : eur).json().data.items[0];
      expect(quote.json().data.total).toEqual(card.stay.total);
    }
    const undated = await get('/listings?place=Porto');
    expect(undated.json().data.items[0].stay).toBeNull();
  });

  it('filters by guests, rooms, property types, amenities, instant book, category and kind', async () => {
    expect(await sorted('guests=6')).toEqual(['k1', 'p1', 'p3']);
    expect(await sorted('bedrooms=4')).toEqual(['k1', 'p3']);
    expect(await sorted('beds=4')).toEqual(['k1', 'p1', 'p3']);
    expect(await sorted('bathrooms=2')).toEqual(['k1', 'p1', 'p3']);
    expect(await sorted('bathrooms=3')).toEqual(['p3']);
    expect(await sorted('property_type=house')).toEqual(['k1', 'p1']);
    expect(await sorted('property_type=house,villa')).toEqual(['k1', 'p1', 'p3']);
    expect(await sorted('property_type=cabin&property_type=villa')).toEqual(['b1', 'p3']);
    expect(await sorted('amenities=pool,kitchen')).toEqual(['k1', 'p1']);
    expect(await sorted(`amenities=wifi&${HOMES}`)).toEqual(['b1', 'k1', 'p1', 'p2', 'p3']);
    expect(await sorted('amenities=sauna')).toEqual([]);
    expect(await sorted('instant_book=true')).toEqual(['k1', 'p1', 'p3']);
    expect(await sorted(`instant_book=false&${HOMES}`)).toEqual(['b1', 'k1', 'p1', 'p2', 'p3']);
    expect(await sorted('category=cabins')).toEqual(['b1']);
    expect((await search('kind=experience')).length).toBe(7);
    expect(await search('place=Porto&guests=2&instant_book=true&sort=price_asc')).toEqual(['p1', 'p3']);
  });

  it("filters by price in the visitor's currency", async () => {
    // €100–€200 at 0.92 EUR per USD is $108.70–$217.39: only p1 ($150); k1 ($220) is above.
    expect(await search('price_min=10000&price_max=20000&currency=EUR')).toEqual(['p1']);
    expect(await search(`price_max=9000&${HOMES}&sort=price_asc`)).toEqual(['p2', 'b1']);
    expect(await search(`price_min=22000&${HOMES}&sort=price_asc`)).toEqual(['k1', 'p3']);
  });
});

describe('GET /listings sorts and pages', () => {
  it('sorts by recommended, price both ways, rating and newest', async () => {
    expect(await search(HOMES)).toEqual(['p1', 'b1', 'k1', 'p3', 'p2']);
    expect(await search(`${HOMES}&sort=price_asc`)).toEqual(['p2', 'b1', 'p1', 'k1', 'p3']);
    expect(await search(`${HOMES}&sort=price_desc`)).toEqual(['p3', 'k1', 'p1', 'b1', 'p2']);
    expect(await search(`${HOMES}&sort=rating`)).toEqual(['p3', 'k1', 'p1', 'b1', 'p2']);
    expect(await search(`${HOMES}&sort=newest`)).toEqual(['k1', 'b1', 'p3', 'p2', 'p1']);
  });

  it('pages through listings that tie on every sort key once each, in id order', async () => {
    const ties = Array.from({ length: 7 }, (_, i) => id[`x${i + 1}`] as number);
    for (const sort of ['recommended', 'price_asc', 'price_desc', 'rating', 'newest']) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(`/listings?kind=experience&per_page=3&page=${page}&sort=${sort}`);
        const data = res.json().data;
        expect(data).toMatchObject({ total: 7, total_pages: 3, page, per_page: 3 });
        seen.push(...data.items.map((item: { id: number }) => item.id));
      }
      const descending = sort === 'price_desc' || sort === 'newest';
      expect(seen, sort).toEqual(descending ? [...ties].reverse() : ties);
    }
  });

  it('counts all matches, not just the page', async () => {
    const res = await get(`/listings?${HOMES}&per_page=2`);
    expect(res.json().data).toMatchObject({ total: 5, total_capped: false, total_pages: 3 });
    expect(res.json().data.items).toHaveLength(2);
  });

  it('counts up to the cap, says when more match, and finds the same pages either way', async () => {
    // With 3 as the cap, 5 homes take the ordered-index path and the 3 in Porto the sorting path.
    const capped = listingsService(t.database, { countCap: 3 });
    const list = (query: Record<string, string>) => capped.list(listingsQuery.parse(query));
    expect(await list({ kind: 'home', per_page: '2' })).toMatchObject({ total: 3, total_capped: true, total_pages: 2 });
    expect(await list({ place: 'Porto' })).toMatchObject({ total: 3, total_capped: false, total_pages: 1 });
    const byId = names();
    for (const sort of LISTING_SORTS) {
      const pages = [];
      // Pages past the capped count are still served.
      for (let page = 1; page <= 3; page++)
        pages.push(...(await list({ kind: 'home', per_page: '2', page: `${page}`, sort })).items);
      const porto = (await list({ place: 'Porto', sort })).items;
      expect(
        pages.map((item) => byId[item.id]),
        sort,
      ).toEqual(await search(`${HOMES}&sort=${sort}`));
      expect(
        porto.map((item) => byId[item.id]),
        sort,
      ).toEqual(await search(`place=Porto&sort=${sort}`));
    }
  });

  it('finds the same listings walking the sort order as sorting the matches, whatever the filters', async () => {
    // With 0 as the cap every search with a match walks the order, its filters written for the walk.
    const walking = listingsService(t.database, { countCap: 0 });
    const ids = async (query: string) => {
      const parsed = listingsQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      return (await walking.list(parsed)).items.map((item) => item.id);
    };
    for (const query of [
      'place=Porto&price_min=1&price_max=100000000',
      'bbox=-8.7,41.1,-8.3,41.6&guests=2',
      'bbox=130,30,-170,40',
      'checkin=2027-03-01&checkout=2027-03-04&sort=price_asc',
      `${HOMES}&category=beachfront&instant_book=true`,
    ]) {
      const sorted = (await get(`/listings?${query}&per_page=50`)).json().data.items.map((i: { id: number }) => i.id);
      expect(sorted.length, query).toBeGreaterThan(0);
      expect(await ids(`${query}&per_page=50`), query).toEqual(sorted);
    }
  });

  it('answers bad filters with 400 and the field at fault', async () => {
    const cases: [string, string][] = [
      ['bbox=1,2,3', 'bbox'],
      ['bbox=0,50,10,40', 'bbox'],
      ['bbox=200,0,10,10', 'bbox'],
      ['checkin=2027-03-01', 'checkout'],
      ['checkin=2027-03-05&checkout=2027-03-05', 'checkout'],
      ['checkin=2027-03-05&checkout=2027-03-01', 'checkout'],
      ['checkin=2027-01-01&checkout=2028-06-01', 'checkout'],
      ['checkin=2027-02-30&checkout=2027-03-02', 'checkin'],
      ['property_type=palace', 'property_type'],
      ['instant_book=maybe', 'instant_book'],
      ['bedrooms=-1', 'bedrooms'],
      ['sort=cheapest', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/listings?${query}`);
      expect(res.statusCode, query).toBe(400);
      const fields = Object.keys(res.json().details ?? {}).map((key) => key.split('.')[0]);
      expect(fields, query).toContain(field);
    }
  });
});

describe('GET /listings/price-histogram', () => {
  it('buckets the matching nightly prices, ignoring the price filter', async () => {
    // USD: 60, 90, 150, 220, 400 → step $20 from $60; 400 falls in the last bucket (17).
    const res = await get(`/listings/price-histogram?${HOMES}&price_max=1`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ currency: 'USD', min: 6000, max: 40000, step: 2000, total: 5 });
    expect(data.buckets).toHaveLength(18);
    expect(data.buckets[0]).toEqual({ from: 6000, to: 8000, count: 1 });
    const counted = data.buckets.flatMap((b: { count: number }, i: number) => (b.count ? [[i, b.count]] : []));
    expect(counted).toEqual([
      [0, 1],
      [1, 1],
      [4, 1],
      [8, 1],
      [17, 1],
    ]);
  });

  it("uses the visitor's currency and the other filters", async () => {
    // EUR at 0.92: 55.20, 82.80, 138.00, 202.40, 368.00 → step €20 from €40.
    const eur = (await get(`/listings/price-histogram?${HOMES}&currency=EUR`)).json().data;
    expect(eur).toMatchObject({ currency: 'EUR', min: 5520, max: 36800, step: 2000, total: 5 });
    expect(eur.buckets[0].from).toBe(4000);
    expect(eur.buckets).toHaveLength(17);
    const counted = eur.buckets.flatMap((b: { count: number }, i: number) => (b.count ? [i] : []));
    expect(counted).toEqual([0, 2, 4, 8, 16]);
    const porto = (await get('/listings/price-histogram?place=Porto')).json().data;
    expect(porto.total).toBe(3);
    const none = (await get('/listings/price-histogram?place=Atlantis')).json().data;
    expect(none).toEqual({ currency: 'USD', min: null, max: null, step: 0, buckets: [], total: 0 });
  });
});

describe('GET /places/suggest', () => {
  const suggest = async (q: string) => {
    const res = await get(`/places/suggest?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { kind: string; name: string; context: string }[];
  };

  it('suggests cities, regions and countries, typos included', async () => {
    expect((await suggest('Portp'))[0]).toMatchObject({ kind: 'city', name: 'Porto', context: 'Norte, Portugal' });
    expect((await suggest('kyotto'))[0]).toMatchObject({ kind: 'city', name: 'Kyoto' });
    expect((await suggest('nort'))[0]).toMatchObject({ kind: 'region', name: 'Norte', context: 'Portugal' });
    const por = await suggest('Por');
    expect(por.slice(0, 2).map((s) => s.name)).toEqual(['Porto', 'Portugal']);
    expect(por.find((s) => s.name === 'Portugal')).toMatchObject({ kind: 'country' });
    expect(await suggest('zzzzqq')).toEqual([]);
  });

  it('requires some text', async () => {
    expect((await get('/places/suggest?q=')).statusCode).toBe(400);
  });
});

describe('GET /amenities', () => {
  it('lists the reference amenities in their order', async () => {
    const res = await get('/amenities');
    expect(res.json().data.map((a: { slug: string }) => a.slug)).toEqual(AMENITIES.map((a) => a.slug));
  });
});

describe('GET /map-config', () => {
  it('gives the tile URL of MAP_TILE_URL, or null for none', async () => {
    const res = await get('/map-config');
    expect(res.json().data).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; OpenStreetMap contributors',
    });
    const offline = await createTestApp({ MAP_TILE_URL: 'none' });
    try {
      const off = await offline.app.inject({ method: 'GET', url: '/api/v1/map-config' });
      expect(off.json().data.tile_url).toBeNull();
    } finally {
      await offline.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the search parameters and its helper endpoints', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const params = doc.paths['/api/v1/listings'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'place',
        'bbox',
        'checkin',
        'checkout',
        'guests',
        'property_type',
        'bedrooms',
        'beds',
        'bathrooms',
        'amenities',
        'instant_book',
        'price_min',
        'price_max',
        'currency',
        'sort',
        'page',
        'per_page',
      ]),
    );
    for (const path of [
      '/api/v1/listings/price-histogram',
      '/api/v1/places/suggest',
      '/api/v1/amenities',
      '/api/v1/map-config',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });
});
