import { inArray, like, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { CATEGORIES } from '../db/reference';
import {
  categories,
  experienceSlots,
  listingPhotos,
  listings,
  operatorRoles,
  places,
  reviews,
  users,
} from '../db/schema';
import { createStorage, type Storage } from '../platform/storage';
import { bulkInsert } from './bulk';
import { seedExperiences } from './experiences';
import {
  DEFAULT_LISTING_COUNT,
  DEMO_EMAIL_DOMAIN,
  type DemoListing,
  demoListings,
  demoUsers,
  SEED_NOW,
} from './generate';
import { photoPool } from './photos';
import { seedCompletedStays } from './stays';

/** Listings per round of INSERTs (with their photos and reviews). */
const BATCH = 2000;

export interface SeedOptions {
  /** Where demo photos are written. */
  storage: Storage;
  listings?: number;
}

function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** Ids of the reference places and categories the listings point at (db/reference.ts applies them). */
async function lookupIds(db: Db) {
  const placeRows = await db.select({ id: places.id, slug: places.slug }).from(places);
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return {
    placeIds: new Map(placeRows.map((p) => [p.slug, p.id])),
    categoryIds: new Map(categoryRows.map((c) => [c.slug, c.id])),
  };
}

/** The demo operator (the admin role); signs in with an e-mail code like every demo account. */
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

/** Demo users are kept across re-seeds (found by e-mail), so their ids and sessions stay valid. */
async function upsertDemoUsers(db: Db, listingCount: number) {
  const { hosts, guests } = demoUsers(listingCount);
  const verifiedAt = new Date(Date.UTC(2026, 0, 1));
  await db
    .insert(users)
    .values({
      email: DEMO_ADMIN_EMAIL,
      firstName: 'Ada',
      lastName: 'Admin',
      emailVerifiedAt: verifiedAt,
      createdAt: verifiedAt,
      updatedAt: verifiedAt,
    })
    .onConflictDoNothing();
  for (const batch of chunks([...hosts, ...guests], BATCH)) {
    await db
      .insert(users)
      .values(
        batch.map((u) => ({ ...u, provider: 'email' as const, emailVerifiedAt: verifiedAt, updatedAt: u.createdAt })),
      )
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  const ids = new Map(rows.map((u) => [u.email, u.id]));
  const adminId = ids.get(DEMO_ADMIN_EMAIL);
  if (adminId !== undefined)
    await db.insert(operatorRoles).values({ userId: adminId, role: 'admin' }).onConflictDoNothing();
  const idOf = (email: string) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`Demo user ${email} is missing`);
    return id;
  };
  return { hostIds: hosts.map((h) => idOf(h.email)), guestIds: guests.map((g) => idOf(g.email)) };
}

/**
 * Replaces all listings (with their photos and reviews, and anything else that references them)
 * by the deterministic demo marketplace of `listings` homes. Returns what it wrote.
 */
export async function seedDemo(db: Db, opts: SeedOptions) {
  const count = opts.listings ?? DEFAULT_LISTING_COUNT;
  const { pool, written } = photoPool(
    opts.storage,
    CATEGORIES.map((c) => c.slug),
  );
  const totals = await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE ${listings}, ${listingPhotos}, ${reviews}, ${experienceSlots} RESTART IDENTITY CASCADE`,
    );
    const { placeIds, categoryIds } = await lookupIds(tx);
    const { hostIds, guestIds } = await upsertDemoUsers(tx, count);
    const lookup = <K, V>(map: { get(key: K): V | undefined }, key: K) => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`Seed lookup failed for ${String(key)}`);
      return value;
    };
    const hosts = { get: (i: number) => hostIds[i] };
    const guests = { get: (i: number) => guestIds[i] };
    // Listing ids are given (1…count after the restart), so photos and reviews need no round trip.
    let listingId = 0;
    let photoCount = 0;
    let reviewCount = 0;
    for (const batch of chunks<DemoListing>(demoListings(count, pool), BATCH)) {
      const rows = batch.map((l) => ({
        ...l.row,
        id: ++listingId,
        hostId: lookup(hosts, l.hostIndex),
        placeId: lookup(placeIds, l.citySlug),
        categoryId: lookup(categoryIds, l.categorySlug),
      }));
      const photoRows = batch.flatMap((l, i) => l.photos.map((p) => ({ ...p, listingId: rows[i]?.id as number })));
      const reviewRows = batch.flatMap((l, i) =>
        l.reviews.map(({ guestIndex, ...review }) => ({
          ...review,
          listingId: rows[i]?.id as number,
          authorId: lookup(guests, guestIndex),
        })),
      );
      await bulkInsert(tx, listings, rows);
      await bulkInsert(tx, listingPhotos, photoRows);
      await bulkInsert(tx, reviews, reviewRows);
      photoCount += photoRows.length;
      reviewCount += reviewRows.length;
    }
    const experiences = await seedExperiences(tx, {
      firstId: listingId + 1,
      seedNow: SEED_NOW,
      pool,
      hosts,
      placeIds,
      categoryIds,
    });
    listingId += experiences.listings;
    photoCount += experiences.photos;
    // The demo host (named at start-up) has been paid for the stays behind their reviews.
    const stays = hostIds[0] === undefined ? 0 : await seedCompletedStays(tx, hostIds[0]);
    await tx.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), ${Math.max(listingId, 1)})`);
    return {
      listings: count,
      experiences: experiences.listings,
      slots: experiences.slots,
      photos: photoCount,
      reviews: reviewCount,
      completedStays: stays,
      hosts: hostIds.length,
      guests: guestIds.length,
    };
  });
  await written;
  // Fresh statistics, and a visibility map so search counts can be index-only scans (PGlite runs
  // no autovacuum; photo statistics keep the planner from guessing thousands of photos per
  // listing). VACUUM cannot run inside the transaction above.
  await db.execute(sql`vacuum analyze ${listings}, ${listingPhotos}`);
  return totals;
}

/** Fills an empty database with the demo marketplace (hosts, listings, photos, reviews). */
export async function seedDemoIfEmpty(db: Db, config: Config) {
  const [existing] = await db.select({ id: listings.id }).from(listings).limit(1);
  if (existing) return null;
  const storage = await createStorage(config);
  try {
    return await seedDemo(db, { storage });
  } finally {
    await storage.close();
  }
}

/** The first demo guest and host, when the database holds them (the README and the start-up line name them). */
export async function demoAccounts(db: Db) {
  const { hosts, guests } = demoUsers(DEFAULT_LISTING_COUNT);
  const wanted = [guests[0]?.email, hosts[0]?.email].filter((e): e is string => !!e);
  const found = await db.select({ email: users.email }).from(users).where(inArray(users.email, wanted));
  const [guest, host] = wanted;
  return guest && host && found.length === 2 ? { guest, host } : null;
}
