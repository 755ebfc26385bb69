import { BOOKING_ACTORS, BOOKING_EVENTS, BOOKING_STATES } from '@roamstead/contract';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { contactMessages } from './content';
import { listings } from './listings';
import { users } from './users';

/**
 * Every state a booking moved through (docs/adr/0075): written with each move, in its transaction,
 * so the console shows the history and not only the last state.
 */
export const bookingStateChanges = pgTable(
  'booking_state_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null for the booking's creation. */
    fromState: text('from_state', { enum: BOOKING_STATES }),
    toState: text('to_state', { enum: BOOKING_STATES }).notNull(),
    event: text('event', { enum: BOOKING_EVENTS }).notNull(),
    actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_state_changes_booking_idx').on(t.bookingId, t.id)],
);

/** A card payment the processor refused or could not take when a guest booked (no booking was made). */
export const paymentFailures = pgTable(
  'payment_failures',
  {
    id: serial('id').primaryKey(),
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull().default(''),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    failure: text('failure', { enum: ['declined', 'unavailable'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_failures_created_idx').on(t.createdAt)],
);

/** An operator checked this person's identity; hosts see it on the guest's requests. */
export const identityVerifications = pgTable('identity_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A contact-form message an operator has dealt with; a message without a row is unread. */
export const contactMessageHandling = pgTable('contact_message_handling', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  /** The operator's address at the time, kept when the account goes. */
  handledByEmail: text('handled_by_email').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an operator e-mailed back to a contact-form message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
);

/** One day's confirmations in one payment currency and payout currency, sums in minor units. */
export type DashboardConfirmed = {
  currency: string;
  host_currency: string | null;
  n: number;
  gross: number;
  service: number;
  host_fee: number;
};

/**
 * The operator dashboard's figures of one UTC day (docs/adr/0083), computed from the tables when
 * the day is first shown and again after a change touches it (`dashboard_stale_days`).
 */
export const dashboardDays = pgTable('dashboard_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requested: integer('requested').notNull(),
  cancelled: integer('cancelled').notNull(),
  newGuests: integer('new_guests').notNull(),
  newHosts: integer('new_hosts').notNull(),
  newListings: integer('new_listings').notNull(),
  confirmed: jsonb('confirmed').$type<DashboardConfirmed[]>().notNull(),
});

/**
 * A day of the dashboard's window whose figures a write changed: added by the triggers of
 * migration dashboard_days in the writing transaction, removed when the day is computed again.
 */
export const dashboardStaleDays = pgTable('dashboard_stale_days', {
  id: serial('id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
});
