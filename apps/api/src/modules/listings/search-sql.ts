import { LISTING_SORTS, type ListingsQuery, nightsBetween, type PriceHistogramQuery } from '@roamstead/contract';
import {
  and,
  arrayContains,
  asc,
  between,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { categories, listingHolds, listingPhotos, listings, places } from '../../db/schema';
import type { CardPhotoRow } from './photos';

/** How long, and for how many texts, a typed place's resolution is reused. */
const PLACE_CACHE_TTL_MS = 60_000;
const PLACE_CACHE_SIZE = 1_000;

export const isPublished = eq(listings.status, 'published');

/** Every order ends on the id, so pages never repeat or skip a listing. */
export const ORDER: Record<ListingsQuery['sort'], SQL[]> = {
  // Matches listings_score_idx.
  recommended: [sql`${listings.recommendedScore} desc nulls last`, asc(listings.id)],
  price_asc: [asc(listings.nightlyPriceUsd), asc(listings.id)],
  price_desc: [desc(listings.nightlyPriceUsd), desc(listings.id)],
  // Matches listings_recommended_idx.
  rating: [sql`${listings.ratingAvg} desc nulls last`, sql`${listings.reviewCount} desc nulls last`, asc(listings.id)],
  newest: [sql`${listings.publishedAt} desc nulls last`, desc(listings.id)],
};

/**
 * The same orders written so that no index can produce them. With few matches the planner may
 * still walk an ordered index hoping to meet 20 of them early and end up reading all of it; for a
 * result known to be small the matches are gathered through the filters' indexes and sorted.
 */
export const ORDER_BY_SORTING: Record<ListingsQuery['sort'], SQL[]> = {
  recommended: [sql`(${listings.recommendedScore} + 0) desc nulls last`, sql`(${listings.id} + 0) asc`],
  price_asc: [sql`(${listings.nightlyPriceUsd} + 0) asc`, sql`(${listings.id} + 0) asc`],
  price_desc: [sql`(${listings.nightlyPriceUsd} + 0) desc`, sql`(${listings.id} + 0) desc`],
  rating: [
    sql`(${listings.ratingAvg} + 0) desc nulls last`,
    sql`(${listings.reviewCount} + 0) desc nulls last`,
    sql`(${listings.id} + 0) asc`,
  ],
  newest: [sql`(${listings.publishedAt} + interval '0 s') desc nulls last`, sql`(${listings.id} + 0) desc`],
};

/** Buckets of the price histogram (the last one also holds the few dearest listings). */
export const HISTOGRAM_BUCKETS = 24;
/** The histogram spans the cheapest price up to this share of the matches. */
export const HISTOGRAM_SPAN = 0.95;

/**
 * The places a free-text location names. "Barcelona, Spain" names Barcelona in a region or country
 * "Spain". A name contained in a city, region or country wins; otherwise (a typo) the city, region
 * or country whose name is most similar by trigrams (pg_trgm), so "Lisbn" finds Lisbon alone.
 */
async function placesMatching(db: Db, text: string): Promise<number[]> {
  const [head = text, ...rest] = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const within = rest.map((part) =>
    or(
      ilike(places.region, containsPattern(part)),
      ilike(places.country, containsPattern(part)),
      ilike(places.countryCode, part),
    ),
  );
  const pattern = containsPattern(head);
  const contained = await db
    .select({ id: places.id })
    .from(places)
    .where(
      and(or(ilike(places.name, pattern), ilike(places.region, pattern), ilike(places.country, pattern)), ...within),
    );
  if (contained.length) return contained.map((p) => p.id);
  const similar = await db
    .select({
      id: places.id,
      name: places.name,
      region: places.region,
      country: places.country,
      byName: sql<number>`similarity(${places.name}, ${head})`,
      byRegion: sql<number>`similarity(${places.region}, ${head})`,
      byCountry: sql<number>`similarity(${places.country}, ${head})`,
    })
    .from(places)
    .where(
      and(
        or(sql`${places.name} % ${head}`, sql`${places.region} % ${head}`, sql`${places.country} % ${head}`),
        ...within,
      ),
    );
  let best: { field: 'name' | 'region' | 'country'; value: string; score: number } | undefined;
  for (const p of similar) {
    for (const [field, score] of [
      ['name', p.byName],
      ['region', p.byRegion],
      ['country', p.byCountry],
    ] as const) {
      if (!best || Number(score) > best.score) best = { field, value: p[field], score: Number(score) };
    }
  }
  return best ? similar.filter((p) => best && p[best.field] === best.value).map((p) => p.id) : [];
}

/**
 * Map bounds as ranges on the (lng, lat) index; west > east wraps over the antimeridian. Plain
 * ranges rather than `point <@ box` on a GiST index: stepping through B-tree entries costs a
 * fraction as much (docs/adr/0009).
 */
function withinBounds({ west, south, east, north }: { west: number; south: number; east: number; north: number }) {
  return and(
    west <= east ? between(listings.lng, west, east) : or(gte(listings.lng, west), lte(listings.lng, east)),
    between(listings.lat, south, north),
  );
}

/** The nights of a stay are free: no hold (booking or host block) overlaps [checkin, checkout). */
const freeBetween = (db: Db, checkin: string, checkout: string) =>
  not(
    exists(
      db
        .select({ one: sql`1` })
        .from(listingHolds)
        .where(
          and(
            eq(listingHolds.listingId, listings.id),
            sql`${listingHolds.stay} && daterange(${checkin}::date, ${checkout}::date)`,
          ),
        ),
    ),
  );

/** Smallest 1, 2 or 5 × 10^k that is at least `value`. */
export function niceStep(value: number) {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= value) ?? 10 * magnitude) as number;
}

/** The listing columns a card shows (a page of results reads no descriptions or rules). */
export const cardColumns = {
  id: listings.id,
  kind: listings.kind,
  title: listings.title,
  propertyType: listings.propertyType,
  lat: listings.lat,
  lng: listings.lng,
  maxGuests: listings.maxGuests,
  bedrooms: listings.bedrooms,
  beds: listings.beds,
  bathrooms: listings.bathrooms,
  instantBook: listings.instantBook,
  nightlyPrice: listings.nightlyPrice,
  weekendPrice: listings.weekendPrice,
  weeklyDiscountPercent: listings.weeklyDiscountPercent,
  monthlyDiscountPercent: listings.monthlyDiscountPercent,
  cleaningFee: listings.cleaningFee,
  currency: listings.currency,
  ratingAvg: listings.ratingAvg,
  reviewCount: listings.reviewCount,
};

export type ListingRow = {
  listing: Pick<typeof listings.$inferSelect, keyof typeof cardColumns>;
  place: Pick<
    typeof places.$inferSelect,
    'id' | 'slug' | 'name' | 'region' | 'country' | 'countryCode' | 'lat' | 'lng'
  >;
  category: { slug: string; name: string };
};

/** A row of `searchStatement`: the capped count, then one card (all null but the count without a page). */
export type SearchRow = Omit<ListingRow['listing'], 'id' | 'lat' | 'lng'> & {
  lat: number;
  lng: number;
  total: number;
  id: number | null;
  placeId: number;
  placeSlug: string;
  placeName: string;
  placeRegion: string;
  placeCountry: string;
  placeCountryCode: string;
  categorySlug: string;
  categoryName: string;
  photos: CardPhotoRow[];
};

const dialect = new PgDialect();
/** Parameter-free SQL rendered once: building a search's statement then renders only its filters. */
const rendered = (query: SQL) => sql.raw(dialect.sqlToQuery(query).sql);
const orderBy = (parts: SQL[]) => rendered(sql.join(parts, sql`, `));
const SORTED = Object.fromEntries(
  LISTING_SORTS.map((sort) => [sort, { sorting: orderBy(ORDER_BY_SORTING[sort]), indexed: orderBy(ORDER[sort]) }]),
) as Record<ListingsQuery['sort'], { sorting: SQL; indexed: SQL }>;
const FROM_LISTINGS = rendered(sql`select ${listings.id} from ${listings}`);

/** The card rows of the page's ids, each with its photos (cover first); one row of nulls without a page. */
const CARDS = rendered(sql`
    select matched.total, ${listings.id}, ${listings.kind}, ${listings.title},
           ${listings.propertyType} as "propertyType",
           coalesce(${listings.lat}, ${places.lat}) as lat, coalesce(${listings.lng}, ${places.lng}) as lng,
           ${listings.maxGuests} as "maxGuests", ${listings.bedrooms}, ${listings.beds},
           ${listings.bathrooms}::float8 as bathrooms, ${listings.instantBook} as "instantBook",
           ${listings.nightlyPrice} as "nightlyPrice", ${listings.cleaningFee} as "cleaningFee", ${listings.currency},
           ${listings.weekendPrice} as "weekendPrice", ${listings.weeklyDiscountPercent} as "weeklyDiscountPercent",
           ${listings.monthlyDiscountPercent} as "monthlyDiscountPercent",
           ${listings.ratingAvg}::float8 as "ratingAvg", ${listings.reviewCount} as "reviewCount",
           ${places.id} as "placeId", ${places.slug} as "placeSlug", ${places.name} as "placeName",
           ${places.region} as "placeRegion", ${places.country} as "placeCountry",
           ${places.countryCode} as "placeCountryCode",
           ${categories.slug} as "categorySlug", ${categories.name} as "categoryName",
           (select coalesce(json_agg(json_build_object(
                     'id', ph.id, 'alt', ph.alt, 'key', ph.storage_key, 'width', ph.width, 'height', ph.height
                   ) order by ph.is_cover desc, ph.position, ph.id), '[]'::json)
              from ${listingPhotos} ph where ph.listing_id = ${listings.id}) as photos
      from matched
      left join (${listings}
        inner join ${places} on ${places.id} = ${listings.placeId}
        inner join ${categories} on ${categories.id} = ${listings.categoryId})
        on ${listings.id} in (select id from page)`);

/**
 * One statement for a page of search results (docs/adr/0031): the matches counted up to `cap` + 1,
 * the page's ids, then the card rows with their photos (cover first). The count decides how the ids
 * are found, inside the statement: each branch of the union is gated on it (a one-time filter), so
 * up to `cap` matches are gathered through the filters' indexes and sorted (ORDER_BY_SORTING), and
 * more are read off the sort's index until the page is full (ORDER).
 */
export function searchStatement(
  where: SQL | undefined,
  sort: ListingsQuery['sort'],
  limit: number,
  offset: number,
  cap: number,
) {
  const { sorting, indexed } = SORTED[sort];
  return sql`
    with matched as (
      select count(*)::int as total from (${FROM_LISTINGS} where ${where} limit ${cap + 1}) m
    ), page as (
      (${FROM_LISTINGS} where ${where} and (select total from matched) <= ${cap}
        order by ${sorting} limit ${limit} offset ${offset})
      union all
      (${FROM_LISTINGS} where ${where} and (select total from matched) > ${cap}
        order by ${indexed} limit ${limit} offset ${offset})
    )
    ${CARDS}
     order by ${indexed}`;
}

/** The conditions of a search's filters, with typed places resolved through a short-lived cache. */
export function searchFilters(db: Db) {
  /** The conditions of a search's filters; prices are given in US cents. */
  // What a typed place resolves to, reused for a while: the gazetteer changes rarely and every
  // search page, map move and histogram of one search names the same place.
  const placeCache = new Map<string, { at: number; ids: Promise<number[]> }>();
  function resolvePlace(text: string) {
    const key = text.toLowerCase();
    const hit = placeCache.get(key);
    if (hit && Date.now() - hit.at < PLACE_CACHE_TTL_MS) return hit.ids;
    if (placeCache.size >= PLACE_CACHE_SIZE) placeCache.clear();
    const ids = placesMatching(db, text);
    placeCache.set(key, { at: Date.now(), ids });
    ids.catch(() => placeCache.delete(key));
    return ids;
  }

  async function filtersOf(query: PriceHistogramQuery, prices: { min?: number; max?: number }) {
    const placeIds = query.place ? await resolvePlace(query.place) : undefined;
    const nights = query.checkin && query.checkout ? nightsBetween(query.checkin, query.checkout) : 0;
    return and(
      isPublished,
      // No place by that name: nothing matches (an empty IN list is not valid SQL).
      placeIds ? (placeIds.length ? inArray(listings.placeId, placeIds) : sql`false`) : undefined,
      query.bbox ? withinBounds(query.bbox) : undefined,
      query.checkin && query.checkout
        ? and(
            lte(listings.minNights, nights),
            gte(listings.maxNights, nights),
            freeBetween(db, query.checkin, query.checkout),
          )
        : undefined,
      query.category
        ? inArray(
            listings.categoryId,
            db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category)),
          )
        : undefined,
      query.kind ? eq(listings.kind, query.kind) : undefined,
      query.property_type?.length ? inArray(listings.propertyType, query.property_type) : undefined,
      query.guests ? gte(listings.maxGuests, query.guests) : undefined,
      query.bedrooms ? gte(listings.bedrooms, query.bedrooms) : undefined,
      query.beds ? gte(listings.beds, query.beds) : undefined,
      query.bathrooms ? gte(listings.bathrooms, query.bathrooms) : undefined,
      query.amenities?.length ? arrayContains(listings.amenities, query.amenities) : undefined,
      query.instant_book ? eq(listings.instantBook, true) : undefined,
      prices.min !== undefined ? gte(listings.nightlyPriceUsd, prices.min) : undefined,
      prices.max !== undefined ? lte(listings.nightlyPriceUsd, prices.max) : undefined,
    );
  }

  return filtersOf;
}
