import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { calendarFeedEvents } from './calendarSync';
import { listings } from './listings';

/**
 * A PostgreSQL `daterange` as its canonical text, `[2026-12-01,2026-12-05)`: the first night is
 * included and the checkout day excluded, so back-to-back stays do not overlap.
 */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/**
 * Every night a listing cannot be booked: pending and accepted stays and host-blocked nights.
 * The exclusion constraint `listing_holds_no_overlap` (migration SQL, btree_gist) makes two holds
 * on overlapping nights of one listing impossible, whatever races the API runs into.
 */
export const listingHolds = pgTable(
  'listing_holds',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    stay: daterange('stay').notNull(),
    /**
     * `booking`: held by a pending or accepted booking (`booking_id` set; with its preparation
     * nights); `block`: closed by the host; `import`: an event of an imported calendar
     * (`feed_event_id` set).
     */
    reason: text('reason', { enum: ['booking', 'block', 'import'] }).notNull(),
    bookingId: integer('booking_id'),
    feedEventId: integer('feed_event_id').references(() => calendarFeedEvents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_holds_booking_idx').on(t.bookingId).where(sql`booking_id is not null`),
    index('listing_holds_feed_event_idx').on(t.feedEventId).where(sql`feed_event_id is not null`),
  ],
);
