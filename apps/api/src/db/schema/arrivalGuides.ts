import { CHECKIN_METHODS } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { listings } from './listings';

/**
 * A listing's arrival guide (docs/adr/0066): the codes and Wi-Fi are the same in every language,
 * `texts` holds the written parts per language (contract `ArrivalGuideTexts` by language code).
 */
export const arrivalGuides = pgTable(
  'arrival_guides',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    releaseDays: integer('release_days').notNull().default(3),
    checkinMethod: text('checkin_method', { enum: CHECKIN_METHODS }).notNull(),
    doorCode: text('door_code').notNull().default(''),
    wifiName: text('wifi_name').notNull().default(''),
    wifiPassword: text('wifi_password').notNull().default(''),
    texts: jsonb('texts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('arrival_guides_release_days_check', sql`${t.releaseDays} between 1 and 7`)],
);

/**
 * A booking's own arrival: the door code the host set for this stay (else the listing's), and when
 * the guide was released to the guest. The release job sets `releasedAt` once (a conditional upsert),
 * so the guest is told once whichever process runs it.
 */
export const bookingArrivals = pgTable('booking_arrivals', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  doorCode: text('door_code'),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});
