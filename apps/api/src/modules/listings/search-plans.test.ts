import { LISTING_SORTS, type ListingsQuery, listingsQuery } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPlace, insertUser } from '../../../test/listings';
import { listingHolds } from '../../db/schema';
import { areaAround, gazetteer } from '../places';
import { listingsService } from './service';

// Listings of every kind of place a search's areas tell apart: in Porto and inside the box around
// the world's Porto, in Porto but far from it (west, south or north of the box) or without one
// or both coordinates, near Porto but in another place, on either side of the antimeridian; with ties and nulls on every sort key.

let t: TestApp;
let porto = 0;
let braga = 0;
let cabins = 0;
/** The box around the world's Porto, as the search looks around it. */
let box = { west: 0, south: 0, east: 0, north: 0 };

const COORDINATES: [number | null, number | null][] = [
  [41.15, -8.61], // Porto
  [38.7, -9.1], // Lisbon
  [null, null],
  [-17, 178], // Fiji, west of the antimeridian
  [-17, -178], // Samoa's side, east of it
  [40.2, -8.61], // south of Porto, within the box's longitudes
  [42.3, -8.6], // north of it, within them too
  [null, -8.61], // a longitude within the box's, no latitude
  [41.15, null], // a latitude within the box's, no longitude
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await insertUser(db, 'host', 'Ana');
  porto = (await insertPlace(db, { slug: 'porto', name: 'Porto', country: 'Portugal', countryCode: 'PT' })).id;
  braga = (await insertPlace(db, { slug: 'braga', name: 'Braga', country: 'Portugal', countryCode: 'PT' })).id;
  const world = (await gazetteer()).resolve('Porto');
  if (!world) throw new Error('the world has no Porto');
  box = areaAround(world);
  const design = await categoryId(db, 'design');
  cabins = await categoryId(db, 'cabins');
  for (let i = 0; i < 90; i++) {
    const [lat, lng] = COORDINATES[i % COORDINATES.length] as [number | null, number | null];
    const rated = i % 3 !== 0;
    const row = await insertListing(db, {
      hostId: host.id,
      kind: i % 7 === 0 ? 'experience' : 'home',
      status: i % 11 === 5 ? 'draft' : 'published',
      title: `Listing ${i}`,
      placeId: i % 4 === 3 ? braga : porto,
      categoryId: i % 3 === 1 ? cabins : design,
      lat,
      lng,
      maxGuests: 2 + (i % 5),
      nightlyPrice: 5000 + ((i * 37) % 11) * 1000,
      amenities: i % 2 ? ['wifi', 'pool'] : ['wifi'],
      ratingAvg: rated ? 4 + (i % 10) / 10 : null,
      reviewCount: rated ? i % 6 : 0,
      publishedAt: i % 13 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 9))),
    });
    if (i % 6 === 1)
      await db.insert(listingHolds).values({ listingId: row.id, stay: '[2027-03-10,2027-03-15)', reason: 'block' });
  }
});

afterAll(async () => {
  await t.close();
});

/** Each sort written plainly, as the contract defines it. */
const ORDER: Record<ListingsQuery['sort'], string> = {
  recommended: 'recommended_score desc nulls last, id',
  price_asc: 'nightly_price_usd, id',
  price_desc: 'nightly_price_usd desc, id desc',
  rating: 'rating_avg desc nulls last, review_count desc, id',
  newest: 'published_at desc nulls last, id desc',
};

describe('GET /listings plans', () => {
  it('finds the pages and counts of the plain SQL, gathering or walking, in every area and sort', async () => {
    const inPorto = () =>
      `(place_id = ${porto} or (lng between ${box.west} and ${box.east} and lat between ${box.south} and ${box.north}))`;
    const cases: [string, () => string][] = [
      ['place=Porto', inPorto],
      ['place=Porto&amenities=pool&guests=4', () => `${inPorto()} and amenities @> '{pool}' and max_guests >= 4`],
      ['place=Porto&bbox=-10,38,-8,42', () => `${inPorto()} and lng between -10 and -8 and lat between 38 and 42`],
      ['place=Nowhere at all', () => 'false'],
      ['bbox=-10,38,-8,42&kind=home', () => `lng between -10 and -8 and lat between 38 and 42 and kind = 'home'`],
      ['bbox=170,-20,-170,-10', () => '(lng >= 170 or lng <= -170) and lat between -20 and -10'],
      ['kind=experience', () => `kind = 'experience'`],
      ['place=Porto&price_min=8000&price_max=12000', () => `${inPorto()} and nightly_price_usd between 8000 and 12000`],
      [
        'bbox=-10,38,-8,42&price_min=9000',
        () => 'lng between -10 and -8 and lat between 38 and 42 and nightly_price_usd >= 9000',
      ],
      ['price_max=7000&guests=3', () => 'nightly_price_usd <= 7000 and max_guests >= 3'],
      ['place=Porto&category=cabins&guests=3', () => `${inPorto()} and category_id = ${cabins} and max_guests >= 3`],
      ['category=cabins&kind=home', () => `category_id = ${cabins} and kind = 'home'`],
      [
        'checkin=2027-03-12&checkout=2027-03-14&place=Porto',
        () => `${inPorto()} and not exists (select 1 from listing_holds h where h.listing_id = listings.id
                 and h.stay && daterange('2027-03-12', '2027-03-14'))`,
      ],
    ];
    for (const countCap of [1_000, 4, 0]) {
      const service = listingsService(t.database, { countCap });
      for (const [query, condition] of cases) {
        for (const sort of LISTING_SORTS) {
          const rows = await t.database.db.execute<{ id: number }>(
            sql.raw(`select id from listings where status = 'published' and ${condition()} order by ${ORDER[sort]}`),
          );
          const expected = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
          const found: number[] = [];
          let total = 0;
          for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
            const params = Object.fromEntries(new URLSearchParams(`${query}&sort=${sort}&per_page=7&page=${page}`));
            const result = await service.list(listingsQuery.parse(params));
            found.push(...result.items.map((item) => item.id));
            total = result.total;
          }
          const label = `${query} · ${sort} · cap ${countCap}`;
          expect(found, label).toEqual(expected);
          expect(total, label).toBe(Math.min(expected.length, countCap));
        }
      }
    }
  });
});
