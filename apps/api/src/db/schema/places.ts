import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { currencies } from './catalogue';

/** Our own gazetteer: the places a search can name (cities now; regions and countries later). */
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
  },
  (t) => [
    // Typo-tolerant place suggestions (pg_trgm similarity) without scanning.
    index('places_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('places_country_trgm_idx').using('gin', sql`${t.country} gin_trgm_ops`),
  ],
);
