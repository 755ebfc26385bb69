import { DATE_CHANGE_STATES } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * A guest's request to move a confirmed stay or change its party (docs/adr/0067). The new nights
 * are held only when the host accepts, in the same transaction that moves the booking's hold, so the
 * exclusion constraint on `listing_holds` decides every race. At most one request waits per booking.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DATE_CHANGE_STATES }).notNull().default('pending'),
    checkin: date('checkin').notNull(),
    checkout: date('checkout').notNull(),
    guests: integer('guests').notNull(),
    previousCheckin: date('previous_checkin').notNull(),
    previousCheckout: date('previous_checkout').notNull(),
    previousGuests: integer('previous_guests').notNull(),
    /** The new quote (contract `Quote`) and the booking's total when asked. */
    quote: jsonb('quote').notNull(),
    totalAmount: integer('total_amount').notNull(),
    previousTotal: integer('previous_total').notNull(),
    currency: text('currency').notNull(),
    hostGross: integer('host_gross').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The provider's hold on the guest's card for a change that costs more; captured on acceptance. */
    authorization: text('authorization'),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId),
    uniqueIndex('booking_changes_one_pending_idx').on(t.bookingId).where(sql`state = 'pending'`),
    index('booking_changes_pending_expiry_idx').on(t.expiresAt).where(sql`state = 'pending'`),
  ],
);
