import { countDays, LISTING_SORTS, type ListingsQuery, type PriceHistogramQuery, todayUtc } from '@roamstead/contract';
import { and, asc, desc, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { categories, listings, places } from '../../db/schema';
import { areaAround, gazetteer } from '../places';
import { type FlexPlan, flexColumns, flexCondition, flexPlan } from './flexible';
import type { CardPhotoRow } from './photos';

/** How long, and for how many texts, a typed place's resolution is reused. */
const PLACE_CACHE_TTL_MS = 60_000;
const PLACE_CACHE_SIZE = 1_000;

export const isPublished = eq(listings.status, 'published');

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

/** Buckets of the price histogram (the last one also holds the few dearest listings). */
export const HISTOGRAM_BUCKETS = 24;
/** The histogram spans the cheapest price up to this share of the matches. */
export const HISTOGRAM_SPAN = 0.95;

/**
 * The places a free-text location names. "Barcelona, Spain" names Barcelona in a region or country
 * "Spain". A name contained in a city, region or country wins; otherwise (a typo) the city, region
 * or country whose name is most similar by trigrams (pg_trgm), so "Lisbn" finds Lisbon alone —
 * unless `typos` is false: the name of a real place ("Porto") is no misspelling of "Portugal".
 */
async function placesMatching(db: Db, text: string, typos: boolean): Promise<number[]> {
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
  if (contained.length || !typos) return contained.map((p) => p.id);
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

/** A latitude/longitude box; west > east wraps over the antimeridian. */
type Box = { west: number; south: number; east: number; north: number };

/**
 * What a typed place covers: the stored places it names (see `placesMatching`, plus those of a
 * country named in any of our languages) and, when it names a place of the world (docs/adr/0072),
 * the area around it, so listings near Porto are found whichever place their host chose.
 */
async function placeFilter(db: Db, text: string): Promise<{ ids: number[]; area?: Box }> {
  const world = await gazetteer();
  const place = world.resolve(text);
  const ids = await placesMatching(db, text, !place);
  const country = world.countryNamed(text);
  const inCountry = country
    ? await db.select({ id: places.id }).from(places).where(eq(places.countryCode, country))
    : [];
  return { ids: [...new Set([...ids, ...inCountry.map((p) => p.id)])], area: place && areaAround(place) };
}

/**
 * A box as plain ranges on the (lng, lat) B-tree rather than a box on a GiST index (docs/adr/0009):
 * one range, or two disjoint ones when it crosses the antimeridian.
 */
function boxAreas(p: (value: unknown) => string, box: Box) {
  const [w, e, s, n] = [box.west, box.east, box.south, box.north].map(p);
  const lat = `listings.lat between ${s}::float8 and ${n}::float8`;
  return box.west <= box.east
    ? [`listings.lng between ${w}::float8 and ${e}::float8 and ${lat}`]
    : [`listings.lng >= ${w}::float8 and ${lat}`, `listings.lng <= ${e}::float8 and ${lat}`];
}

/** Smallest 1, 2 or 5 × 10^k that is at least `value`. */
export function niceStep(value: number) {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return ([1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= value) ?? 10 * magnitude) as number;
}

/** The listing columns a card shows (a page of results reads no descriptions or rules). */
type CardColumn =
  | 'id'
  | 'kind'
  | 'title'
  | 'propertyType'
  | 'lat'
  | 'lng'
  | 'maxGuests'
  | 'bedrooms'
  | 'beds'
  | 'bathrooms'
  | 'instantBook'
  | 'nightlyPrice'
  | 'weekendPrice'
  | 'weeklyDiscountPercent'
  | 'monthlyDiscountPercent'
  | 'cleaningFee'
  | 'currency'
  | 'ratingAvg'
  | 'reviewCount';

export type ListingRow = {
  listing: Pick<typeof listings.$inferSelect, CardColumn>;
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
  /** The hosts' per-night prices of the stay by night (searches with dates), null for none. */
  nightPrices?: Record<string, number> | null;
};

const dialect = new PgDialect();
/** Parameter-free SQL rendered once: a search's statement is then put together from strings. */
const rendered = (query: SQL) => dialect.sqlToQuery(query).sql;
const orderBy = (parts: SQL[]) => rendered(sql.join(parts, sql`, `));
/** The columns each order sorts on (the place, category and map indexes INCLUDE them all). */
const KEYS: Record<ListingsQuery['sort'], SQLWrapper[]> = {
  recommended: [listings.id, listings.recommendedScore],
  price_asc: [listings.id, listings.nightlyPriceUsd],
  price_desc: [listings.id, listings.nightlyPriceUsd],
  rating: [listings.id, listings.ratingAvg, listings.reviewCount],
  newest: [listings.id, listings.publishedAt],
};
const SORTED = Object.fromEntries(
  LISTING_SORTS.map((sort) => [sort, { order: orderBy(ORDER[sort]), keys: rendered(sql.join(KEYS[sort], sql`, `)) }]),
) as Record<ListingsQuery['sort'], { order: string; keys: string }>;
const FROM_LISTINGS = rendered(sql`select ${listings.id} from ${listings}`);

/** The card rows of the page's ids, photos included (cover first); one row of nulls without a page. */
const CARD_COLUMNS = rendered(sql`
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
           ${listings.cardPhotos} as photos`);
const CARD_SOURCES = rendered(sql`
      from matched
      left join (${listings}
        inner join ${places} on ${places.id} = ${listings.placeId}
        inner join ${categories} on ${categories.id} = ${listings.categoryId})
        on ${listings.id} in (select id from page)`);

/** A statement's text with its parameters, numbered as they are added. */
export class Statement {
  readonly values: unknown[] = [];
  /** `value`'s placeholder (`$n`). */
  param(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A search's conditions: where it looks (the place or map box) as disjoint `areas`, each a range
 * one index serves, the other `filters`, and all of them for walking the sort's index (see
 * `searchStatement`).
 */
export interface SearchWhere {
  areas: string[];
  filters: string;
  walking: string;
  /** The price range alone, in sight of the price index: a walk down the price order starts at its end. */
  priceRange: string[];
}

/**
 * The matching listings' `columns`: a union of one index scan per area. Written as one condition, a
 * place (its listings, or within the box around it) or a box across the antimeridian is an OR that
 * no single index serves, and PostgreSQL read the whole table instead.
 */
export function matchingListings(where: SearchWhere, columns: string) {
  return where.areas
    .map((area) => `(select ${columns} from listings where ${area} and ${where.filters})`)
    .join(' union all ');
}

/**
 * One statement for a page of search results (docs/adr/0031, 0037, 0086): up to `cap` + 1 matches
 * with their sort keys, their count, the page's ids, then the card rows (with the hosts' per-night
 * prices of the stay when it has dates). The count decides how the ids are found, inside the
 * statement: each branch of the union is gated on it (a one-time filter), so up to `cap` matches
 * are sorted as gathered, and more are read off the sort's index until the page is full, with
 * conditions no index can serve and that the planner cannot estimate (`SearchWhere.walking`), so
 * it never trades that walk for sorting thousands of matches.
 */
export function searchStatement(
  statement: Statement,
  where: SearchWhere,
  page: {
    sort: ListingsQuery['sort'];
    limit: number;
    offset: number;
    cap: number;
    stay?: { checkin: string; checkout: string };
    /** Flexible dates: each card row also carries what its best stay is worked out from. */
    flex?: FlexPlan | null;
  },
) {
  const { order, keys } = SORTED[page.sort];
  const cap = statement.param(page.cap);
  const limit = statement.param(page.limit);
  const offset = statement.param(page.offset);
  const p = (value: unknown) => statement.param(value);
  const nightPrices = page.flex
    ? flexColumns(page.flex, p)
    : page.stay
      ? `, (select json_object_agg(n.night, n.price) from listing_night_prices n
          where n.listing_id = listings.id and n.night >= ${statement.param(page.stay.checkin)}::date
            and n.night < ${statement.param(page.stay.checkout)}::date) as "nightPrices"`
      : '';
  // Walking down the price order, the range is the index scan's bound, not a filter of every
  // cheaper listing passed. In other orders it stays out of sight: a range the planner guesses
  // narrow would have it read the whole range and sort it.
  const byPrice = page.sort === 'price_asc' || page.sort === 'price_desc';
  const walking = [where.walking, ...(byPrice ? where.priceRange : [])].join(' and ');
  // `found` is read once, for the count and, when it is small, for the page.
  return `
    with found as materialized (
      select * from (${matchingListings(where, keys)}) f limit ${cap}::int + 1
    ), matched as (
      select count(*)::int as total from found
    ), page as (
      (select listings.id from found listings where (select total from matched) <= ${cap}::int
        order by ${order} limit ${limit} offset ${offset})
      union all
      (${FROM_LISTINGS} where ${walking} and (select total from matched) > ${cap}::int
        order by ${order} limit ${limit} offset ${offset})
    )
    ${CARD_COLUMNS}${nightPrices}
    ${CARD_SOURCES}
     order by ${order}`;
}

/**
 * The conditions of a search's filters, written as SQL text with `statement`'s parameters (a
 * search is the hottest read: building it through the query builder cost a tenth of its CPU), with
 * typed places resolved through a short-lived cache.
 */
export function searchFilters(db: Db) {
  // What a typed place resolves to, reused for a while: the gazetteer changes rarely and every
  // search page, map move and histogram of one search names the same place.
  const placeCache = new Map<string, { at: number; filter: ReturnType<typeof placeFilter> }>();
  function resolvePlace(text: string) {
    const key = text.toLowerCase();
    const hit = placeCache.get(key);
    if (hit && Date.now() - hit.at < PLACE_CACHE_TTL_MS) return hit.filter;
    if (placeCache.size >= PLACE_CACHE_SIZE) placeCache.clear();
    const filter = placeFilter(db, text);
    placeCache.set(key, { at: Date.now(), filter });
    filter.catch(() => placeCache.delete(key));
    return filter;
  }

  /** Prices are given in US cents. */
  async function filtersOf(
    statement: Statement,
    query: PriceHistogramQuery,
    prices: { min?: number; max?: number },
    flex: FlexPlan | null = flexPlan(query, todayUtc()),
  ): Promise<SearchWhere> {
    const p = (value: unknown) => statement.param(value);
    const place = query.place ? await resolvePlace(query.place) : undefined;
    // Where the search looks, as disjoint areas whose union is the place and map box asked for.
    let areas: string[] = [];
    const locations: string[] = [];
    const within = (alternatives: string[]) => {
      areas = areas.length ? areas.flatMap((area) => alternatives.map((a) => `${area} and ${a}`)) : alternatives;
      locations.push(alternatives.map((a) => `(${a})`).join(' or '));
    };
    if (place) {
      const box = place.area ? boxAreas(p, place.area) : [];
      const ids = place.ids.length ? `listings.place_id = any(${p(place.ids)}::int[])` : undefined;
      // The place's listings outside the box around it (null coordinates are outside too).
      const outside = box.length ? ` and not coalesce(${box.map((b) => `(${b})`).join(' or ')}, false)` : '';
      const alternatives = [...box, ...(ids ? [`${ids}${outside}`] : [])];
      // No place by that name: nothing matches.
      within(alternatives.length ? alternatives : ['false']);
    }
    if (query.bbox) within(boxAreas(p, query.bbox));
    // With an area, every filter is written whether the search has it or not (a null parameter
    // passes), so a search's text depends on its area, sort and flexible dates alone: each pooled
    // connection plans it once (generic plans, ADR 0037) instead of every search of a new
    // combination of filters, whose planning cost more than reading its matches (docs/adr/0089).
    // Without an area only the filters given are written, in sight of the kind's and category's
    // indexes.
    const guarded = areas.length > 0;
    const conditions: string[] = [];
    /** Writes a filter's test of `value`, if it is written at all (see above); returns its parameter. */
    const test = (value: unknown, cast: string, condition: (param: string) => string) => {
      if (value === undefined && !guarded) return undefined;
      const param = `${p(value ?? null)}::${cast}`;
      conditions.push(guarded ? `${param} is null or ${condition(param)}` : condition(param));
      return param;
    };
    // One lookup for the search (slugs are unique), then a plain test on each index entry; as a
    // semi-join the planner looked the slug up once per listing, after their hold probes.
    test(
      query.category || undefined,
      'text',
      (slug) => `listings.category_id = (select c.id from categories c where c.slug = ${slug})`,
    );
    // Without an area the kind is a literal (the contract allows two): the planner then knows from
    // its statistics that one kind is rare and finds it through listings_kind_idx.
    if (guarded) test(query.kind, 'text', (kind) => `listings.kind = ${kind}`);
    else if (query.kind) conditions.push(`listings.kind = '${query.kind}'`);
    test(
      query.property_type?.length ? query.property_type : undefined,
      'text[]',
      (types) => `listings.property_type = any(${types})`,
    );
    test(query.guests || undefined, 'int', (guests) => `listings.max_guests >= ${guests}`);
    test(query.bedrooms || undefined, 'int', (bedrooms) => `listings.bedrooms >= ${bedrooms}`);
    test(query.beds || undefined, 'int', (beds) => `listings.beds >= ${beds}`);
    test(query.bathrooms || undefined, 'numeric', (bathrooms) => `listings.bathrooms >= ${bathrooms}`);
    // Through the sort and score indexes' INCLUDE lists, not the GIN index: even the rarest amenity is
    // on a few percent of listings, and a generic plan takes any amenity for a rare one (docs/adr/0079).
    test(
      query.amenities?.length ? query.amenities : undefined,
      'text[]',
      (slugs) => `coalesce(listings.amenities, '{}') @> ${slugs}`,
    );
    test(query.instant_book || undefined, 'boolean', (instant) => `listings.instant_book = ${instant}`);
    // The price range is also, walking down the price order, the bounds of the index scan, in
    // sight of it, so the walk starts at its end. With an area both bounds are written, the widest
    // where none was given, so each sort keeps one text.
    const priceRange: string[] = [];
    for (const [usd, op, widest] of [
      [prices.min, '>=', -2147483648],
      [prices.max, '<=', 2147483647],
    ] as const) {
      const bound = test(usd, 'int', (param) => `listings.nightly_price_usd ${op} ${param}`);
      if (bound)
        priceRange.push(`listings.nightly_price_usd ${op} ${guarded ? `coalesce(${bound}, ${widest})` : bound}`);
    }
    // The nights of a stay are free: no hold (booking or host block) overlaps [checkin, checkout).
    // The walk's conditions are evaluated in the order written: this subquery goes after the plain tests.
    const dates = query.checkin && query.checkout ? { checkin: query.checkin, checkout: query.checkout } : undefined;
    if (dates || guarded) {
      const checkin = `${p(dates?.checkin ?? null)}::date`;
      const nights = `${p(dates ? countDays(dates.checkin, dates.checkout) : null)}::int`;
      const free = `listings.min_nights <= ${nights} and listings.max_nights >= ${nights}
        and not exists (select 1 from listing_holds h where h.listing_id = listings.id
          and h.stay && daterange(${checkin}, ${p(dates?.checkout ?? null)}::date))`;
      conditions.push(guarded ? `${checkin} is null or (${free})` : free);
    }
    // The costliest test (a hold lookup per check-in day until one is free) goes last of all.
    if (flex) conditions.push(flexCondition(flex, p));
    const filters = conditions.map((part) => `(${part})`);
    const walk = [...locations.map((part) => `(${part})`), ...filters];
    // Inside a CASE no index serves the filters and the planner assumes half the rows match (with
    // a generic plan's unknown parameters it would guess a handful), so the index it reads is the
    // one chosen here: an area's (the place or map index, which INCLUDE every filter's column), or
    // the sort's for the walk, which is taken only when over `cap` listings match. Without an area
    // the filters stay in sight, for the kind's and category's indexes.
    const unindexed = (parts: string[]) =>
      parts.length ? `(case when ${parts.join(' and ')} then true else false end)` : 'true';
    // Partial indexes hold published listings only, so that condition always stays in sight.
    const published = "listings.status = 'published'";
    return {
      areas: areas.length ? areas.map((area) => `${published} and ${area}`) : [published],
      filters: areas.length ? unindexed(filters) : filters.join(' and ') || 'true',
      walking: `${published} and ${unindexed(walk)}`,
      priceRange,
    };
  }

  return filtersOf;
}
