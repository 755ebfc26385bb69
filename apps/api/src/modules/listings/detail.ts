import type { ListingDetail } from '@roamstead/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { amenities, listings, reviews, users } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { ListingCards } from './cards';
import { isPublished } from './search-sql';

const MAX_REVIEWS_ON_PAGE = 6;

/** Average rounded to two decimals; null without rows. */
const avg2 = (column: AnyPgColumn) =>
  sql<number | null>`round(avg(${column}), 2)`.mapWith((v) => (v === null ? null : Number(v)));

/** A published listing's page: the card plus description, amenities, host, ratings and latest reviews. */
export function listingDetail(db: Db, { selectListings, rates, photosOf, toCard }: ListingCards) {
  return async function get(id: number, currency: string): Promise<ListingDetail> {
    const [row] = await selectListings().where(and(eq(listings.id, id), isPublished));
    if (!row) throw notFound();
    const l = row.listing;
    const rateTable = await rates();
    if (!rateTable.has(currency)) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
    const [photos, amenityRows, host, hostListings, ratings, latest] = await Promise.all([
      photosOf([id]),
      l.amenities.length
        ? db.select().from(amenities).where(inArray(amenities.slug, l.amenities)).orderBy(asc(amenities.position))
        : [],
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          pictureUrl: users.pictureUrl,
          about: users.about,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, l.hostId)),
      db
        .select({ total: count() })
        .from(listings)
        .where(and(eq(listings.hostId, l.hostId), isPublished)),
      db
        .select({
          count: count(),
          overall: avg2(reviews.rating),
          cleanliness: avg2(reviews.cleanliness),
          accuracy: avg2(reviews.accuracy),
          check_in: avg2(reviews.checkIn),
          communication: avg2(reviews.communication),
          location: avg2(reviews.location),
          value: avg2(reviews.value),
        })
        .from(reviews)
        .where(and(eq(reviews.listingId, id), isNull(reviews.hiddenAt))),
      db
        .select({
          review: reviews,
          author: { id: users.id, firstName: users.firstName, pictureUrl: users.pictureUrl },
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .where(and(eq(reviews.listingId, id), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(MAX_REVIEWS_ON_PAGE),
    ]);
    const [hostRow] = host;
    const [ratingRow] = ratings;
    if (!hostRow || !ratingRow) throw notFound();
    return {
      ...toCard(row, rateTable, currency),
      photos: photos.get(id) ?? [],
      description: l.description,
      address: l.address,
      amenities: amenityRows.map(({ slug, name, icon, group, names }) => ({ slug, name, icon, group, names })),
      cleaning_fee: { amount: l.cleaningFee, currency: l.currency },
      min_nights: l.minNights,
      max_nights: l.maxNights,
      duration_minutes: l.durationMinutes,
      cancellation_policy: l.cancellationPolicy,
      house_rules: l.houseRules,
      check_in_time: l.checkInTime,
      check_out_time: l.checkOutTime,
      published_at: l.publishedAt?.toISOString() ?? null,
      host: {
        id: hostRow.id,
        first_name: hostRow.firstName,
        picture_url: hostRow.pictureUrl,
        about: hostRow.about,
        joined_at: hostRow.createdAt.toISOString(),
        listing_count: hostListings[0]?.total ?? 0,
      },
      ratings: ratingRow,
      reviews: latest.map(({ review, author }) => ({
        id: review.id,
        rating: review.rating,
        body: review.body,
        created_at: review.createdAt.toISOString(),
        author: { id: author.id, first_name: author.firstName, picture_url: author.pictureUrl },
      })),
    };
  };
}
