import { and, eq, isNull, sql } from 'drizzle-orm';
import { reviews } from './schema';

const shown = (listingId: number) => and(eq(reviews.listingId, listingId), isNull(reviews.hiddenAt));

/** A listing's rating columns recomputed from its reviews that show (hidden ones leave it; ADR 0074). */
export const listingRating = (listingId: number) => ({
  ratingAvg: sql<number | null>`(select round(avg(${reviews.rating}), 2) from ${reviews} where ${shown(listingId)})`,
  reviewCount: sql<number>`(select count(*) from ${reviews} where ${shown(listingId)})`,
});
