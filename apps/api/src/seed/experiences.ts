import { convertMinor } from '@roamstead/contract';
import type { Db } from '../db/client';
import { experienceSlots, listingPhotos, listings } from '../db/schema';
import { bulkInsert } from './bulk';
import { CITIES, type SeedCity } from './content';
import { localPrice, rateOf, type SeedListingRow } from './generate';
import type { PoolPhoto } from './photos';
import { createRandom } from './random';

/** One demo experience per city, each with weekly slots for two years after SEED_NOW. */
export const SLOT_WEEKS = 104;
const WEEK = 7 * 86_400_000;

const ACTIVITIES = [
  {
    title: 'Morning walking tour of {neighbourhood}',
    description:
      'Meet your host by the old fountain in {neighbourhood} and wander the lanes that guidebooks skip. Expect stories of the people who built {city}, a coffee stop at a family bakery and plenty of time for photos.',
    minutes: 150,
    hour: 9,
  },
  {
    title: 'Market-to-table cooking class in {city}',
    description:
      'Shop the morning market with your host, then cook a three-course lunch of local dishes in a home kitchen in {neighbourhood}. All ingredients, recipes to take home and a glass of something local are included.',
    minutes: 240,
    hour: 10,
  },
  {
    title: 'Golden-hour photo walk through {neighbourhood}',
    description:
      'Learn to read the evening light on a relaxed walk through {neighbourhood} with a working photographer. Bring any camera or just your phone; small groups mean personal tips on composition and editing.',
    minutes: 120,
    hour: 17,
  },
  {
    title: 'Tasting evening with a local producer in {city}',
    description:
      'Taste six small-batch specialities from around {city} with the people who make them. Your host explains how each one is made and pairs it with bites from their favourite shops in {neighbourhood}.',
    minutes: 90,
    hour: 19,
  },
] as const;

export interface DemoExperience {
  citySlug: string;
  categorySlug: string;
  /** Index into demoUsers().hosts; host i lives in CITIES[i % cities]. */
  hostIndex: number;
  row: SeedListingRow & { kind: 'experience'; propertyType: 'experience'; durationMinutes: number; ratingAvg: null };

  photos: PoolPhoto[];
  /** Slot start times (UTC). */
  slots: Date[];
}

/** UTC instant of a wall-clock hour in a zone on the UTC day of `day` (zone offset from Intl, DST-aware). */
function localHourUtc(day: number, hour: number, timeZone: string) {
  const d = new Date(day);
  const guess = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shownAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shownAsUtc - guess));
}

/** The demo experiences, deterministic like the homes: same seed, same rows and slots. */
export function demoExperiences(seedNow: number, photoPool: ReadonlyMap<string, PoolPhoto[]>): DemoExperience[] {
  const r = createRandom(3);
  return CITIES.map((city: SeedCity, cityIndex) => {
    const activity = ACTIVITIES[cityIndex % ACTIVITIES.length] as (typeof ACTIVITIES)[number];
    const neighbourhood = r.pick(city.neighbourhoods);
    const words = (text: string) => text.replaceAll('{city}', city.name).replaceAll('{neighbourhood}', neighbourhood);
    const categorySlug = r.weighted(city.categories);
    const pool = photoPool.get(categorySlug) ?? [];
    const nightlyPrice = localPrice(city.baseUsd * (0.35 + r.next() * 0.3), city.currency);
    const createdAt = seedNow - r.int(60, 400) * 86_400_000;
    // Weekly, on the experience's own weekday, at its local start hour.
    const firstDay = seedNow + ((cityIndex % 7) + 1) * 86_400_000;
    const slots = Array.from({ length: SLOT_WEEKS }, (_, week) =>
      localHourUtc(firstDay + week * WEEK, activity.hour, city.timezone),
    );
    return {
      citySlug: city.slug,
      categorySlug,
      hostIndex: cityIndex,
      row: {
        kind: 'experience',
        status: 'published',
        title: words(activity.title),
        description: words(activity.description),
        propertyType: 'experience',
        address: `${r.pick(city.streets)}, ${neighbourhood}, ${city.name}`,
        lat: Math.round((city.lat + r.jitter(city.spread / 2)) * 1e6) / 1e6,
        lng: Math.round((city.lng + r.jitter(city.spread / 2)) * 1e6) / 1e6,
        maxGuests: r.int(6, 12),
        bedrooms: 0,
        beds: 0,
        bathrooms: 0,
        amenities: [],
        nightlyPrice,
        cleaningFee: 0,
        currency: city.currency,
        nightlyPriceUsd: convertMinor(nightlyPrice, rateOf(city.currency), rateOf('USD')),
        minNights: 1,
        maxNights: 1,
        durationMinutes: activity.minutes,
        instantBook: true,
        cancellationPolicy: 'flexible',
        houseRules: 'Please arrive ten minutes early.\nComfortable shoes recommended.',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        ratingAvg: null,
        reviewCount: 0,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt + 86_400_000),
        publishedAt: new Date(createdAt + 86_400_000),
      },
      photos: r.sample(pool, Math.min(4, pool.length)),
      slots,
    };
  });
}

/** Inserts the demo experiences with ids from `firstId`, their photos and their slots. */
export async function seedExperiences(
  tx: Db,
  opts: {
    firstId: number;
    seedNow: number;
    pool: ReadonlyMap<string, PoolPhoto[]>;
    hosts: { get(index: number): number | undefined };
    placeIds: ReadonlyMap<string, number>;
    categoryIds: ReadonlyMap<string, number>;
  },
) {
  const need = <T>(value: T | undefined, what: string) => {
    if (value === undefined) throw new Error(`Seed lookup failed for ${what}`);
    return value;
  };
  const items = demoExperiences(opts.seedNow, opts.pool);
  const rows = items.map((e, i) => ({
    ...e.row,
    id: opts.firstId + i,
    hostId: need(opts.hosts.get(e.hostIndex), `host ${e.hostIndex}`),
    placeId: need(opts.placeIds.get(e.citySlug), e.citySlug),
    categoryId: need(opts.categoryIds.get(e.categorySlug), e.categorySlug),
  }));
  const photoRows = items.flatMap((e, i) =>
    e.photos.map((p, position) => ({
      ...p,
      listingId: opts.firstId + i,
      position,
      isCover: position === 0,
      createdAt: e.row.createdAt,
    })),
  );
  const slotRows = items.flatMap((e, i) =>
    e.slots.map((startsAt) => ({
      listingId: opts.firstId + i,
      startsAt,
      capacity: e.row.maxGuests,
      seatsTaken: 0,
      createdAt: e.row.createdAt,
    })),
  );
  await bulkInsert(tx, listings, rows);
  await bulkInsert(tx, listingPhotos, photoRows);
  await bulkInsert(tx, experienceSlots, slotRows);
  return { listings: rows.length, photos: photoRows.length, slots: slotRows.length };
}
