import { BOOKING_STATES, PAYMENT_KINDS, PAYOUT_STATUSES } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { experienceSlots } from './experiences';
import { listings } from './listings';
import { users } from './users';

/**
 * One booking of a home (checkin/checkout, nights held in `listing_holds`) or of an experience
 * (seats of `experience_slots`). `state` moves only along BOOKING_TRANSITIONS (contract); every
 * move is one conditional UPDATE on the expected state, so concurrent moves cannot both win.
 * The listing, the slot and either person become null when they are deleted: the booking stays
 * as history (with the listing title it was booked under), shown with a former user.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listing's title when booked, shown once the listing is gone. */
    listingTitle: text('listing_title').notNull().default(''),
    state: text('state', { enum: BOOKING_STATES }).notNull(),
    checkin: date('checkin'),
    checkout: date('checkout'),
    slotId: integer('slot_id').references(() => experienceSlots.id, { onDelete: 'set null' }),
    guests: integer('guests').notNull(),
    /**
     * When the stay starts, fixed at booking: the check-in time on the arrival day in the listing's
     * zone, or the slot's start. Refund deadlines count from it, whatever the host changes later.
     */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The quote the guest accepted (contract `Quote`), kept as the receipt. */
    quote: jsonb('quote').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    /** Accommodation + cleaning in the listing's currency: what the host payout is computed from. */
    hostGross: integer('host_gross').notNull(),
    hostCurrency: text('host_currency').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    message: text('message').notNull().default(''),
    /** The guest's Idempotency-Key: a retried request returns this booking instead of charging again. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_guest_idx').on(t.guestId, t.createdAt),
    index('bookings_host_idx').on(t.hostId, t.createdAt),
    index('bookings_listing_idx').on(t.listingId),
    // The operator dashboard: requests and cancellations by day.
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_cancelled_idx')
      .on(t.stateChangedAt)
      .where(sql`state in ('cancelled_by_guest', 'cancelled_by_host', 'cancelled_by_support')`),
    index('bookings_pending_expiry_idx').on(t.expiresAt).where(sql`state = 'pending'`),
    index('bookings_accepted_checkout_idx').on(t.checkout).where(sql`state = 'accepted'`),
    uniqueIndex('bookings_idempotency_idx').on(t.guestId, t.idempotencyKey).where(sql`idempotency_key is not null`),
    check('bookings_guests_check', sql`${t.guests} >= 1`),
    check(
      'bookings_home_or_slot_check',
      // An experience booking keeps no dates; its slot becomes null when the slot is removed.
      sql`(${t.checkin} is not null and ${t.checkout} > ${t.checkin} and ${t.slotId} is null) or (${t.checkin} is null and ${t.checkout} is null)`,
    ),
  ],
);

/** The ledger of everything done at the payment provider for a booking. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for the operation. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // The operator dashboard: confirmations (captures) by day.
    index('payments_captured_idx').on(t.createdAt).where(sql`kind = 'capture'`),
    // One capture and one void per booking, whatever retries happen.
    uniqueIndex('payments_one_capture_idx')
      .on(t.bookingId, t.kind)
      .where(sql`kind in ('authorization', 'capture', 'void')`),
  ],
);

/** What the host is paid for a booking: scheduled on acceptance, released after check-in. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The owner's payout, or a co-host's share of it (docs/adr/0077): the owner's `amount` is
     * gross − host fee − `cohostShare`, and the co-hosts' amounts add up to that `cohostShare`.
     */
    role: text('role', { enum: ['host', 'cohost'] })
      .notNull()
      .default('host'),
    gross: integer('gross').notNull(),
    hostFee: integer('host_fee').notNull(),
    cohostShare: integer('cohost_share').notNull().default(0),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('scheduled'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_booking_host_key').on(t.bookingId, t.hostId),
    index('payouts_host_idx').on(t.hostId, t.scheduledFor),
    index('payouts_due_idx').on(t.scheduledFor).where(sql`status = 'scheduled'`),
  ],
);

/** A host's price for one night, overriding the listing's nightly price (listing currency, minor units). */
export const listingNightPrices = pgTable(
  'listing_night_prices',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.night] }), check('listing_night_prices_check', sql`${t.price} >= 0`)],
);

/**
 * What guest and host wrote about a completed stay. Hidden until both have written or the review
 * window has closed (`published_at`); a published guest review is copied to `reviews`, the
 * listing's public reviews (`review_id`), and the host may answer it once.
 */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['guest', 'host'] }).notNull(),
    rating: integer('rating').notNull(),
    /** Guest reviews: cleanliness, accuracy, check_in, communication, location, value (1–5). */
    categories: jsonb('categories'),
    body: text('body').notNull(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewId: integer('review_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_reviews_one_per_side_idx').on(t.bookingId, t.authorRole),
    index('booking_reviews_unpublished_idx').on(t.bookingId).where(sql`published_at is null`),
    check('booking_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
