import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPhoto, insertPlace, insertReview, insertUser } from '../../../test/listings';

let t: TestApp;
let dataDir: string;
/** Listing ids by fixture letter. */
const id: Record<string, number> = {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-listings-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  const ana = await insertUser(db, 'host', 'Ana');
  const kenji = await insertUser(db, 'host', 'Kenji');
  const guest = await insertUser(db, 'guest', 'Gale');
  const lisbon = await insertPlace(db, { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
  const tokyo = await insertPlace(db, { slug: 'tokyo', name: 'Tokyo', country: 'Japan', countryCode: 'JP' });
  const reykjavik = await insertPlace(db, {
    slug: 'reykjavik',
    name: 'Reykjavik',
    country: 'Iceland',
    countryCode: 'IS',
  });
  const cat = async (slug: string) => categoryId(db, slug);
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const rows = {
    a: {
      hostId: ana.id,
      placeId: lisbon.id,
      categoryId: await cat('beachfront'),
      maxGuests: 4,
      nightlyPrice: 12000,
      ratingAvg: 4.67,
      reviewCount: 3,
      publishedAt: day(1),
      amenities: ['wifi', 'pool'],
    },
    b: {
      hostId: ana.id,
      placeId: lisbon.id,
      categoryId: await cat('city-apartments'),
      maxGuests: 2,
      nightlyPrice: 8000,
      publishedAt: day(2),
    },
    c: {
      hostId: kenji.id,
      placeId: tokyo.id,
      categoryId: await cat('city-apartments'),
      maxGuests: 3,
      nightlyPrice: 15140,
      currency: 'JPY',
      nightlyPriceUsd: 10000,
      ratingAvg: 4.5,
      reviewCount: 2,
      publishedAt: day(3),
    },
    d: {
      hostId: kenji.id,
      placeId: tokyo.id,
      categoryId: await cat('design'),
      maxGuests: 6,
      nightlyPrice: 30000,
      ratingAvg: 4.9,
      reviewCount: 10,
      publishedAt: day(4),
    },
    e: {
      hostId: ana.id,
      placeId: lisbon.id,
      categoryId: await cat('cabins'),
      maxGuests: 8,
      nightlyPrice: 5000,
      status: 'draft' as const,
      publishedAt: null,
    },
    f: {
      hostId: ana.id,
      placeId: lisbon.id,
      categoryId: await cat('cabins'),
      maxGuests: 8,
      nightlyPrice: 5000,
      status: 'unlisted' as const,
    },
    g: {
      hostId: ana.id,
      placeId: reykjavik.id,
      categoryId: await cat('cabins'),
      maxGuests: 5,
      nightlyPrice: 20000,
      ratingAvg: 4.5,
      reviewCount: 4,
      publishedAt: day(5),
    },
  };
  for (const [letter, values] of Object.entries(rows)) {
    id[letter] = (await insertListing(db, { title: `Listing ${letter}`, ...values })).id;
  }
  const a = id.a as number;
  await insertPhoto(db, a, 1, 'demo/a-2');
  await insertPhoto(db, a, 0, 'demo/a-1');
  const stars = (v: number[]) => {
    const [rating, cleanliness, accuracy, checkIn, communication, location, value] = v as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { rating, cleanliness, accuracy, checkIn, communication, location, value };
  };
  await insertReview(db, a, guest.id, stars([5, 5, 5, 5, 5, 4, 4]), '2026-02-01T00:00:00Z');
  await insertReview(db, a, guest.id, stars([5, 4, 5, 5, 5, 4, 3]), '2026-03-01T00:00:00Z');
  await insertReview(db, a, guest.id, stars([4, 4, 4, 5, 5, 5, 3]), '2026-04-01T00:00:00Z');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
/** Fixture letters of the listings a search returns, in order. */
async function letters(query: string) {
  const res = await get(`/listings?${query}`);
  expect(res.statusCode).toBe(200);
  const byId = Object.fromEntries(Object.entries(id).map(([letter, value]) => [value, letter]));
  return res.json().data.items.map((item: { id: number }) => byId[item.id]);
}

describe('GET /listings', () => {
  it('returns published listings only, recommended first, with totals', async () => {
    const res = await get('/listings');
    expect(res.json().data).toMatchObject({ page: 1, per_page: 20, total: 5, total_pages: 1 });
    // Rating desc (nulls last), then review count desc.
    expect(await letters('')).toEqual(['d', 'a', 'g', 'c', 'b']);
  });

  it('filters by place name, misspelt place and country', async () => {
    expect((await letters('place=lisbon&sort=price_asc')).sort()).toEqual(['a', 'b']);
    expect((await letters('place=Lisbn')).sort()).toEqual(['a', 'b']);
    expect((await letters('place=Japan')).sort()).toEqual(['c', 'd']);
    expect(await letters('place=%25')).toEqual([]);
  });

  it('filters by category, guests and kind', async () => {
    expect(await letters('category=cabins')).toEqual(['g']);
    expect(await letters('category=no-such-category')).toEqual([]);
    expect((await letters('guests=5')).sort()).toEqual(['d', 'g']);
    expect((await letters('guests=4')).sort()).toEqual(['a', 'd', 'g']);
    expect(await letters('kind=experience')).toEqual([]);
  });

  it('filters by price range in USD and in another currency', async () => {
    expect(await letters('price_min=9000&price_max=20000&sort=price_asc')).toEqual(['c', 'a', 'g']);
    // 100.00 EUR = 108.70 USD at 0.92: b (80 USD) and c (100 USD) fit.
    expect(await letters('price_max=10000&currency=EUR&sort=price_asc')).toEqual(['b', 'c']);
  });

  it('sorts by price both ways and by newest', async () => {
    expect(await letters('sort=price_asc')).toEqual(['b', 'c', 'a', 'g', 'd']);
    expect(await letters('sort=price_desc')).toEqual(['d', 'g', 'a', 'c', 'b']);
    expect(await letters('sort=newest')).toEqual(['g', 'd', 'c', 'b', 'a']);
  });

  it('shows prices in the listing currency and converted to the requested one', async () => {
    const usd = await get('/listings?place=tokyo&sort=price_asc');
    expect(usd.json().data.items[0]).toMatchObject({
      price: { amount: 15140, currency: 'JPY' },
      display_price: { amount: 10000, currency: 'USD' },
    });
    const eur = await get('/listings?place=lisbon&currency=eur&sort=price_desc');
    expect(eur.json().data.items[0].display_price).toEqual({ amount: 11040, currency: 'EUR' });
  });

  it('gives each card its photos, cover first, as one list of variants each', async () => {
    const res = await get('/listings?place=lisbon&sort=price_desc');
    const [a, b] = res.json().data.items;
    expect(a.id).toBe(id.a);
    const variants = (key: string) => [
      { url: `/uploads/${key}-480.webp`, width: 480 },
      { url: `/uploads/${key}-1024.webp`, width: 1024 },
    ];
    expect(a.photos).toEqual([
      { id: expect.any(Number), alt: 'demo/a-1', width: 1024, height: 683, variants: variants('demo/a-1') },
      { id: expect.any(Number), alt: 'demo/a-2', width: 1024, height: 683, variants: variants('demo/a-2') },
    ]);
    expect(b.photos).toEqual([]);
  });

  it('names photos by path for our own pages, by absolute URL on PUBLIC_URL for other origins', async () => {
    const cover = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/listings?place=lisbon&sort=price_desc', headers });
      return res.json().data.items[0].photos[0].variants[0].url;
    };
    // Our page opened as 127.0.0.1 while PUBLIC_URL says localhost: still its own origin.
    expect(await cover({ host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).toBe('/uploads/demo/a-1-480.webp');
    expect(await cover({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe('/uploads/demo/a-1-480.webp');
    expect(await cover({})).toBe('/uploads/demo/a-1-480.webp');
    const absolute = 'http://localhost:3000/uploads/demo/a-1-480.webp';
    expect(await cover({ host: '127.0.0.1:3000', origin: 'http://client.example:5000' })).toBe(absolute);
    expect(await cover({ 'sec-fetch-site': 'cross-site' })).toBe(absolute);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${id.a}`,
      headers: { origin: 'http://client.example:5000' },
    });
    expect(page.json().data.photos[0].url).toBe('http://localhost:3000/uploads/demo/a-1-1024.webp');
  });

  it('pages through every listing once, in every sort', async () => {
    for (const sort of ['recommended', 'price_asc', 'price_desc', 'newest']) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(`/listings?per_page=2&page=${page}&sort=${sort}`);
        const data = res.json().data;
        expect(data).toMatchObject({ total: 5, total_pages: 3, page });
        seen.push(...data.items.map((item: { id: number }) => item.id));
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen)).toEqual(new Set([id.a, id.b, id.c, id.d, id.g]));
    }
    const beyond = await get('/listings?per_page=2&page=4');
    expect(beyond.json().data.items).toEqual([]);
  });

  it('answers a bad query with 400 and details per field', async () => {
    const cases: [string, string][] = [
      ['guests=0', 'guests'],
      ['guests=abc', 'guests'],
      ['per_page=500', 'per_page'],
      ['page=0', 'page'],
      ['sort=cheapest', 'sort'],
      ['kind=castle', 'kind'],
      ['currency=12', 'currency'],
      ['currency=XYZ', 'currency'],
      ['price_min=500&price_max=100', 'price_max'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/listings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details[field], query).toBeDefined();
    }
    expect((await get('/listings?price_min=500&price_max=100')).json().details.price_max).toEqual([
      'Maximum price must not be below the minimum price.',
    ]);
  });
});

describe('GET /listings/:id', () => {
  it('returns the listing with photos, amenities, host, rating averages and newest reviews', async () => {
    const res = await get(`/listings/${id.a}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: id.a,
      title: 'Listing a',
      category: { slug: 'beachfront', name: 'Beachfront' },
      place: { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', country_code: 'PT' },
      price: { amount: 12000, currency: 'USD' },
      host: { first_name: 'Ana', listing_count: 3 },
      ratings: {
        count: 3,
        overall: 4.67,
        cleanliness: 4.33,
        accuracy: 4.67,
        check_in: 5,
        communication: 5,
        location: 4.33,
        value: 3.33,
      },
    });
    expect(data.photos.map((p: { url: string; is_cover: boolean }) => [p.url, p.is_cover])).toEqual([
      ['/uploads/demo/a-1-1024.webp', true],
      ['/uploads/demo/a-2-1024.webp', false],
    ]);
    expect(data.photos[0].variants).toEqual([
      { url: '/uploads/demo/a-1-480.webp', width: 480, height: 320 },
      { url: '/uploads/demo/a-1-1024.webp', width: 1024, height: 683 },
    ]);
    expect(data.amenities.map((a: { slug: string }) => a.slug)).toEqual(['wifi', 'pool']);
    expect(data.reviews.map((r: { created_at: string }) => r.created_at.slice(0, 7))).toEqual([
      '2026-04',
      '2026-03',
      '2026-02',
    ]);
    expect(data.reviews[0].author.first_name).toBe('Gale');
  });

  it('converts the display price on request', async () => {
    const res = await get(`/listings/${id.a}?currency=EUR`);
    expect(res.json().data.display_price).toEqual({ amount: 11040, currency: 'EUR' });
  });

  it('answers 404 for unknown, draft and unlisted listings, 400 for a bad id', async () => {
    for (const missing of [999_999, id.e, id.f]) {
      const res = await get(`/listings/${missing}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'The requested resource was not found.',
      });
    }
    const bad = await get('/listings/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.id).toBeDefined();
  });
});

describe('GET /listings/:id/reviews', () => {
  it('pages through every review, newest first, with the sub-ratings', async () => {
    const first = (await get(`/listings/${id.a}/reviews?per_page=2`)).json().data;
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(first.items.map((r: { created_at: string }) => r.created_at.slice(0, 7))).toEqual(['2026-04', '2026-03']);
    expect(first.items[0]).toMatchObject({
      rating: 4,
      author: { first_name: 'Gale' },
      ratings: { cleanliness: 4, accuracy: 4, check_in: 5, communication: 5, location: 5, value: 3 },
    });
    const second = (await get(`/listings/${id.a}/reviews?per_page=2&page=2`)).json().data;
    expect(second.items.map((r: { created_at: string }) => r.created_at.slice(0, 7))).toEqual(['2026-02']);
    const defaults = (await get(`/listings/${id.a}/reviews`)).json().data;
    expect(defaults).toMatchObject({ page: 1, per_page: 10, total: 3, total_pages: 1 });
    expect((await get(`/listings/${id.b}/reviews`)).json().data).toEqual({
      items: [],
      page: 1,
      per_page: 10,
      total: 0,
      total_pages: 0,
    });
  });

  it('answers 404 for unknown, draft and unlisted listings, 400 with field details for bad pages', async () => {
    for (const missing of [999_999, id.e, id.f]) {
      expect((await get(`/listings/${missing}/reviews`)).statusCode).toBe(404);
    }
    for (const [query, field] of [
      ['page=0', 'page'],
      ['per_page=51', 'per_page'],
      ['per_page=abc', 'per_page'],
    ]) {
      const res = await get(`/listings/${id.a}/reviews?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field as string]).toBeDefined();
    }
  });
});

describe('GET /categories listing counts', () => {
  it('counts published listings per category', async () => {
    const res = await get('/categories');
    const counts = Object.fromEntries(
      res.json().data.map((c: { slug: string; listing_count: number }) => [c.slug, c.listing_count]),
    );
    expect(counts).toMatchObject({ beachfront: 1, 'city-apartments': 2, design: 1, cabins: 1, castles: 0 });
  });
});

describe('GET /uploads/*', () => {
  it('serves stored photos with long cache headers and 404s missing files', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads/demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads/demo/a-1-480.webp'), Buffer.from('RIFF0000WEBP'));
    const ok = await t.app.inject({ method: 'GET', url: '/uploads/demo/a-1-480.webp' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/demo/nope-480.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'not public');
    for (const url of ['/uploads/../secret.txt', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e/secret.txt']) {
      const outside = await t.app.inject({ method: 'GET', url });
      expect(outside.statusCode, url).toBe(404);
      expect(outside.body, url).not.toContain('not public');
    }
  });
});
