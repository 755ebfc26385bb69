import type {
  ContentLanguage,
  ListingPage,
  ListingsQuery,
  PlaceSuggestion,
  PriceHistogram,
  PriceHistogramQuery,
} from '@roamstead/contract';
import { type CurrencyRate, convertMinor, listDays, SEARCH_COUNT_CAP, todayUtc } from '@roamstead/contract';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { preparedReads } from '../../db/prepared';
import { amenities, places } from '../../db/schema';
import { countryName, gazetteer, nameIn, normaliseName } from '../places';
import { type CardStay, listingCards } from './cards';
import { listingDetail } from './detail';
import { bestStay, type FlexRow, flexPlan } from './flexible';
import { toCardPhoto } from './photos';
import { listingReviews } from './reviews';
import {
  HISTOGRAM_BUCKETS,
  HISTOGRAM_SPAN,
  matchingListings,
  niceStep,
  type SearchRow,
  Statement,
  searchFilters,
  searchStatement,
} from './search-sql';

export interface ListingsOptions {
  /** Matches counted before a search says "n+" (a test lowers it). */
  countCap?: number;
}

/** Search, price histogram, place suggestions, amenities and one listing's page. */
export function listingsService(database: Database, { countCap = SEARCH_COUNT_CAP }: ListingsOptions = {}) {
  // Public reads: a replica's when one may answer the request (ADR 0068).
  const db = database.reads;
  const read = preparedReads(database);
  const cards = listingCards(db);
  const { currencyPair, toCard } = cards;
  const filtersOf = searchFilters(db);

  function toSearchCard(
    r: SearchRow & { id: number },
    rateTable: Map<string, CurrencyRate>,
    currency: string,
    stay: CardStay | null,
    best: { checkin: string; checkout: string } | null = null,
  ) {
    const place = {
      id: r.placeId,
      slug: r.placeSlug,
      name: r.placeName,
      region: r.placeRegion,
      country: r.placeCountry,
      countryCode: r.placeCountryCode,
      lat: r.lat,
      lng: r.lng,
    };
    const card = toCard(
      { listing: r, place, category: { slug: r.categorySlug, name: r.categoryName } },
      rateTable,
      currency,
      stay,
    );
    const best_stay = best && card.stay ? { ...best, nights: card.stay.nights, total: card.stay.total } : null;
    return { ...card, photos: r.photos.map((p) => toCardPhoto(p)), best_stay };
  }

  return {
    async list(query: ListingsQuery): Promise<ListingPage> {
      const { rateTable, requested, usd } = await currencyPair(query.currency);
      const toUsd = (amount: number) => convertMinor(amount, requested, usd);
      const statement = new Statement();
      const flex = flexPlan(query, todayUtc());
      const where = await filtersOf(
        statement,
        query,
        {
          min: query.price_min === undefined ? undefined : toUsd(query.price_min),
          max: query.price_max === undefined ? undefined : toUsd(query.price_max),
        },
        flex,
      );
      const { checkin, checkout } = query;
      const text = searchStatement(statement, where, {
        sort: query.sort,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
        cap: countCap,
        stay: checkin && checkout ? { checkin, checkout } : undefined,
        flex,
      });
      const rows = await read<SearchRow>({ text, values: statement.values });
      const first = rows[0];
      const total = Math.min(first?.total ?? 0, countCap);
      const found = rows.filter((r): r is SearchRow & { id: number } => r.id !== null);
      const page = {
        page: query.page,
        per_page: query.per_page,
        total,
        total_capped: (first?.total ?? 0) > countCap,
        total_pages: Math.ceil(total / query.per_page),
      };
      if (flex) {
        // Each card priced for its own best stay, through the same path as a card with dates.
        const items = found.map((r) => {
          const row = r as SearchRow & { id: number } & FlexRow;
          const from = rateTable.get(r.currency);
          const to = rateTable.get(query.currency);
          const best = from && to && r.kind === 'home' ? bestStay(row, flex, from, to) : null;
          const stay = best && {
            nights: listDays(best.checkin, best.checkout),
            overrides: new Map([[r.id, new Map(Object.entries(row.nightPrices ?? {}))]]),
          };
          return toSearchCard(r, rateTable, query.currency, stay, best);
        });
        return { items, ...page };
      }
      const stay =
        checkin && checkout
          ? {
              nights: listDays(checkin, checkout),
              overrides: new Map(found.map((r) => [r.id, new Map(Object.entries(r.nightPrices ?? {}))])),
            }
          : null;
      return { items: found.map((r) => toSearchCard(r, rateTable, query.currency, stay)), ...page };
    },

    /** Nightly prices of the matches (price filters ignored) in buckets of the visitor's currency. */
    async histogram(query: PriceHistogramQuery): Promise<PriceHistogram> {
      const { requested, usd } = await currencyPair(query.currency);
      const statement = new Statement();
      const matches = matchingListings(await filtersOf(statement, query, {}), 'listings.nightly_price_usd');
      const [stats] = await read<{ total: number; min: number | null; max: number | null; upper: number | null }>({
        text: `select count(*)::int as total, min(nightly_price_usd), max(nightly_price_usd),
                      percentile_disc(${HISTOGRAM_SPAN}) within group (order by nightly_price_usd) as upper
                 from (${matches}) listings`,
        values: statement.values,
      });
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
      const [lastBucket, priceFactor, first, width] = [last, factor, from, step].map((v) => statement.param(v));
      const rows = await read<{ bucket: number; count: number }>({
        text: `select least(${lastBucket}::int, floor((round(nightly_price_usd * ${priceFactor}::float8) - ${first}::float8) / ${width}::float8))::int as bucket,
                      count(*)::int as count
                 from (${matches}) listings group by 1`,
        values: statement.values,
      });
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

    /**
     * Stored cities, regions and countries whose names start like `text`, then the world's places
     * so named (docs/adr/0072), then stored ones whose names are merely similar (typos).
     */
    async suggest(text: string, limit: number, lang: ContentLanguage): Promise<PlaceSuggestion[]> {
      const prefix = `${escapeLike(text)}%`;
      const [result, world] = await Promise.all([
        db.execute(sql`
        with candidates as (
          select 'city' as kind, name, region, country, country_code, lat, lng
            from ${places} where kind = 'city'
          union all
          select 'region', region, '', country, min(country_code), avg(lat), avg(lng)
            from ${places} where region <> '' and region <> name group by region, country
          union all
          select 'country', country, '', '', min(country_code), avg(lat), avg(lng)
            from ${places} group by country
        ), scored as (
          select *, name ilike ${prefix} as is_prefix,
                 greatest(similarity(name, ${text}), word_similarity(${text}, name)) as score
            from candidates
        )
        select kind, name, region, country, country_code, lat::float8 as lat, lng::float8 as lng, is_prefix
          from scored
         where is_prefix or score >= 0.3
         order by is_prefix desc, score desc, case kind when 'city' then 0 when 'region' then 1 else 2 end, name
         limit ${limit}
      `),
        gazetteer().then((g) => g.search(text, limit)),
      ]);
      type Row = Omit<PlaceSuggestion, 'context'> & { region: string; country: string; is_prefix: boolean };
      const rows = (result as unknown as { rows: Row[] }).rows;
      const suggestion = (r: Row): PlaceSuggestion => ({
        kind: r.kind,
        name: r.kind === 'country' ? countryName(r.country_code, lang) : r.name,
        context: [
          normaliseName(r.region) === normaliseName(r.name) ? '' : r.region,
          r.kind === 'country' ? '' : countryName(r.country_code, lang),
        ]
          .filter(Boolean)
          .join(', '),
        country_code: r.country_code,
        lat: Number(r.lat),
        lng: Number(r.lng),
      });
      const cityKey = (name: string, countryCode: string) => `${normaliseName(name)}|${countryCode}`;
      // A stored city the world's data also found is named as found: "Lisbonne" in French, لشبونة in Arabic.
      const localised = new Map(world.map((m) => [cityKey(m.place.name, m.place.countryCode), nameIn(m, lang)]));
      const stored = rows.map((r) => {
        const s = suggestion(r);
        return r.kind === 'city' ? { ...s, name: localised.get(cityKey(r.name, r.country_code)) ?? s.name } : s;
      });
      const known = new Set(rows.filter((r) => r.kind === 'city').map((r) => cityKey(r.name, r.country_code)));
      const cities = world
        .filter((m) => !known.has(cityKey(m.place.name, m.place.countryCode)))
        .map(
          (m): PlaceSuggestion => ({
            kind: 'city',
            name: nameIn(m, lang),
            // A region of the town's own name is said once ("Porto · Portugal").
            context: [
              normaliseName(m.place.region) === normaliseName(m.place.name) ? '' : m.place.region,
              countryName(m.place.countryCode, lang),
            ]
              .filter(Boolean)
              .join(', '),
            country_code: m.place.countryCode,
            lat: m.place.lat,
            lng: m.place.lng,
          }),
        );
      const prefixed = rows.filter((r) => r.is_prefix).length;
      return [...stored.slice(0, prefixed), ...cities, ...stored.slice(prefixed)].slice(0, limit);
    },

    async amenities() {
      const rows = await db.select().from(amenities).orderBy(asc(amenities.position), asc(amenities.slug));
      return rows.map(({ slug, name, icon, group, names }) => ({ slug, name, icon, group, names }));
    },

    get: listingDetail(db, cards),

    reviews: listingReviews(db),
  };
}
