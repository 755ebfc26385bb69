import type { ListingReviewPage } from '@roamstead/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, reviews, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { isPublished } from './search-sql';

/** Every review of a published listing, newest first, with each guest's stars per part of the stay. */
export function listingReviews(db: Db) {
  return async function page(id: number, query: { page: number; per_page: number }): Promise<ListingReviewPage> {
    const { page, per_page } = query;
    const [[listing], [counted], rows] = await Promise.all([
      db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, id), isPublished)),
      db
        .select({ total: count() })
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
        .limit(per_page)
        .offset((page - 1) * per_page),
    ]);
    if (!listing) throw notFound();
    const total = counted?.total ?? 0;
    return {
      items: rows.map(({ review: r, author }) => ({
        id: r.id,
        rating: r.rating,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        author: { id: author.id, first_name: author.firstName, picture_url: author.pictureUrl },
        ratings: {
          cleanliness: r.cleanliness,
          accuracy: r.accuracy,
          check_in: r.checkIn,
          communication: r.communication,
          location: r.location,
          value: r.value,
        },
      })),
      page,
      per_page,
      total,
      total_pages: Math.ceil(total / per_page),
    };
  };
}
