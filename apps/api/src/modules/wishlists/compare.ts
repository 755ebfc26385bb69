import type { CompareListing } from '@roamstead/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amenities, listings, places } from '../../db/schema';
import { coversOf } from './photos';

/**
 * The published listings among `ids`, in the order asked for, with what /compare shows side by
 * side. Unknown or unpublished ids are left out, so the client can tell which ones went away.
 */
export async function compareListings(db: Db, ids: readonly number[]): Promise<CompareListing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ listing: listings, place: { name: places.name, country: places.country } })
    .from(listings)
    .leftJoin(places, eq(places.id, listings.placeId))
    .where(and(inArray(listings.id, [...ids]), eq(listings.status, 'published')));
  const slugs = [...new Set(rows.flatMap((r) => r.listing.amenities))];
  const [covers, amenityRows] = await Promise.all([
    coversOf(
      db,
      rows.map((r) => r.listing.id),
    ),
    slugs.length
      ? db
          .select({ slug: amenities.slug, name: amenities.name })
          .from(amenities)
          .where(inArray(amenities.slug, slugs))
          .orderBy(asc(amenities.position), asc(amenities.slug))
      : Promise.resolve([]),
  ]);
  const byId = new Map(rows.map((r) => [r.listing.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const l = row.listing;
    const has = new Set(l.amenities);
    return [
      {
        id: l.id,
        kind: l.kind,
        title: l.title,
        property_type: l.propertyType,
        place: { name: row.place?.name ?? '', country: row.place?.country ?? '' },
        price: { amount: l.nightlyPrice, currency: l.currency },
        max_guests: l.maxGuests,
        bedrooms: l.bedrooms,
        beds: l.beds,
        bathrooms: l.bathrooms,
        rating_avg: l.ratingAvg,
        review_count: l.reviewCount,
        cover: covers.get(l.id) ?? null,
        amenities: amenityRows.filter((a) => has.has(a.slug)),
      },
    ];
  });
}
