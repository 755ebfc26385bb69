import type {
  ListingPage,
  ListingsQuery,
  PlaceSuggestion,
  PriceHistogram,
  PriceHistogramQuery,
} from '@roamstead/contract';
import { convertMinor } from '@roamstead/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { amenities, categories, listings, places } from '../../db/schema';
import { listingCards } from './cards';
import { listingDetail } from './detail';
import { toPhoto } from './photos';
import {
  cardColumns,
  HISTOGRAM_BUCKETS,
  HISTOGRAM_SPAN,
  niceStep,
  ORDER,
  ORDER_BY_SORTING,
  SMALL_RESULT,
  searchFilters,
} from './search-sql';

/** Search, price histogram, place suggestions, amenities and one listing's page. */
export function listingsService(db: Db) {
  const cards = listingCards(db);
  const { currencyPair, cardPhotos, nightOverrides, toCard } = cards;
  const filtersOf = searchFilters(db);

  return {
    async list(query: ListingsQuery): Promise<ListingPage> {
      const { rateTable, requested, usd } = await currencyPair(query.currency);
      const toUsd = (amount: number) => convertMinor(amount, requested, usd);
      const where = await filtersOf(query, {
        min: query.price_min === undefined ? undefined : toUsd(query.price_min),
        max: query.price_max === undefined ? undefined : toUsd(query.price_max),
      });

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
      const { checkin, checkout } = query;
      const stay =
        checkin && checkout
          ? {
              checkin,
              checkout,
              overrides: await nightOverrides(
                rows.map((r) => r.listing.id),
                checkin,
                checkout,
              ),
            }
          : null;
      return {
        items: rows.map((r) => toCard(r, r.photos.map(toPhoto), rateTable, query.currency, stay)),
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

    get: listingDetail(db, cards),
  };
}
