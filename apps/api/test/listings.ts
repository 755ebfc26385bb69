import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { categories, listingPhotos, listings, places, reviews, users } from '../src/db/schema';

/** Small hand-made marketplace rows for listing tests (the demo seed is tested on its own). */

export async function insertUser(db: Db, role: 'guest' | 'host', firstName: string) {
  const [row] = await db
    .insert(users)
    .values({ email: `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`, firstName, role })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** A place for a test; one with a reference place's slug takes the test's values instead. */
export async function insertPlace(db: Db, place: { slug: string; name: string; country: string; countryCode: string }) {
  const values = { ...place, lat: 10, lng: 20, timezone: 'UTC', currency: 'USD' };
  const [row] = await db
    .insert(places)
    .values(values)
    .onConflictDoUpdate({ target: places.slug, set: values })
    .returning();
  if (!row) throw new Error('place not inserted');
  return row;
}

export async function categoryId(db: Db, slug: string) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

type ListingInsert = typeof listings.$inferInsert;

/** A published home with sensible defaults; prices in USD unless `currency` says otherwise. */
export async function insertListing(
  db: Db,
  values: Omit<ListingInsert, 'nightlyPriceUsd'> & { nightlyPriceUsd?: number },
) {
  const [row] = await db
    .insert(listings)
    .values({
      status: 'published',
      title: 'A home',
      lat: 10,
      lng: 20,
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      nightlyPriceUsd: values.nightlyPrice,
      ...values,
    })
    .returning();
  if (!row) throw new Error('listing not inserted');
  return row;
}

export async function insertPhoto(db: Db, listingId: number, position: number, storageKey: string) {
  await db
    .insert(listingPhotos)
    .values({ listingId, position, isCover: position === 0, storageKey, width: 1024, height: 683, alt: storageKey });
}

type Stars = Pick<
  typeof reviews.$inferInsert,
  'rating' | 'cleanliness' | 'accuracy' | 'checkIn' | 'communication' | 'location' | 'value'
>;

export async function insertReview(db: Db, listingId: number, authorId: number, stars: Stars, createdAt: string) {
  const [row] = await db
    .insert(reviews)
    .values({ listingId, authorId, ...stars, body: `Review from ${createdAt}`, createdAt: new Date(createdAt) })
    .returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
