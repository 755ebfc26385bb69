// Searches as guests make them, for bench/search.mjs: every filter and sort of GET /listings in
// random combinations (`mixedSearch`), and named shapes of one or two filters each
// (`SEARCH_SHAPES`) whose single-request times show which combination is slow.
import { tsImport } from 'tsx/esm/api';

const { PROPERTY_TYPES } = await tsImport('../packages/contract/src/listingConstants.ts', import.meta.url);
const { minorDigits } = await tsImport('../packages/contract/src/money.ts', import.meta.url);

const SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'];
/** Cities the seed fills with listings (apps/api/src/db/reference-places.ts). */
export const SEED_CITIES = [
  'Lisbon',
  'Barcelona',
  'Paris',
  'London',
  'New York',
  'Tokyo',
  'Sydney',
  'Cape Town',
  'Mexico City',
  'Goa',
];

/**
 * What the searches are made of, read from the running API: each seed city's centre, the
 * categories, amenities and currencies (with their rates, so price ranges are plausible in each).
 */
export async function searchVocabulary(origin) {
  const json = async (path) => (await (await fetch(`${origin}/api/v1${path}`)).json()).data;
  const cities = [];
  for (const name of SEED_CITIES) {
    const [place] = await json(`/places/suggest?q=${encodeURIComponent(name)}&limit=1`);
    if (place)
      cities.push({ name: place.name, country: place.context.split(', ').pop(), lat: place.lat, lng: place.lng });
  }
  return {
    cities,
    categories: (await json('/categories')).map((c) => c.slug),
    amenities: (await json('/amenities')).map((a) => a.slug),
    currencies: (await json('/get-supported-currencies')).map((c) => ({ code: c.code, rate: c.rate })),
  };
}

/** A seeded random number generator (mulberry32), so a run can be repeated. */
export function randomSource(seed = 1) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const some = (list, count) => [...list].sort(() => next() - 0.5).slice(0, count);
  return { next, int, pick, some, chance: (p) => next() < p };
}

/** `YYYY-MM` of the month `n` months after this one (UTC), as flexible dates name months. */
const monthAhead = (n) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1)).toISOString().slice(0, 7);
};
/** The contract's FLEX_NIGHTS (packages/contract/src/flexibleDatesConstants.ts). */
const FLEX_NIGHTS = { weekend: { min: 1, max: 3 }, week: { min: 5, max: 10 }, month: { min: 28, max: 31 } };

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const round = (value, digits = 3) => Number(value.toFixed(digits));
const clamp = (value, min, max) => Math.min(max, Math.max(min, value));

/** Filter builders, each adding its parameters to `q` (a plain object of query parameters). */
const filters = {
  place: (r, v, q) => {
    const city = r.pick(v.cities);
    q.place = r.chance(0.2) ? `${city.name}, ${city.country}` : city.name;
  },
  /** A box around a city, from a few streets (0.02°) to a country (20°). */
  bbox: (r, v, q) => {
    const city = r.pick(v.cities);
    const half = 0.01 * 1000 ** r.next();
    const [w, e] = [city.lng - half, city.lng + half].map((x) => round(((x + 540) % 360) - 180));
    const [s, n] = [clamp(city.lat - half / 2, -90, 90), clamp(city.lat + half / 2, -90, 90)].map((x) => round(x));
    q.bbox = `${w},${s},${e},${n}`;
  },
  /** The Pacific, west edge east of the east edge: the box crosses the antimeridian. */
  antimeridian: (r, _v, q) => {
    q.bbox = `${r.int(100, 170)},${-r.int(10, 60)},${-r.int(60, 170)},${r.int(10, 60)}`;
  },
  dates: (r, _v, q) => {
    const start = r.int(7, 180);
    q.checkin = day(start);
    q.checkout = day(start + r.int(1, 14));
  },
  guests: (r, _v, q) => {
    q.guests = r.int(1, 6);
  },
  rooms: (r, _v, q) => {
    for (const name of r.some(['bedrooms', 'beds', 'bathrooms'], r.int(1, 3))) q[name] = r.int(1, 3);
  },
  propertyTypes: (r, _v, q) => {
    q.property_type = r.some(PROPERTY_TYPES, r.int(1, 2)).join(',');
  },
  amenities: (r, v, q) => {
    q.amenities = r.some(v.amenities, r.int(1, 2)).join(',');
  },
  instantBook: (_r, _v, q) => {
    q.instant_book = 'true';
  },
  /** A range of nightly prices in a random currency: a floor, a ceiling or both. */
  price: (r, v, q) => {
    const currency = r.pick(v.currencies);
    const usd = [r.int(20, 200), r.int(150, 900)].sort((a, b) => a - b);
    const minor = (dollars) => Math.round(dollars * currency.rate * 10 ** minorDigits(currency.code));
    q.currency = currency.code;
    const which = r.int(0, 2);
    if (which !== 1) q.price_min = minor(usd[0]);
    if (which !== 0) q.price_max = minor(usd[1]);
  },
  kind: (r, _v, q) => {
    q.kind = r.pick(['home', 'experience']);
  },
  /** "I'm flexible": a weekend, a week or a month in one to three of the next 12 months, now and then with nights. */
  flexible: (r, _v, q) => {
    q.flex = r.pick(Object.keys(FLEX_NIGHTS));
    const months = r
      .some(
        Array.from({ length: 12 }, (_, i) => i),
        r.int(1, 3),
      )
      .sort((a, b) => a - b);
    q.flex_months = months.map((n) => monthAhead(n)).join(',');
    if (r.chance(0.3)) q.flex_nights = r.int(FLEX_NIGHTS[q.flex].min, FLEX_NIGHTS[q.flex].max);
  },
  category: (r, v, q) => {
    q.category = r.pick(v.categories);
  },
};

const pathOf = (q) => `/api/v1/listings?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

/**
 * A search as guests make them: a place or a map box of any size (now and then neither, or the
 * Pacific across the antimeridian), dates or none, 1–6 guests, and in part every other filter;
 * every sort; mostly the first page, else pages 2–4.
 */
export function mixedSearch(r, v) {
  const q = {};
  const where = r.next();
  if (where < 0.5) filters.place(r, v, q);
  else if (where < 0.9) filters.bbox(r, v, q);
  else if (where < 0.95) filters.antimeridian(r, v, q);
  const odds = {
    dates: 0.5,
    guests: 0.7,
    price: 0.3,
    amenities: 0.25,
    rooms: 0.15,
    propertyTypes: 0.15,
    instantBook: 0.15,
    category: 0.15,
    kind: 0.1,
  };
  for (const [name, odd] of Object.entries(odds)) if (r.chance(odd)) filters[name](r, v, q);
  q.sort = r.pick(SORTS);
  if (r.chance(0.4)) q.page = r.int(2, 4);
  return pathOf(q);
}

/**
 * A flexible-dates search as guests make them: a place or a map box (now and then neither), a
 * weekend, a week or a month in 1–3 of the next 12 months, 1–6 guests, in part other filters,
 * every sort, mostly the first page.
 */
export function flexibleSearch(r, v) {
  const q = {};
  const where = r.next();
  if (where < 0.5) filters.place(r, v, q);
  else if (where < 0.9) filters.bbox(r, v, q);
  filters.flexible(r, v, q);
  const odds = { guests: 0.7, price: 0.2, amenities: 0.2, propertyTypes: 0.1, instantBook: 0.1, category: 0.1 };
  for (const [name, odd] of Object.entries(odds)) if (r.chance(odd)) filters[name](r, v, q);
  q.sort = r.pick(SORTS);
  if (r.chance(0.3)) q.page = r.int(2, 4);
  return pathOf(q);
}

/** Named shapes: a location (or none) and the filters, sort and page each search of that shape has. */
export const SEARCH_SHAPES = {
  place: ['place'],
  'place + dates + guests': ['place', 'dates', 'guests'],
  'place + amenities': ['place', 'amenities'],
  'place + price range': ['place', 'price'],
  'place + rooms': ['place', 'rooms'],
  'place + property types': ['place', 'propertyTypes'],
  'place + instant book': ['place', 'instantBook'],
  'place + category': ['place', 'category'],
  'place + dates + price + amenities + guests': ['place', 'dates', 'price', 'amenities', 'guests'],
  'place · price ascending + dates': ['place', 'dates', { sort: 'price_asc' }],
  'place · price descending, page 4': ['place', { sort: 'price_desc', page: 4 }],
  'place · rating': ['place', { sort: 'rating' }],
  'place · newest + guests': ['place', 'guests', { sort: 'newest' }],
  'map box': ['bbox'],
  'map box · newest': ['bbox', { sort: 'newest' }],
  'map box + dates · price ascending': ['bbox', 'dates', { sort: 'price_asc' }],
  'map box + amenities + guests': ['bbox', 'amenities', 'guests'],
  'across the antimeridian': ['antimeridian'],
  experiences: ['kind'],
  'category only · rating': ['category', { sort: 'rating' }],
  'no filters · newest, page 3': [{ sort: 'newest', page: 3 }],
  'dates only · price descending': ['dates', { sort: 'price_desc' }],
  'place + flexible dates + guests': ['place', 'flexible', 'guests'],
  'map box + flexible dates · price ascending': ['bbox', 'flexible', { sort: 'price_asc' }],
  'flexible dates only': ['flexible'],
};

/** A search of a named shape, its random parts drawn from `r`. */
export function searchOfShape(r, v, shape) {
  const q = {};
  for (const part of SEARCH_SHAPES[shape]) {
    if (typeof part === 'string') filters[part](r, v, q);
    else Object.assign(q, part);
  }
  return pathOf(q);
}
