import type { ListingDetail } from '@roamstead/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amenities, listings, reviews, users } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { ListingCards } from './cards';
import { isPublished } from './search-sql';

const MAX_REVIEWS_ON_PAGE = 6;

/** Times as milliseconds since 1970 (JSON has no timestamps; exact, unlike text in the session's zone). */
const millis = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/** The statement's one row: JSON as the page shows it, times as milliseconds. */
type PageParts = {
  amenities: ListingDetail['amenities'];
  host: Omit<ListingDetail['host'], 'joined_at' | 'listing_count'> & { joined_at: number };
  host_listings: number;
  ratings: ListingDetail['ratings'];
  reviews: (Omit<ListingDetail['reviews'][number], 'created_at'> & { created_at: number })[];
};

/**
 * A listing page's amenities (in their order), host, the host's published listings, the ratings
 * by category (averages to two decimals; null without reviews) and the latest visible reviews.
 */
function pageParts(id: number, hostId: number, slugs: string[]) {
  const visible = sql`${reviews.listingId} = ${id} and ${reviews.hiddenAt} is null`;
  const avg2 = (column: unknown) => sql`round(avg(${column}), 2)`;
  return sql`select
    (select coalesce(json_agg(json_build_object('slug', a.slug, 'name', a.name, 'icon', a.icon,
              'group', a."group", 'names', a.names) order by a.position), '[]')
       from ${amenities} a where a.slug = any(${sql.param(slugs)}::text[])) as amenities,
    (select json_build_object('id', u.id, 'first_name', u.first_name, 'picture_url', u.picture_url,
              'about', u.about, 'joined_at', ${millis(sql`u.created_at`)})
       from ${users} u where u.id = ${hostId}) as host,
    (select count(*)::int from ${listings} where ${and(eq(listings.hostId, hostId), isPublished)}) as host_listings,
    (select json_build_object('count', count(*), 'overall', ${avg2(reviews.rating)},
              'cleanliness', ${avg2(reviews.cleanliness)}, 'accuracy', ${avg2(reviews.accuracy)},
              'check_in', ${avg2(reviews.checkIn)}, 'communication', ${avg2(reviews.communication)},
              'location', ${avg2(reviews.location)}, 'value', ${avg2(reviews.value)})
       from ${reviews} where ${visible}) as ratings,
    (select coalesce(json_agg(json_build_object('id', r.id, 'rating', r.rating, 'body', r.body,
              'created_at', r.created_ms, 'author', json_build_object('id', r.author_id,
              'first_name', r.first_name, 'picture_url', r.picture_url)) order by r.created_at desc, r.id desc), '[]')
       from (select ${reviews.id}, ${reviews.rating}, ${reviews.body}, ${reviews.createdAt},
                    ${millis(reviews.createdAt)} as created_ms, ${users.id} as author_id,
                    ${users.firstName} as first_name, ${users.pictureUrl} as picture_url
               from ${reviews} join ${users} on ${users.id} = ${reviews.authorId}
              where ${visible}
              order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${MAX_REVIEWS_ON_PAGE}) r) as reviews`;
}

/** A published listing's page: the card plus description, amenities, host, ratings and latest reviews. */
export function listingDetail(db: Db, { selectListings, rates, photosOf, toCard }: ListingCards) {
  return async function get(id: number, currency: string): Promise<ListingDetail> {
    const [row] = await selectListings().where(and(eq(listings.id, id), isPublished));
    if (!row) throw notFound();
    const l = row.listing;
    const rateTable = await rates();
    if (!rateTable.has(currency)) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
    // The rest of the page in one statement: six reads as one round trip, parsed and planned once.
    const [photos, result] = await Promise.all([photosOf([id]), db.execute(pageParts(id, l.hostId, l.amenities))]);
    const [parts] = (result as unknown as { rows: PageParts[] }).rows;
    if (!parts?.host) throw notFound();
    const { host } = parts;
    return {
      ...toCard(row, rateTable, currency),
      photos: photos.get(id) ?? [],
      description: l.description,
      address: l.address,
      amenities: parts.amenities,
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
        id: host.id,
        first_name: host.first_name,
        picture_url: host.picture_url,
        about: host.about,
        joined_at: new Date(host.joined_at).toISOString(),
        listing_count: parts.host_listings,
      },
      ratings: parts.ratings,
      reviews: parts.reviews.map((review) => ({ ...review, created_at: new Date(review.created_at).toISOString() })),
    };
  };
}
