import {
  type CurrencyRate,
  convertMinor,
  type ListingCard,
  type ListingDetail,
  type ListingPage,
  type ListingsQuery,
  nightsBetween,
  type Photo,
  type PlaceSuggestion,
  type PriceHistogram,
  type PriceHistogramQuery,
} from '@roamstead/contract';
import {
  and,
  arrayContains,
  asc,
  between,
  count,
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/like';
import {
  amenities,
  categories,
  currencies,
  listingHolds,
  listingPhotos,
  listings,
  places,
  reviews,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { type PhotoRow, toPhoto } from './photos';

const MAX_REVIEWS_ON_PAGE = 6;
/** How long currency rates are reused before they are read again. */
const RATES_TTL_MS = 30_000;
/** How long, and for how many texts, a typed place's resolution is reused. */
const PLACE_CACHE_TTL_MS = 60_000;
const PLACE_CACHE_SIZE = 1_000;

const isPublished = eq(listings.status, 'published');

/** Every order ends on the id, so pages never repeat or skip a listing. */
const ORDER: Record<ListingsQuery['sort'], SQL[]> = {
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
const ORDER_BY_SORTING: Record<ListingsQuery['sort'], SQL[]> = {
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
/** Up to this many matches, a page is sorted from the matches rather than read off an ordered index. */
const SMALL_RESULT = 2_000;

/** Buckets of the price histogram (the last one also holds the few dearest listings). */
const HISTOGRAM_BUCKETS = 24;
/** The histogram spans the cheapest price up to this share of the matches. */
const HISTOGRAM_SPAN = 0.95;

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
function niceStep(value: number) {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= value) ?? 10 * magnitude) as number;
}

/** The listing columns a card shows (a page of results reads no descriptions or rules). */
const cardColumns = {
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
  cleaningFee: listings.cleaningFee,
  currency: listings.currency,
  ratingAvg: listings.ratingAvg,
  reviewCount: listings.reviewCount,
};

type ListingRow = {
  listing: Pick<typeof listings.$inferSelect, keyof typeof cardColumns>;
  place: typeof places.$inferSelect;
  category: { slug: string; name: string };
};

export function listingsService(db: Db) {
  // Rates are reference data that change rarely: read at most every RATES_TTL_MS, not per search.
  let rateCache: { at: number; table: Promise<Map<string, CurrencyRate>> } | null = null;
  async function rates() {
    if (!rateCache || Date.now() - rateCache.at > RATES_TTL_MS) {
      const table = db
        .select()
        .from(currencies)
        .then((rows) => new Map(rows.map((c) => [c.code, { rate: c.rate, minorDigits: c.minorDigits }])));
      rateCache = { at: Date.now(), table };
      table.catch(() => {
        rateCache = null;
      });
    }
    return rateCache.table;
  }

  const selectListings = () =>
    db
      .select({
        listing: listings,
        place: places,
        category: { slug: categories.slug, name: categories.name },
      })
      .from(listings)
      .innerJoin(places, eq(places.id, listings.placeId))
      .innerJoin(categories, eq(categories.id, listings.categoryId));

  /** A card's photos in order, aggregated in the listing query itself (one round trip less per page). */
  const cardPhotos = sql<PhotoRow[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ph.id, 'position', ph.position, 'isCover', ph.is_cover, 'alt', ph.alt,
      'storageKey', ph.storage_key, 'width', ph.width, 'height', ph.height
    ) order by ph.position, ph.id), '[]'::json)
    from ${listingPhotos} ph where ph.listing_id = ${listings.id})`;

  async function photosOf(listingIds: number[]) {
    if (listingIds.length === 0) return new Map<number, Photo[]>();
    const rows = await db
      .select()
      .from(listingPhotos)
      .where(inArray(listingPhotos.listingId, listingIds))
      .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position), asc(listingPhotos.id));
    const byListing = new Map<number, Photo[]>();
    for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), toPhoto(row)]);
    return byListing;
  }

  function toCard(
    row: ListingRow,
    photos: Photo[],
    rateTable: Map<string, CurrencyRate>,
    currency: string,
    nights: number | null = null,
  ): ListingCard {
    const l = row.listing;
    const from = rateTable.get(l.currency);
    const to = rateTable.get(currency);
    if (!from || !to) throw new Error(`No rate for ${l.currency} or ${currency}`);
    return {
      id: l.id,
      kind: l.kind,
      title: l.title,
      category: row.category,
      property_type: l.propertyType,
      place: {
        id: row.place.id,
        slug: row.place.slug,
        name: row.place.name,
        region: row.place.region,
        country: row.place.country,
        country_code: row.place.countryCode,
      },
      lat: l.lat ?? row.place.lat,
      lng: l.lng ?? row.place.lng,
      max_guests: l.maxGuests,
      bedrooms: l.bedrooms,
      beds: l.beds,
      bathrooms: l.bathrooms,
      instant_book: l.instantBook,
      price: { amount: l.nightlyPrice, currency: l.currency },
      display_price: { amount: convertMinor(l.nightlyPrice, from, to), currency },
      rating_avg: l.ratingAvg,
      review_count: l.reviewCount,
      photos,
      stay: nights
        ? {
            nights,
            total: { amount: convertMinor(l.nightlyPrice * nights + l.cleaningFee, from, to), currency },
          }
        : null,
    };
  }

  async function currencyPair(currency: string) {
    const rateTable = await rates();
    const requested = rateTable.get(currency);
    const usd = rateTable.get('USD');
    if (!requested || !usd) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
    return { rateTable, requested, usd };
  }

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

  return {
    async list(query: ListingsQuery): Promise<ListingPage> {
      const { rateTable, requested, usd } = await currencyPair(query.currency);
      const toUsd = (amount: number) => convertMinor(amount, requested, usd);
      const where = await filtersOf(query, {
        min: query.price_min === undefined ? undefined : toUsd(query.price_min),
        max: query.price_max === undefined ? undefined : toUsd(query.price_max),
      });
      const nights = query.checkin && query.checkout ? nightsBetween(query.checkin, query.checkout) : null;

      // The count first (index-only for place and map searches); it decides how the page is found.
      const [totalRow] = await db.select({ total: count() }).from(listings).where(where);
      const total = totalRow?.total ?? 0;
      const offset = (query.page - 1) * query.per_page;
      // The page's ids come from the indexes alone (ordered, limited); only those rows are then read
      // with their place, category and photos, and only the columns a card shows.
      const pageIds = db
        .select({ id: listings.id })
        .from(listings)
        .where(where)
        .orderBy(...(total <= SMALL_RESULT ? ORDER_BY_SORTING : ORDER)[query.sort])
        .limit(query.per_page)
        .offset(offset);
      const rows =
        offset >= total
          ? []
          : await db
              .select({
                listing: cardColumns,
                place: places,
                category: { slug: categories.slug, name: categories.name },
                photos: cardPhotos,
              })
              .from(listings)
              .innerJoin(places, eq(places.id, listings.placeId))
              .innerJoin(categories, eq(categories.id, listings.categoryId))
              .where(inArray(listings.id, pageIds))
              .orderBy(...ORDER[query.sort]);
      return {
        items: rows.map((r) => toCard(r, r.photos.map(toPhoto), rateTable, query.currency, nights)),
        page: query.page,
        per_page: query.per_page,
        total,
        total_pages: Math.ceil(total / query.per_page),
      };
    },

    /** Nightly prices of the matches (price filters ignored) in buckets of the visitor's currency. */
    async histogram(query: PriceHistogramQuery): Promise<PriceHistogram> {
      const { requested, usd } = await currencyPair(query.currency);
      const where = await filtersOf(query, {});
      const price = listings.nightlyPriceUsd;
      const [stats] = await db
        .select({
          total: count(),
          min: sql<number | null>`min(${price})`,
          max: sql<number | null>`max(${price})`,
          upper: sql<number | null>`percentile_disc(${HISTOGRAM_SPAN}) within group (order by ${price})`,
        })
        .from(listings)
        .where(where);
      const total = stats?.total ?? 0;
      const toVisitor = (cents: number) => convertMinor(cents, usd, requested);
      if (!stats || total === 0 || stats.min === null || stats.max === null || stats.upper === null) {
        return { currency: query.currency, min: null, max: null, step: 0, buckets: [], total: 0 };
      }
      const min = toVisitor(Number(stats.min));
      const max = toVisitor(Number(stats.max));
      const upper = toVisitor(Number(stats.upper));
      const unit = 10 ** requested.minorDigits;
      const step = Math.max(unit, niceStep((upper - min) / HISTOGRAM_BUCKETS));
      const from = Math.floor(min / step) * step;
      const last = Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((upper - from) / step));
      // Visitor minor units per US cent, as convertMinor computes it.
      const factor = (requested.rate * unit) / (usd.rate * 10 ** usd.minorDigits);
      const bucket = sql<number>`least(${last}, floor((round(${price} * ${factor}::float8) - ${from}) / ${step}))::int`;
      const rows = await db.select({ bucket, count: count() }).from(listings).where(where).groupBy(sql`1`);
      const counts = new Map(rows.map((r) => [Number(r.bucket), r.count]));
      return {
        currency: query.currency,
        min,
        max,
        step,
        buckets: Array.from({ length: last + 1 }, (_, i) => ({
          from: from + i * step,
          to: from + (i + 1) * step,
          count: counts.get(i) ?? 0,
        })),
        total,
      };
    },

    /** Cities, regions and countries whose names look like `text` (prefix first, then by similarity). */
    async suggest(text: string, limit: number): Promise<PlaceSuggestion[]> {
      const prefix = `${escapeLike(text)}%`;
      const result = await db.execute(sql`
        with candidates as (
          select 'city' as kind, name, concat_ws(', ', nullif(region, ''), country) as context,
                 country_code, lat, lng
            from ${places} where kind = 'city'
          union all
          select 'region', region, country, min(country_code), avg(lat), avg(lng)
            from ${places} where region <> '' and region <> name group by region, country
          union all
          select 'country', country, '', min(country_code), avg(lat), avg(lng)
            from ${places} group by country
        ), scored as (
          select *, name ilike ${prefix} as is_prefix,
                 greatest(similarity(name, ${text}), word_similarity(${text}, name)) as score
            from candidates
        )
        select kind, name, context, country_code, lat::float8 as lat, lng::float8 as lng
          from scored
         where is_prefix or score >= 0.3
         order by is_prefix desc, score desc, case kind when 'city' then 0 when 'region' then 1 else 2 end, name
         limit ${limit}
      `);
      const { rows } = result as unknown as { rows: (PlaceSuggestion & { lat: unknown; lng: unknown })[] };
      return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
    },

    async amenities() {
      const rows = await db.select().from(amenities).orderBy(asc(amenities.position), asc(amenities.slug));
      return rows.map(({ slug, name, icon, group }) => ({ slug, name, icon, group }));
    },

    async get(id: number, currency: string): Promise<ListingDetail> {
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
          .where(eq(reviews.listingId, id)),
        db
          .select({
            review: reviews,
            author: { id: users.id, firstName: users.firstName, pictureUrl: users.pictureUrl },
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.authorId))
          .where(eq(reviews.listingId, id))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(MAX_REVIEWS_ON_PAGE),
      ]);
      const [hostRow] = host;
      const [ratingRow] = ratings;
      if (!hostRow || !ratingRow) throw notFound();
      return {
        ...toCard(row, photos.get(id) ?? [], rateTable, currency),
        description: l.description,
        address: l.address,
        amenities: amenityRows.map(({ slug, name, icon, group }) => ({ slug, name, icon, group })),
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
    },
  };
}

/** Average rounded to two decimals; null without rows. */
const avg2 = (column: AnyPgColumn) =>
  sql<number | null>`round(avg(${column}), 2)`.mapWith((v) => (v === null ? null : Number(v)));
