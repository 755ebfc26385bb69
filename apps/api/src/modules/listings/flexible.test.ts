import { addDays, flexibleCheckins, listingsQuery, monthOf, todayUtc } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertUser } from '../../../test/listings';
import { listingHolds, listingNightPrices, places } from '../../db/schema';
import { parseSearch } from '../saved-searches/service';
import { bestStay, flexPlan } from './flexible';
import { listingsService } from './service';

// Flexible dates against a small marketplace in "Flexton", two months ahead (month M):
//   a  $100/night, $130 Fri/Sat, 10 % weekly discount, $20 cleaning; the first weekend blocked,
//      the third weekend's nights at $50 (the cheapest weekend and weeks).
//   b  at least 3 nights.
//   c  closed for the whole of M.
//   d  books at most 3 months ahead.
//   e  1 preparation night; host blocks on every Sunday night from M on (the night after a weekend).
//   f  1 preparation night; bookings on M's Thursday nights (they carry their own preparation).
//   g  1 preparation night; imported events on every Thursday night from M on (the night before a weekend).
//   h  priced in euros.
//   x  an experience.
const today = todayUtc();
const M = monthOf(today, 2);
const NEXT = monthOf(today, 3);
const FAR = monthOf(today, 4);
const fridays = flexibleCheckins('weekend', [M], today);
const [F1 = '', , F3 = ''] = fridays;

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await insertUser(db, 'host', 'Flo');
  const [place] = await db
    .insert(places)
    .values({
      slug: 'flexton',
      name: 'Flexton',
      region: '',
      country: 'Nowhere',
      countryCode: 'NW',
      lat: 0,
      lng: 0,
      timezone: 'UTC',
      currency: 'USD',
    })
    .returning();
  const base = {
    hostId: host.id,
    kind: 'home' as const,
    placeId: place?.id as number,
    categoryId: await categoryId(db, 'design'),
    nightlyPrice: 10000,
    maxGuests: 4,
  };
  const rows = {
    a: { weekendPrice: 13000, weeklyDiscountPercent: 10, cleaningFee: 2000, maxNights: 30 },
    b: { minNights: 3 },
    c: {},
    d: { bookingWindowMonths: 3 },
    e: { preparationNights: 1 },
    f: { preparationNights: 1 },
    g: { preparationNights: 1 },
    h: { currency: 'EUR', nightlyPrice: 9200, nightlyPriceUsd: 10000, weekendPrice: 11000, cleaningFee: 1500 },
  };
  for (const [name, values] of Object.entries(rows)) {
    id[name] = (await insertListing(db, { ...base, title: `Listing ${name}`, ...values })).id;
  }
  id.x = (await insertListing(db, { ...base, kind: 'experience', title: 'Experience x' })).id;
  const hold = (listing: string, from: string, to: string, reason: 'block' | 'booking' | 'import' = 'block') =>
    db.insert(listingHolds).values({ listingId: id[listing] as number, stay: `[${from},${to})`, reason });
  await hold('a', F1, addDays(F1, 2));
  await db.insert(listingNightPrices).values([
    { listingId: id.a as number, night: F3, price: 5000 },
    { listingId: id.a as number, night: addDays(F3, 1), price: 5000 },
  ]);
  await hold('c', `${M}-01`, `${NEXT}-01`);
  for (const friday of fridays) await hold('f', addDays(friday, -1), friday, 'booking');
  for (const friday of flexibleCheckins('weekend', [M, NEXT, FAR], today)) {
    await hold('e', addDays(friday, 2), addDays(friday, 3));
    await hold('g', addDays(friday, -1), friday, 'import');
  }
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
type Card = {
  id: number;
  stay: { nights: number; total: { amount: number; currency: string } } | null;
  best_stay: { checkin: string; checkout: string; nights: number; total: { amount: number; currency: string } } | null;
};
async function cards(query: string): Promise<Card[]> {
  const res = await get(`/listings?place=Flexton&per_page=50&${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json().data.items;
}
const nameOf = (card: Card) => Object.entries(id).find(([, value]) => value === card.id)?.[0];
const names = async (query: string) => (await cards(query)).map(nameOf).sort();
const stayOf = async (query: string, name: string) =>
  (await cards(query)).find((card) => nameOf(card) === name)?.best_stay;

describe('GET /listings with flexible dates', () => {
  it('keeps listings with a free stay under their own rules, and no experiences', async () => {
    expect(await names(`flex=weekend&flex_months=${M}`)).toEqual(['a', 'd', 'f', 'h']);
    // Three nights suit b; c opens again next month; d's window ends before FAR.
    expect(await names(`flex=weekend&flex_months=${M}&flex_nights=3`)).toContain('b');
    expect(await names(`flex=weekend&flex_months=${M},${NEXT}`)).toEqual(['a', 'c', 'd', 'f', 'h']);
    expect(await names(`flex=weekend&flex_months=${FAR}`)).not.toContain('d');
    // Every week holds a Sunday (e) and a Thursday (g); f's bookings end before the last Friday.
    expect(await names(`flex=week&flex_months=${M}`)).toEqual(['a', 'b', 'd', 'f', 'h']);
  });

  it('shows each listing its cheapest free stay, then the earliest, with dates filled in', async () => {
    // The third weekend is the cheapest; the first is blocked.
    expect(await stayOf(`flex=weekend&flex_months=${M}`, 'a')).toMatchObject({
      checkin: F3,
      checkout: addDays(F3, 2),
      nights: 2,
    });
    // Same price every weekend: the earliest.
    expect(await stayOf(`flex=weekend&flex_months=${M}`, 'd')).toMatchObject({ checkin: F1, checkout: addDays(F1, 2) });
    // Weeks holding both cheap nights cost least; the earliest starts five days before that Friday.
    expect(await stayOf(`flex=week&flex_months=${M}`, 'a')).toMatchObject({
      checkin: addDays(F3, -5),
      checkout: addDays(F3, 2),
      nights: 7,
    });
    expect(await stayOf(`flex=weekend&flex_months=${M},${NEXT}`, 'c')).toMatchObject({
      checkin: flexibleCheckins('weekend', [NEXT], today)[0],
    });
    const month = await stayOf(`flex=month&flex_months=${M}&flex_nights=30`, 'h');
    expect(month).toMatchObject({ nights: 30 });
    expect(month?.checkin.startsWith(M)).toBe(true);
    // Dates of an undated or exact search carry none.
    expect((await cards('guests=1'))[0]?.best_stay).toBeNull();
  });

  it('gives the same total as the quote for the dates each card shows', async () => {
    const queries = [
      `flex=weekend&flex_months=${M}`,
      `flex=weekend&flex_months=${M},${NEXT}&flex_nights=3`,
      `flex=week&flex_months=${M}`,
      `flex=month&flex_months=${M}`,
      `flex=week&flex_months=${M}&currency=EUR`,
      `flex=weekend&flex_months=${M}&currency=JPY`,
    ];
    let compared = 0;
    for (const query of queries) {
      const currency = new URLSearchParams(query).get('currency') ?? 'USD';
      for (const card of await cards(query)) {
        const best = card.best_stay;
        expect(best, `${query} ${nameOf(card)}`).not.toBeNull();
        if (!best) continue;
        expect(card.stay).toEqual({ nights: best.nights, total: best.total });
        const quote = await t.app.inject({
          method: 'POST',
          url: '/api/v1/bookings/quote',
          payload: { listing_id: card.id, checkin: best.checkin, checkout: best.checkout, guests: 2, currency },
        });
        expect(quote.statusCode, `${query} ${nameOf(card)}: ${quote.body}`).toBe(200);
        expect(quote.json().data.total, `${query} ${nameOf(card)}`).toEqual(best.total);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('combines with filters and the map, and finds the same listings walking the sort order', async () => {
    expect(await names(`flex=weekend&flex_months=${M}&currency=USD&price_max=9500`)).toEqual([]);
    expect(await names(`flex=weekend&flex_months=${M}&bbox=19,9,21,11`)).toEqual(['a', 'd', 'f', 'h']);
    expect(await names(`flex=weekend&flex_months=${M}&guests=5`)).toEqual([]);
    const walking = listingsService(t.database, { countCap: 0 });
    for (const query of [`flex=weekend&flex_months=${M}`, `flex=week&flex_months=${M},${NEXT}&sort=price_asc`]) {
      const parsed = listingsQuery.parse(Object.fromEntries(new URLSearchParams(`place=Flexton&${query}`)));
      const walked = (await walking.list(parsed)).items.map((item) => [item.id, item.best_stay]);
      expect(walked, query).toEqual((await cards(query)).map((card) => [card.id, card.best_stay]));
    }
    const histogram = await get(`/listings/price-histogram?place=Flexton&flex=weekend&flex_months=${M}`);
    expect(histogram.json().data.total).toBe(4);
  });

  it('answers bad flexible dates with 400 and the field at fault', async () => {
    const cases: [string, string][] = [
      ['flex=fortnight', 'flex'],
      ['flex=week', 'flex_months'],
      [`flex_months=${M}`, 'flex'],
      ['flex=week&flex_months=2020-01', 'flex_months'],
      [`flex=week&flex_months=${monthOf(today, 12)}`, 'flex_months'],
      [`flex=week&flex_months=${M}-01`, 'flex_months'],
      [`flex=week&flex_months=${[0, 1, 2, 3].map((n) => monthOf(today, n)).join(',')}`, 'flex_months'],
      [`flex=weekend&flex_months=${M}&flex_nights=5`, 'flex_nights'],
      [`flex=month&flex_months=${M}&flex_nights=two`, 'flex_nights'],
      [`flex=week&flex_months=${M}&checkin=${M}-10&checkout=${M}-12`, 'flex'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/listings?${query}`);
      expect(res.statusCode, query).toBe(400);
      const fields = Object.keys(res.json().details ?? {}).map((key) => key.split('.')[0]);
      expect(fields, query).toContain(field);
    }
  });

  it('is kept by a saved search like any other filter', () => {
    const { normal, filters } = parseSearch(`flex_months=${M},${NEXT}&flex=week&flex_nights=6&place=Flexton`);
    expect(normal).toBe(`flex=week&flex_months=${encodeURIComponent(`${M},${NEXT}`)}&flex_nights=6&place=Flexton`);
    expect(filters).toMatchObject({ flex: 'week', flex_months: [M, NEXT], flex_nights: 6 });
  });
});

describe('bestStay', () => {
  const listing = {
    id: 1,
    kind: 'home' as const,
    nightlyPrice: 10000,
    weekendPrice: null,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    cleaningFee: 0,
    currency: 'USD',
    advanceNoticeDays: 0,
    preparationNights: 0,
    bookingWindowMonths: null,
    holds: null,
    nightPrices: null,
  } as unknown as Parameters<typeof bestStay>[0];
  const usd = { rate: 1, minorDigits: 2 };
  const plan = flexPlan({ flex: 'week', flex_months: ['2027-01'] }, '2027-01-01');
  if (!plan) throw new Error('no plan');

  it('starts two days out, later by the advance notice counted from tomorrow', () => {
    expect(bestStay(listing, plan, usd, usd)).toEqual({ checkin: '2027-01-03', checkout: '2027-01-10' });
    expect(bestStay({ ...listing, advanceNoticeDays: 5 }, plan, usd, usd)?.checkin).toBe('2027-01-07');
  });

  it('keeps the preparation night after the stay and before it from blocks, not from bookings', () => {
    const prepared = { ...listing, preparationNights: 1 };
    const holds = (reason: boolean): [string, string, boolean][] => [['2027-01-02', '2027-01-04', reason]];
    expect(bestStay({ ...prepared, holds: holds(true) }, plan, usd, usd)?.checkin).toBe('2027-01-04');
    expect(bestStay({ ...prepared, holds: holds(false) }, plan, usd, usd)?.checkin).toBe('2027-01-05');
    const ahead: [string, string, boolean][] = [['2027-01-10', '2027-01-31', true]];
    // A week from the 3rd ends on the 10th, its preparation night taken: the first week is after.
    expect(bestStay({ ...prepared, holds: ahead }, plan, usd, usd)?.checkin).toBe('2027-01-31');
  });

  it('stays inside the booking window counted from yesterday', () => {
    const near = flexPlan({ flex: 'weekend', flex_months: ['2027-03', '2027-04'] }, '2027-01-01');
    if (!near) throw new Error('no plan');
    // Window of 3 months from 31 December: 31 March; every weekend alike, the earliest wins.
    const windowed = bestStay({ ...listing, bookingWindowMonths: 3 }, near, usd, usd);
    expect(windowed?.checkin).toBe('2027-03-05');
    const open = { ...listing, bookingWindowMonths: 3, holds: [['2027-03-01', '2027-03-31', false]] };
    expect(bestStay(open as typeof listing, near, usd, usd)).toBeNull();
  });
});
