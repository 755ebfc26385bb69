import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from './cancellation';
import { isoDate } from './dates';
import { countDays, todayUtc } from './days';
import { FLEX_KINDS, FLEX_LIMITS, FLEX_MESSAGES, FLEX_NIGHTS, flexibleMonths, monthOf } from './flexibleDatesConstants';
import { recordId } from './ids';
import { LISTING_KINDS, LISTING_SORTS, MAX_SEARCH_NIGHTS, PROPERTY_TYPES, SEARCH_LIMITS } from './listingConstants';
import { text } from './text';

/** An amount of money in integer minor units (cents; yen have none) of `currency`. */
export const moneySchema = z.object({ amount: z.number().int(), currency: text().length(3) });
export type Money = z.infer<typeof moneySchema>;

const optionalInt = (min: number, max: number, field: string) =>
  z.coerce
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`)
    .optional();

const currencyParam = text()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
  .transform((c) => c.toUpperCase())
  .default('USD')
  .describe('Currency of prices in the query and of display_price in the answer.');

/** A list given as `a,b` or as a repeated parameter. */
const listParam = <T extends z.ZodType<string, string>>(item: T, field: string) =>
  z
    .union([text(), z.array(text())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(SEARCH_LIMITS.listFilter, `At most ${SEARCH_LIMITS.listFilter} ${field}.`))
    .optional();

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const BBOX_MESSAGE = 'Map bounds must be west,south,east,north in degrees.';
const longitude = z.number(BBOX_MESSAGE).min(-180, BBOX_MESSAGE).max(180, BBOX_MESSAGE);
const latitude = z.number(BBOX_MESSAGE).min(-90, BBOX_MESSAGE).max(90, BBOX_MESSAGE);
/** `west,south,east,north` in degrees; west > east crosses the antimeridian. */
const bboxParam = text()
  .transform((v) => v.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))))
  .pipe(z.tuple([longitude, latitude, longitude, latitude], BBOX_MESSAGE))
  .refine(([, south, , north]) => south <= north, 'The south edge must not be above the north edge.')
  .transform(([west, south, east, north]) => ({ west, south, east, north }))
  .optional()
  .describe('Map bounds: west,south,east,north (degrees). West greater than east crosses the antimeridian.');

/** The filters a search and its price histogram share (everything but sort and page). */
const searchFilters = z.object({
  place: text()
    .trim()
    .min(1)
    .max(SEARCH_LIMITS.placeLength)
    .optional()
    .describe('City, region or country name (partial or misspelt).'),
  bbox: bboxParam,
  checkin: isoDate('Check-in')
    .optional()
    .describe('First night (YYYY-MM-DD); with checkout, only listings free every night.'),
  checkout: isoDate('Check-out').optional().describe('Departure day (YYYY-MM-DD), not a night of the stay.'),
  flex: z
    .enum(FLEX_KINDS, { error: FLEX_MESSAGES.kind })
    .optional()
    .describe(
      'Flexible dates instead of check-in and check-out: a weekend (from a Friday), a week or a month starting in ' +
        '`flex_months`. Only listings with a free stay match; each card gets its best one (`best_stay`).',
    ),
  flex_months: z
    .union([text(), z.array(text())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, FLEX_MESSAGES.month))
        .min(1, FLEX_MESSAGES.months)
        .max(FLEX_LIMITS.months, FLEX_MESSAGES.months)
        // The months offered are the current one (UTC) and the next eleven; yesterday's month
        // too, for a visitor whose day has not turned yet.
        .refine(
          (months) => {
            const today = todayUtc();
            const offered = new Set([monthOf(today, -1), ...flexibleMonths(today)]);
            return months.every((m) => offered.has(m));
          },
          { message: FLEX_MESSAGES.month },
        ),
    )
    .optional()
    .describe(
      `With \`flex\`: one to ${FLEX_LIMITS.months} months (YYYY-MM, comma-separated) among the next ${FLEX_LIMITS.monthsAhead}.`,
    ),
  flex_nights: optionalInt(1, FLEX_NIGHTS.month.max, 'Nights').describe(
    `With \`flex\`: how many nights (weekend ${FLEX_NIGHTS.weekend.min}–${FLEX_NIGHTS.weekend.max}, default ` +
      `${FLEX_NIGHTS.weekend.default}; week ${FLEX_NIGHTS.week.min}–${FLEX_NIGHTS.week.max}, default ${FLEX_NIGHTS.week.default}; ` +
      `month ${FLEX_NIGHTS.month.min}–${FLEX_NIGHTS.month.max}, default ${FLEX_NIGHTS.month.default}).`,
  ),
  category: text().trim().min(1).max(SEARCH_LIMITS.slugLength).optional().describe('Category slug.'),
  kind: z.enum(LISTING_KINDS).optional(),
  property_type: listParam(z.enum(PROPERTY_TYPES), 'property types').describe(
    'Any of these property types (comma-separated).',
  ),
  guests: optionalInt(1, SEARCH_LIMITS.guests, 'Guests'),
  bedrooms: optionalInt(0, SEARCH_LIMITS.rooms, 'Bedrooms').describe('At least this many bedrooms.'),
  beds: optionalInt(0, SEARCH_LIMITS.rooms, 'Beds').describe('At least this many beds.'),
  bathrooms: optionalInt(0, SEARCH_LIMITS.rooms, 'Bathrooms').describe('At least this many bathrooms.'),
  amenities: listParam(text().min(1).max(SEARCH_LIMITS.slugLength), 'amenities').describe(
    'Amenity slugs the listing must all have (comma-separated).',
  ),
  instant_book: booleanParam.describe('Only listings that can be booked without the host approving.'),
  price_min: optionalInt(0, SEARCH_LIMITS.price, 'Minimum price'),
  price_max: optionalInt(0, SEARCH_LIMITS.price, 'Maximum price'),
  currency: currencyParam,
});

type FilterShape = z.infer<typeof searchFilters>;

const checkFilters = <T extends FilterShape>(schema: z.ZodType<T>) =>
  schema
    .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
      path: ['price_max'],
      message: 'Maximum price must not be below the minimum price.',
    })
    .refine((q) => (q.checkin === undefined) === (q.checkout === undefined), {
      path: ['checkout'],
      message: 'Choose both a check-in and a check-out date.',
    })
    .refine((q) => !q.checkin || !q.checkout || countDays(q.checkin, q.checkout) >= 1, {
      path: ['checkout'],
      message: 'Check-out must be after check-in.',
    })
    .refine((q) => !q.checkin || !q.checkout || countDays(q.checkin, q.checkout) <= MAX_SEARCH_NIGHTS, {
      path: ['checkout'],
      message: `A stay can be at most ${MAX_SEARCH_NIGHTS} nights.`,
    })
    .refine((q) => !q.flex || (q.checkin === undefined && q.checkout === undefined), {
      path: ['flex'],
      message: FLEX_MESSAGES.exactAndFlexible,
    })
    .refine((q) => !q.flex || q.flex_months !== undefined, { path: ['flex_months'], message: FLEX_MESSAGES.months })
    .refine((q) => q.flex || (q.flex_months === undefined && q.flex_nights === undefined), {
      path: ['flex'],
      message: FLEX_MESSAGES.monthsWithoutKind,
    })
    .superRefine((q, ctx) => {
      if (!q.flex || q.flex_nights === undefined) return;
      const { min, max } = FLEX_NIGHTS[q.flex];
      if (q.flex_nights < min || q.flex_nights > max) {
        ctx.addIssue({ code: 'custom', path: ['flex_nights'], message: FLEX_MESSAGES.nights(q.flex) });
      }
    });

/**
 * GET /listings. Prices are integer minor units of `currency` (default USD), compared with each
 * listing's nightly price converted at the stored rates.
 */
export const listingsQuery = checkFilters(
  searchFilters.extend({
    sort: z.enum(LISTING_SORTS).default('recommended'),
    page: optionalInt(1, SEARCH_LIMITS.page, 'Page').default(1),
    per_page: optionalInt(1, 100, 'Per page').default(20),
  }),
);
export type ListingsQuery = z.infer<typeof listingsQuery>;

/** GET /listings/price-histogram: the same filters as the search, prices ignored. */
export const priceHistogramQuery = checkFilters(searchFilters);
export type PriceHistogramQuery = z.infer<typeof priceHistogramQuery>;

/** Nightly prices of the listings a search matches, in buckets of the visitor's currency. */
export const priceHistogramSchema = z.object({
  currency: text().length(3),
  /** Cheapest and dearest nightly price among the matches (minor units); null without matches. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** Width of every bucket (minor units). */
  step: z.number().int(),
  /** Consecutive buckets from the first `from`; the last one also counts everything above its `to`. */
  buckets: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
});
export type PriceHistogram = z.infer<typeof priceHistogramSchema>;

export const PLACE_KINDS = ['city', 'region', 'country'] as const;

/** GET /places/suggest */
export const placeSuggestQuery = z.object({
  q: text().trim().min(1, 'Type a place.').max(100).describe('What the visitor typed (typos allowed).'),
  limit: optionalInt(1, 20, 'Limit').default(8),
  lang: text()
    .trim()
    .max(35)
    .optional()
    .describe('Language of the names, where the data has them (en, es, fr, de, ar); English otherwise.'),
});

export const placeSuggestionSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  /** What to search for: the city, region or country name. */
  name: text(),
  /** Shown under the name: region and country, or the country. */
  context: text(),
  country_code: text(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const listingDetailQuery = z.object({ currency: currencyParam });

export const listingIdParams = z.object({
  id: recordId('Listing id'),
});

export const photoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  is_cover: z.boolean(),
  alt: text(),
  /** The largest variant. */
  url: text(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ url: text(), width: z.number().int(), height: z.number().int() })),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * A photo on a search card: one list of its WebP variants, smallest first (the last is the largest,
 * for `src`; all of them for `srcset`). A card's photos come cover first.
 */
export const cardPhotoSchema = z.object({
  id: z.number().int(),
  alt: text(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ url: text(), width: z.number().int() })),
});
export type CardPhoto = z.infer<typeof cardPhotoSchema>;

export const placeSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  region: text(),
  country: text(),
  country_code: text(),
});
export type Place = z.infer<typeof placeSchema>;

/** What a listing's page and a search card share (a card adds its photos, the page far more). */
const listingSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  title: text(),
  category: z.object({ slug: text(), name: text() }),
  property_type: z.enum(PROPERTY_TYPES),
  place: placeSchema,
  lat: z.number(),
  lng: z.number(),
  max_guests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  instant_book: z.boolean(),
  /** Nightly price (per person for experiences) in the listing's own currency. */
  price: moneySchema,
  /** The same price converted to the requested currency. */
  display_price: moneySchema,
  rating_avg: z.number().nullable(),
  review_count: z.number().int(),
  /**
   * With check-in and check-out in the search (homes only): the nights and the stay's total in the
   * requested currency, priced as the quote prices it (fees and taxes included).
   */
  stay: z.object({ nights: z.number().int(), total: moneySchema }).nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** A search result: only what a card and its map pin show. */
export const listingCardSchema = listingSummarySchema.extend({
  photos: z.array(cardPhotoSchema),
  /**
   * With flexible dates (homes only): the listing's best free stay among the search's check-in
   * days, the cheapest total and then the earliest, priced as the quote prices those dates (also
   * in `stay`); null otherwise.
   */
  best_stay: z.object({ checkin: text(), checkout: text(), nights: z.number().int(), total: moneySchema }).nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Listings matching, counted up to SEARCH_COUNT_CAP (see total_capped). */
  total: z.number().int(),
  /**
   * More than SEARCH_COUNT_CAP listings match: `total` is the cap, shown as "1,000+", and the pages
   * counted in total_pages are the first of more.
   */
  total_capped: z.boolean(),
  total_pages: z.number().int(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const amenitySchema = z.object({
  slug: text(),
  name: text(),
  icon: text(),
  group: text(),
  /** Names an operator gave in other languages, over the built-in translations. */
  names: z.record(z.string(), z.string()).optional(),
});
export type Amenity = z.infer<typeof amenitySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: text(),
  created_at: text(),
  author: z.object({ id: z.number().int(), first_name: text(), picture_url: text().nullable() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  photos: z.array(photoSchema),
  description: text(),
  address: text(),
  amenities: z.array(amenitySchema),
  cleaning_fee: moneySchema,
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  duration_minutes: z.number().int().nullable(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  house_rules: text(),
  check_in_time: text(),
  check_out_time: text(),
  published_at: text().nullable(),
  host: z.object({
    id: z.number().int(),
    first_name: text(),
    picture_url: text().nullable(),
    about: text(),
    joined_at: text(),
    listing_count: z.number().int(),
  }),
  /** Averages over all reviews (null without reviews), 1–5 with two decimals. */
  ratings: z.object({
    count: z.number().int(),
    overall: z.number().nullable(),
    cleanliness: z.number().nullable(),
    accuracy: z.number().nullable(),
    check_in: z.number().nullable(),
    communication: z.number().nullable(),
    location: z.number().nullable(),
    value: z.number().nullable(),
  }),
  /** The newest reviews (at most 6). */
  reviews: z.array(reviewSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** GET /listings/{id}/reviews: every review of a listing, newest first, a page at a time. */
export const listingReviewsQuery = z.object({
  page: optionalInt(1, SEARCH_LIMITS.page, 'Page').default(1),
  per_page: optionalInt(1, 50, 'Per page').default(10),
});

/** A guest's stars for each part of the stay (1–5). */
export const reviewRatingsSchema = z.object({
  cleanliness: z.number().int(),
  accuracy: z.number().int(),
  check_in: z.number().int(),
  communication: z.number().int(),
  location: z.number().int(),
  value: z.number().int(),
});

export const listingReviewSchema = reviewSchema.extend({ ratings: reviewRatingsSchema });
export type ListingReview = z.infer<typeof listingReviewSchema>;

export const listingReviewPageSchema = z.object({
  items: z.array(listingReviewSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type ListingReviewPage = z.infer<typeof listingReviewPageSchema>;

/** GET /map-config: the tile URL template ({z}/{x}/{y}) and its attribution; null means no tiles. */
export const mapConfigSchema = z.object({ tile_url: text().nullable(), attribution: text() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
