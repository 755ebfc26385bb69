import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { currencies } from './catalogue';

/**
 * The places listings are in: the reference places, and every place of the world (GeoNames) a host
 * chose, stored on first choice.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ['city', 'region', 'country'] })
      .notNull()
      .default('city'),
    name: text('name').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** IANA zone, for check-in times and calendar days. */
    timezone: text('timezone').notNull(),
    /** The currency hosts here usually price in. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** The GeoNames place this is (docs/adr/0072); null for a reference place no host chose yet. */
    geonameId: integer('geoname_id').unique(),
  },
  (t) => [
    // Typo-tolerant place suggestions (pg_trgm similarity) without scanning.
    index('places_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('places_country_trgm_idx').using('gin', sql`${t.country} gin_trgm_ops`),
  ],
);
