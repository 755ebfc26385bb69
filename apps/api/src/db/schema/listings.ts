import { CANCELLATION_POLICY_IDS, LISTING_KINDS, LISTING_STATUSES, PROPERTY_TYPES } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, currencies } from './catalogue';
import { places } from './places';
import { users } from './users';

/** What a listing can offer; listings keep the slugs in `listings.amenities`. */
export const amenities = pgTable('amenities', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  group: text('group', { enum: ['essentials', 'features', 'location', 'safety'] }).notNull(),
  /** Names an operator gave in other languages (by language code); the built-in strings otherwise. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

const published = sql`status = 'published'`;

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTING_KINDS }).notNull().default('home'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull().default('apartment'),
    placeId: integer('place_id').references(() => places.id),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    maxGuests: integer('max_guests').notNull().default(1),
    bedrooms: integer('bedrooms').notNull().default(0),
    beds: integer('beds').notNull().default(0),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }).notNull().default(1),
    /** Amenity slugs (see `amenities`); GIN-indexed for "has all of" filters. */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** Per night (homes) or per person (experiences), minor units of `currency`. */
    nightlyPrice: integer('nightly_price').notNull().default(0),
    cleaningFee: integer('cleaning_fee').notNull().default(0),
    currency: text('currency')
      .notNull()
      .default('USD')
      .references(() => currencies.code),
    /** `nightly_price` in US cents at the stored rates; what price filters, sorts and histograms use. */
    nightlyPriceUsd: integer('nightly_price_usd').notNull().default(0),
    minNights: integer('min_nights').notNull().default(1),
    maxNights: integer('max_nights').notNull().default(365),
    /** Experiences only. */
    durationMinutes: integer('duration_minutes'),
    instantBook: boolean('instant_book').notNull().default(false),
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICY_IDS }).notNull().default('moderate'),
    houseRules: text('house_rules').notNull().default(''),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    // Pricing and availability rules (homes; ADR 0026). Per-night overrides beat the weekend price.
    /** Friday and Saturday nights, minor units of `currency`; null uses `nightly_price`. */
    weekendPrice: integer('weekend_price'),
    weeklyDiscountPercent: integer('weekly_discount_percent').notNull().default(0),
    monthlyDiscountPercent: integer('monthly_discount_percent').notNull().default(0),
    /** Days between booking and check-in: 0 is same day. */
    advanceNoticeDays: integer('advance_notice_days').notNull().default(0),
    /** Nights kept free after each stay (held with the booking) and before it (checked by the quote). */
    preparationNights: integer('preparation_nights').notNull().default(0),
    /** How many months ahead a stay may start; null is all future dates. */
    bookingWindowMonths: integer('booking_window_months'),
    /** Kept in step with `reviews` by whoever writes a review. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The "recommended" order: the rating pulled towards 4.0 as if every listing had five more
     * 4-star reviews, so a single 5-star review does not outrank a hundred 4.9s.
     */
    recommendedScore: doublePrecision('recommended_score').generatedAlwaysAs(
      sql`((coalesce(rating_avg, 0) * review_count + 20) / (review_count + 5))::double precision`,
    ),
    /**
     * The photos a search card shows, cover first: kept in step with `listing_photos` by the
     * triggers of migration 0022, so a page of results reads one row per card (ADR 0037).
     */
    cardPhotos: jsonb('card_photos')
      .$type<{ id: number; alt: string; key: string; width: number; height: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('listings_host_idx').on(t.hostId),
    // The operator dashboard's new listings by day.
    index('listings_created_idx').on(t.createdAt),
    // Search always filters published listings, so its indexes are partial. Migrations 0010, 0016,
    // 0022, 0031, 0037 and 0041 add INCLUDE columns to the place, category, map and sort indexes (drizzle-kit cannot
    // declare them) so that search counts and walks down every sort order are index-only scans.
    index('listings_place_price_idx').on(t.placeId, t.nightlyPriceUsd).where(published),
    // Experiences are few: a search of one kind finds them here (docs/adr/0086).
    index('listings_kind_idx').on(t.kind).where(published),
    index('listings_category_price_idx').on(t.categoryId, t.nightlyPriceUsd).where(published),
    index('listings_price_idx').on(t.nightlyPriceUsd, t.id).where(published),
    index('listings_recommended_idx').on(t.ratingAvg.desc().nullsLast(), t.reviewCount.desc(), t.id).where(published),
    index('listings_score_idx').on(t.recommendedScore.desc(), t.id).where(published),
    index('listings_published_at_idx').on(t.publishedAt.desc(), t.id).where(published),
    // Map bounds: a range of longitudes, then latitudes (docs/adr/0009).
    index('listings_location_idx').on(t.lng, t.lat).where(published),
    index('listings_amenities_gin_idx').using('gin', t.amenities),
    check('listings_guests_check', sql`${t.maxGuests} >= 1`),
    check('listings_price_check', sql`${t.nightlyPrice} >= 0 and ${t.cleaningFee} >= 0`),
    check('listings_nights_check', sql`${t.minNights} >= 1 and ${t.maxNights} >= ${t.minNights}`),
    check(
      'listings_rules_check',
      sql`(${t.weekendPrice} is null or ${t.weekendPrice} > 0) and ${t.weeklyDiscountPercent} between 0 and 90 and ${t.monthlyDiscountPercent} between 0 and 90 and ${t.advanceNoticeDays} between 0 and 7 and ${t.preparationNights} between 0 and 2 and (${t.bookingWindowMonths} is null or ${t.bookingWindowMonths} in (3, 6, 9, 12))`,
    ),
  ],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    /** Path under DATA_DIR/uploads without the width suffix: variant files are `<key>-<width>.webp`. */
    storageKey: text('storage_key').notNull(),
    /** Size of the largest variant. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    uniqueIndex('listing_photos_one_cover_idx').on(t.listingId).where(sql`is_cover`),
  ],
);
