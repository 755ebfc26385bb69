import type { CancellationPolicyId, PropertyType } from '@roamstead/contract';
import { convertMinor, PETS_AMENITY } from '@roamstead/contract';
import { CURRENCIES } from '../db/reference';
import {
  CATEGORY_WORDS,
  CITIES,
  CLOSINGS,
  ESSENTIAL_AMENITIES,
  HOST_ABOUT,
  HOUSE_RULES,
  OPTIONAL_AMENITIES,
  PETS_RULE,
  PLACE_SENTENCES,
  REVIEW_CLOSINGS,
  REVIEW_DETAILS,
  REVIEW_OPENINGS,
  type SeedCity,
} from './content';
import type { PoolPhoto } from './photos';
import { createRandom, type Random } from './random';

/** Demo accounts use this e-mail domain; nothing else does. */
export const DEMO_EMAIL_DOMAIN = 'demo.roamstead.test';
export const DEFAULT_LISTING_COUNT = 240;
/** The seed's "now": every generated date lies before it, so runs on different days are identical. */
export const SEED_NOW = Date.UTC(2026, 9, 1, 12);
const DAY = 86_400_000;

export const hostCount = (listings: number) => Math.max(24, Math.ceil(listings / 20));
export const guestCount = (listings: number) => Math.max(80, Math.ceil(listings / 4));

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? '');
const cityOf = (index: number) => CITIES[index % CITIES.length] as SeedCity;
export const rateOf = (code: string) => {
  const currency = CURRENCIES.find((c) => c.code === code);
  if (!currency) throw new Error(`Seed uses an unknown currency ${code}`);
  return currency;
};

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: 'guest' | 'host';
  about: string;
  city: string;
  country: string;
  createdAt: Date;
}

/** Names and e-mail of demo person `index`: hosts live where they host (CITIES[index % cities]). */
function demoPerson(index: number, role: DemoUser['role']) {
  const city = cityOf(index);
  const k = Math.floor(index / CITIES.length);
  const firstName = city.firstNames[(k + (role === 'guest' ? 1 : 0)) % city.firstNames.length] as string;
  const lastName = city.lastNames[(k + Math.floor(k / city.lastNames.length)) % city.lastNames.length] as string;
  // A host's first 16 name pairs per city are distinct; past that (and for guests) a number keeps e-mails unique.
  const suffix = role === 'guest' ? `.g${index + 1}` : k >= 16 ? `.${k}` : '';
  return { city, firstName, lastName, email: `${slug(firstName)}.${slug(lastName)}${suffix}@${DEMO_EMAIL_DOMAIN}` };
}

export function demoUsers(listings: number): { hosts: DemoUser[]; guests: DemoUser[] } {
  const r = createRandom(2);
  const user = (index: number, role: DemoUser['role']): DemoUser => {
    const { city, ...person } = demoPerson(index, role);
    const createdAt = new Date(SEED_NOW - r.int(400, 3000) * DAY);
    const about =
      role === 'host' ? fill(r.pick(HOST_ABOUT), { city: city.name, year: String(createdAt.getUTCFullYear()) }) : '';
    return { ...person, role, about, city: city.name, country: city.country, createdAt };
  };
  return {
    hosts: Array.from({ length: hostCount(listings) }, (_, i) => user(i, 'host')),
    guests: Array.from({ length: guestCount(listings) }, (_, i) => user(i, 'guest')),
  };
}

/** The listing columns the demo seed writes, homes and experiences alike. */
export interface SeedListingRow {
  kind: 'home' | 'experience';
  status: 'published';
  title: string;
  description: string;
  propertyType: PropertyType;
  address: string;
  lat: number;
  lng: number;
  maxGuests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
  nightlyPrice: number;
  cleaningFee: number;
  currency: string;
  nightlyPriceUsd: number;
  minNights: number;
  maxNights: number;
  /** Experiences only. */
  durationMinutes?: number;
  instantBook: boolean;
  cancellationPolicy: CancellationPolicyId;
  houseRules: string;
  checkInTime: string;
  checkOutTime: string;
  ratingAvg: number | null;
  reviewCount: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date;
}

export interface DemoListing {
  citySlug: string;
  categorySlug: string;
  /** Index into demoUsers().hosts. */
  hostIndex: number;
  row: SeedListingRow & { kind: 'home' };

  photos: {
    position: number;
    isCover: boolean;
    storageKey: string;
    width: number;
    height: number;
    alt: string;
    createdAt: Date;
  }[];
  reviews: {
    /** Index into demoUsers().guests. */
    guestIndex: number;
    rating: number;
    cleanliness: number;
    accuracy: number;
    checkIn: number;
    communication: number;
    location: number;
    value: number;
    body: string;
    createdAt: Date;
  }[];
}

const BEDROOMS: Record<PropertyType, [number, number]> = {
  apartment: [1, 3],
  loft: [1, 2],
  house: [2, 5],
  villa: [3, 6],
  cottage: [1, 3],
  cabin: [1, 3],
  tiny_home: [1, 1],
  castle: [4, 10],
  tent: [1, 1],
  guesthouse: [1, 2],
  experience: [0, 0],
};

/** A price in local minor units, rounded to a step that reads naturally (5 €, 500 ¥, 50 ₹…). */
export function localPrice(usd: number, currency: string) {
  const { rate, minorDigits } = rateOf(currency);
  const step = 5 * 10 ** Math.max(0, Math.floor(Math.log10(rate)));
  return Math.max(step, Math.round((usd * rate) / step) * step) * 10 ** minorDigits;
}

const clampStars = (v: number) => Math.min(5, Math.max(1, Math.round(v)));

function reviewsFor(
  r: Random,
  ctx: { host: string; city: SeedCity; neighbourhood: string; noun: string; feature: string },
  publishedAt: number,
  guests: number,
) {
  if (r.chance(0.08)) return [];
  const count = r.int(2, 12);
  const quality = 3.7 + r.next() * 1.3;
  const firstGuest = r.int(0, guests - 1);
  const span = SEED_NOW - publishedAt;
  return Array.from({ length: Math.min(count, guests) }, (_, j) => {
    const rating = clampStars(quality + r.jitter(1.2));
    const tone = rating === 5 ? 'great' : rating === 4 ? 'good' : 'mixed';
    const words = { ...ctx, city: ctx.city.name };
    const body = [r.pick(REVIEW_OPENINGS[tone]), ...r.sample(REVIEW_DETAILS, r.int(1, 2)), r.pick(REVIEW_CLOSINGS)]
      .map((s) => fill(s, words))
      .filter(Boolean)
      .join(' ');
    return {
      guestIndex: (firstGuest + j) % guests,
      rating,
      cleanliness: clampStars(quality + r.jitter(1.4)),
      accuracy: clampStars(quality + r.jitter(1.4)),
      checkIn: clampStars(quality + r.jitter(1.2)),
      communication: clampStars(quality + r.jitter(1.2)),
      location: clampStars(quality + r.jitter(1.4)),
      value: clampStars(quality + r.jitter(1.4)),
      body,
      createdAt: new Date(publishedAt + Math.floor(r.next() * span)),
    };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The demo listings, one at a time so 100 000 of them never sit in memory together. Listing i is
 * in CITIES[i % cities], so every city gets its share; everything else comes from one seeded PRNG.
 */
export function* demoListings(count: number, photoPool: ReadonlyMap<string, PoolPhoto[]>): Generator<DemoListing> {
  const r = createRandom(1);
  const hosts = hostCount(count);
  const guests = guestCount(count);
  for (let i = 0; i < count; i++) {
    const cityIndex = i % CITIES.length;
    const city = cityOf(i);
    const categorySlug = r.weighted(city.categories);
    const words = CATEGORY_WORDS[categorySlug];
    if (!words) throw new Error(`No seed words for category ${categorySlug}`);
    // Hosts of this city are cityIndex, cityIndex + cities, …
    const hostsHere = Math.ceil((hosts - cityIndex) / CITIES.length);
    const hostIndex = cityIndex + CITIES.length * r.int(0, hostsHere - 1);
    const hostName = demoPerson(hostIndex, 'host').firstName;

    const propertyType = r.pick(Object.keys(words.nouns) as PropertyType[]);
    const [minRooms, maxRooms] = BEDROOMS[propertyType];
    const bedrooms = r.int(minRooms, maxRooms);
    const beds = bedrooms + r.int(0, propertyType === 'tent' ? 0 : 2);
    const maxGuests = Math.max(2, Math.min(16, beds * 2 - r.int(0, 1)));
    const bathrooms = propertyType === 'tent' ? 1 : Math.max(1, Math.ceil(bedrooms / 2) + (r.chance(0.3) ? 0.5 : 0));
    const neighbourhood = r.pick(city.neighbourhoods);
    const noun = r.pick(words.nouns[propertyType] ?? [propertyType]);
    const feature = r.pick(words.features);
    const adjective = r.pick(words.adjectives);
    const title = [
      `${adjective} ${noun} in ${neighbourhood}`,
      `${adjective} ${noun} with ${feature}`,
      `${noun.charAt(0).toUpperCase()}${noun.slice(1)} with ${feature} near ${neighbourhood}`,
    ][r.int(0, 2)] as string;

    const amenitySlugs = [
      ...ESSENTIAL_AMENITIES,
      ...r.sample(words.amenities, r.int(2, words.amenities.length)),
      ...r.sample(OPTIONAL_AMENITIES, r.int(1, 4)),
    ];
    const amenities = [...new Set(amenitySlugs)].sort();

    const usd = city.baseUsd * words.priceFactor * (0.7 + 0.15 * bedrooms) * (0.75 + r.next() * 0.6);
    const nightlyPrice = localPrice(usd, city.currency);
    const cleaningFee = r.chance(0.2) ? 0 : localPrice(usd * (0.1 + r.next() * 0.15), city.currency);
    const description = [
      r.pick(words.openings),
      fill(r.pick(PLACE_SENTENCES), { neighbourhood, city: city.name }),
      `The ${noun} has ${bedrooms} bedroom${bedrooms === 1 ? '' : 's'} and ${beds} bed${beds === 1 ? '' : 's'} for up to ${maxGuests} guests, with ${feature}.`,
      r.pick(CLOSINGS),
    ].join(' ');

    const createdAt = SEED_NOW - r.int(30, 1000) * DAY - r.int(0, DAY - 1);
    const publishedAt = createdAt + r.int(1, 5) * DAY;
    const reviews = reviewsFor(r, { host: hostName, city, neighbourhood, noun, feature }, publishedAt, guests);
    const ratingAvg = reviews.length
      ? Math.round((reviews.reduce((sum, x) => sum + x.rating, 0) / reviews.length) * 100) / 100
      : null;
    const pool = photoPool.get(categorySlug) ?? [];
    const photos = r.sample(pool, r.int(Math.min(4, pool.length), pool.length)).map((p, position) => ({
      position,
      isCover: position === 0,
      storageKey: p.storageKey,
      width: p.width,
      height: p.height,
      alt: p.alt,
      createdAt: new Date(createdAt),
    }));

    const row: SeedListingRow & { kind: 'home' } = {
      kind: 'home',
      status: 'published',
      title,
      description,
      propertyType,
      address: `${r.int(1, 180)} ${r.pick(city.streets)}, ${neighbourhood}, ${city.name}`,
      lat: Math.round((city.lat + r.jitter(city.spread)) * 1e6) / 1e6,
      lng: Math.round((city.lng + r.jitter(city.spread)) * 1e6) / 1e6,
      maxGuests,
      bedrooms,
      beds,
      bathrooms,
      amenities,
      nightlyPrice,
      cleaningFee,
      currency: city.currency,
      nightlyPriceUsd: convertMinor(nightlyPrice, rateOf(city.currency), rateOf('USD')),
      minNights: categorySlug === 'castles' ? r.int(2, 3) : r.int(1, 3),
      maxNights: r.pick([14, 28, 30, 90, 365]),
      instantBook: r.chance(0.5),
      cancellationPolicy: r.weighted<CancellationPolicyId>({ flexible: 3, moderate: 4, strict: 2 }),
      houseRules: r.sample(HOUSE_RULES, r.int(2, 4)).join('\n'),
      checkInTime: r.pick(['14:00', '15:00', '16:00']),
      checkOutTime: r.pick(['10:00', '11:00']),
      ratingAvg,
      reviewCount: reviews.length,
      createdAt: new Date(createdAt),
      updatedAt: new Date(publishedAt),
      publishedAt: new Date(publishedAt),
    };
    // Homes whose rules welcome pets list it as an amenity too: what the guests picker reads.
    if (row.houseRules.includes(PETS_RULE)) row.amenities = [...row.amenities, PETS_AMENITY].sort();
    yield { citySlug: city.slug, categorySlug, hostIndex, row, photos, reviews };
  }
}
