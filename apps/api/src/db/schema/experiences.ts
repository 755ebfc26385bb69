import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/**
 * A scheduled time slot of an experience. Seats are taken with one conditional UPDATE
 * (`seats_taken + n <= capacity`), and the check below holds even if a write forgets to.
 */
export const experienceSlots = pgTable(
  'experience_slots',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experience_slots_listing_start_idx').on(t.listingId, t.startsAt),
    index('experience_slots_start_idx').on(t.startsAt),
    check('experience_slots_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
  ],
);
