import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from './cancellation';
import { recordId } from './ids';
import { LISTING_KINDS, moneySchema } from './listings';

/**
 * The booking lifecycle as one state machine (ADR 0007). A booking starts in `pending` (request
 * to book: the host has 24 hours, the dates are held and the card authorised) or directly in
 * `accepted` (instant book: authorised and captured at once). Every later change is one of the
 * events below, fired by the guest, the host or the system (the expiry/checkout sweep).
 */
export const BOOKING_STATES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled_by_guest',
  'cancelled_by_host',
  'completed',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const BOOKING_ACTORS = ['guest', 'host', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** What a transition does to the guest's money at the payment provider. */
export const MONEY_EFFECTS = ['authorize', 'authorize_and_capture', 'capture', 'void', 'refund', 'none'] as const;
export type MoneyEffect = (typeof MONEY_EFFECTS)[number];

/** What a transition does to the calendar (nights of a home, seats of an experience slot). */
export const CALENDAR_EFFECTS = ['hold', 'release', 'keep'] as const;
export type CalendarEffect = (typeof CALENDAR_EFFECTS)[number];

export interface BookingTransition {
  /** States the event may fire from; `null` creates the booking. */
  from: readonly BookingState[] | null;
  to: BookingState;
  actor: BookingActor;
  money: MoneyEffect;
  calendar: CalendarEffect;
}

export const BOOKING_EVENTS = [
  'request',
  'instant_book',
  'accept',
  'decline',
  'expire',
  'withdraw',
  'cancel_by_guest',
  'cancel_by_host',
  'complete',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export const BOOKING_TRANSITIONS: Record<BookingEvent, BookingTransition> = {
  request: { from: null, to: 'pending', actor: 'guest', money: 'authorize', calendar: 'hold' },
  instant_book: { from: null, to: 'accepted', actor: 'guest', money: 'authorize_and_capture', calendar: 'hold' },
  accept: { from: ['pending'], to: 'accepted', actor: 'host', money: 'capture', calendar: 'keep' },
  decline: { from: ['pending'], to: 'declined', actor: 'host', money: 'void', calendar: 'release' },
  expire: { from: ['pending'], to: 'expired', actor: 'system', money: 'void', calendar: 'release' },
  /** The guest withdraws a request the host has not answered: the authorisation is voided. */
  withdraw: { from: ['pending'], to: 'cancelled_by_guest', actor: 'guest', money: 'void', calendar: 'release' },
  /** The guest cancels a confirmed stay: the listing's cancellation policy sets the refund. */
  cancel_by_guest: {
    from: ['accepted'],
    to: 'cancelled_by_guest',
    actor: 'guest',
    money: 'refund',
    calendar: 'release',
  },
  /** The host cancelling a confirmed stay refunds the guest in full. */
  cancel_by_host: { from: ['accepted'], to: 'cancelled_by_host', actor: 'host', money: 'refund', calendar: 'release' },
  /** After checkout; the nights stay in the calendar as history. */
  complete: { from: ['accepted'], to: 'completed', actor: 'system', money: 'none', calendar: 'keep' },
};

/** States whose nights or seats are held. */
export const HOLDING_STATES: readonly BookingState[] = ['pending', 'accepted'];
export const CANCELLED_STATES: readonly BookingState[] = [
  'declined',
  'expired',
  'cancelled_by_guest',
  'cancelled_by_host',
];

const STATE_LABEL: Record<BookingState, string> = {
  pending: 'waiting for the host',
  accepted: 'confirmed',
  declined: 'declined',
  expired: 'expired',
  cancelled_by_guest: 'cancelled by the guest',
  cancelled_by_host: 'cancelled by the host',
  completed: 'completed',
};

const EVENT_VERB: Record<BookingEvent, string> = {
  request: 'requested',
  instant_book: 'booked',
  accept: 'accepted',
  decline: 'declined',
  expire: 'expired',
  withdraw: 'withdrawn',
  cancel_by_guest: 'cancelled',
  cancel_by_host: 'cancelled',
  complete: 'completed',
};

/**
 * Checks an event against the machine: the transition when `actor` may fire `event` from `state`,
 * otherwise the sentence a 409 (wrong state) or 403 (wrong actor) answers with.
 */
export function nextState(
  state: BookingState,
  event: BookingEvent,
  actor: BookingActor,
): { ok: true; transition: BookingTransition } | { ok: false; reason: 'state' | 'actor'; message: string } {
  const t = BOOKING_TRANSITIONS[event];
  if (t.actor !== actor) {
    return { ok: false, reason: 'actor', message: `Only the ${t.actor} can do this.` };
  }
  if (!t.from?.includes(state)) {
    return {
      ok: false,
      reason: 'state',
      message: `This booking is ${STATE_LABEL[state]}, so it can no longer be ${EVENT_VERB[event]}.`,
    };
  }
  return { ok: true, transition: t };
}

/** The host has this long to answer a request before it expires. */
export const REQUEST_TTL_HOURS = 24;

/**
 * Fees and taxes (percent). The guest service fee and taxes are charged on top of the nights and
 * cleaning fee; the host fee is deducted from the host's payout (nights and cleaning fee).
 */
export const BOOKING_FEES = {
  guestServiceFeePercent: 14,
  taxPercent: 8,
  hostServiceFeePercent: 3,
} as const;

/** Payouts are released this long after check-in. */
export const PAYOUT_DELAY_HOURS = 24;

/** Limits on one booking. */
export const BOOKING_LIMITS = { maxGuests: 50, messageMax: 1000, maxAdvanceDays: 730 } as const;

/**
 * The built-in test-mode payment provider (the default) answers by card number, like a payment
 * processor's test mode. Nothing is ever charged to a real card.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  processorUnavailable: '4000000000009995',
} as const;

export const BOOKING_MESSAGES = {
  pastDates: 'Check-in cannot be in the past.',
  checkoutBeforeCheckin: 'Check-out must be after check-in.',
  tooFarAhead: `Bookings open at most ${BOOKING_LIMITS.maxAdvanceDays} days ahead.`,
  minNights: (n: number) => `This home needs a stay of at least ${n} night${n === 1 ? '' : 's'}.`,
  maxNights: (n: number) => `This home takes stays of at most ${n} nights.`,
  guests: (n: number) => `This listing welcomes at most ${n} guest${n === 1 ? '' : 's'}.`,
  datesTaken: 'Those dates are no longer available. Please choose other dates.',
  nightsTaken: 'Some of those nights are already booked or blocked.',
  seatsTaken: 'Not enough seats are left in this time slot.',
  slotRequired: 'Choose a time slot for this experience.',
  slotPast: 'This time slot has already started.',
  stayStarted: 'This stay has already started, so it can no longer be cancelled here. Please contact support.',
  datesRequired: 'Choose check-in and check-out dates.',
  ownListing: 'You cannot book your own listing.',
  notBookable: 'This listing is not open for bookings.',
  priceChanged: 'The price has changed since you saw it. Please review the new total.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardInvalid: 'Enter a valid card number.',
  processorUnavailable: 'The payment could not be completed right now. Please try again.',
  idempotencyReused: 'This Idempotency-Key was already used for a different booking request.',
  unknownCurrency: 'Unknown currency.',
} as const;

const isoDate = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'Enter a real date.',
    },
  );

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
  .transform((c) => c.toUpperCase())
  .default('USD');

const id = recordId;

/** POST /bookings/quote: a home needs checkin/checkout; an experience needs slot_id. */
export const quoteRequestSchema = z.object({
  listing_id: id('Listing id'),
  checkin: isoDate.optional(),
  checkout: isoDate.optional(),
  slot_id: id('Slot id').optional(),
  guests: z.coerce
    .number({ error: 'Guests must be a number.' })
    .int('Guests must be a whole number.')
    .min(1, 'At least 1 guest.')
    .max(BOOKING_LIMITS.maxGuests, `At most ${BOOKING_LIMITS.maxGuests} guests.`)
    .default(1),
  currency: currencyCode,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  listing_id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  checkin: z.string().nullable(),
  checkout: z.string().nullable(),
  slot_id: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  nights: z.number().int(),
  guests: z.number().int(),
  /** Each night's price (homes) in the guest's currency. */
  nightly: z.array(z.object({ date: z.string(), amount: z.number().int() })),
  /** Nights × price (homes) or seats × price per person (experiences). */
  accommodation: moneySchema,
  cleaning_fee: moneySchema,
  service_fee: moneySchema,
  taxes: moneySchema,
  total: moneySchema,
  /** The total in the listing's own currency, what the host is paid from. */
  listing_total: moneySchema,
  instant_book: z.boolean(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  fees: z.object({ service_fee_percent: z.number(), tax_percent: z.number() }),
});
export type Quote = z.infer<typeof quoteSchema>;

export const createBookingSchema = quoteRequestSchema.extend({
  message: z.string().trim().max(BOOKING_LIMITS.messageMax, 'Keep the message under 1000 characters.').default(''),
  card_number: z
    .string({ error: BOOKING_MESSAGES.cardInvalid })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, BOOKING_MESSAGES.cardInvalid)),
  /** The total the guest was shown; the booking is refused if the server's price differs. */
  quoted_total: moneySchema,
});
export type CreateBooking = z.input<typeof createBookingSchema>;

export const PAYMENT_KINDS = ['authorization', 'capture', 'void', 'refund'] as const;
export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: moneySchema,
  provider: z.string(),
  reference: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'cancelled'] as const;
export const payoutSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  /** The title the listing was booked under, kept once the listing is deleted. */
  listing_title: z.string(),
  /** Null once the guest has deleted their account: show "Former user". */
  guest_name: z.string().nullable(),
  checkin: z.string().nullable(),
  gross: moneySchema,
  host_fee: moneySchema,
  amount: moneySchema,
  status: z.enum(PAYOUT_STATUSES),
  scheduled_for: z.string(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const bookingSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  state: z.enum(BOOKING_STATES),
  /** The listing as booked; `id` and `photo_url` are null once the host has deleted it. */
  listing: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    kind: z.enum(LISTING_KINDS),
    place: z.string(),
    photo_url: z.string().nullable(),
  }),
  /** Null once the guest has deleted their account: show "Former user". */
  guest: z.object({ id: z.number().int(), first_name: z.string() }).nullable(),
  checkin: z.string().nullable(),
  checkout: z.string().nullable(),
  starts_at: z.string().nullable(),
  nights: z.number().int(),
  guests: z.number().int(),
  total: moneySchema,
  /** The guest's message to the host. */
  message: z.string(),
  created_at: z.string(),
  /** When a pending request expires. */
  expires_at: z.string().nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  quote: quoteSchema,
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  /** Null once the listing has been deleted. */
  check_in_time: z.string().nullable(),
  check_out_time: z.string().nullable(),
  /** Revealed to the guest once the host has accepted. */
  address: z.string().nullable(),
  /** Null once the host has deleted their account: show "Former user". */
  host: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(paymentSchema),
  /** What the guest gets back if they cancel now (null when they cannot cancel). */
  refund_preview: z.object({ percent: z.number(), amount: moneySchema }).nullable(),
  refunded: moneySchema,
  payout: payoutSchema.nullable(),
  /** What the caller may do now. */
  actions: z.array(z.enum(['accept', 'decline', 'cancel'])),
  viewer: z.enum(['guest', 'host']),
  state_changed_at: z.string(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const BOOKING_LIST_ROLES = ['guest', 'host'] as const;
export const bookingListQuery = z.object({
  role: z.enum(BOOKING_LIST_ROLES).default('guest'),
  listing_id: id('Listing id').optional(),
  state: z.enum(BOOKING_STATES).optional(),
});
export const bookingListSchema = z.object({ items: z.array(bookingSummarySchema) });

export const bookingIdParams = z.object({ id: id('Booking id') });
export const cancelBookingSchema = z.object({ reason: z.string().trim().max(500).default('') });

/** GET /listings/:id/availability */
export const availabilityQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const availabilitySchema = z.object({
  listing_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Nights (YYYY-MM-DD) that cannot be booked: held by a booking or blocked by the host. */
  unavailable: z.array(z.string()),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  max_guests: z.number().int(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      starts_at: z.string(),
      capacity: z.number().int(),
      seats_left: z.number().int(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Host calendar: GET /host/calendar?listing_id&from&to */
export const hostCalendarQuery = z.object({ listing_id: id('Listing id'), from: isoDate, to: isoDate });
export const CALENDAR_NIGHT_STATES = ['available', 'blocked', 'pending', 'booked'] as const;
export const calendarNightSchema = z.object({
  date: z.string(),
  state: z.enum(CALENDAR_NIGHT_STATES),
  price: moneySchema,
  /** True when the host set this night's price. */
  custom_price: z.boolean(),
  booking_id: z.number().int().nullable(),
  guest_name: z.string().nullable(),
});
export const hostCalendarSchema = z.object({
  listing: z.object({ id: z.number().int(), title: z.string(), base_price: moneySchema }),
  nights: z.array(calendarNightSchema),
});
export type HostCalendar = z.infer<typeof hostCalendarSchema>;
export type CalendarNight = z.infer<typeof calendarNightSchema>;

/** A range of nights `[from, to)` of one listing: block/unblock and price overrides. */
export const nightRangeSchema = z
  .object({ listing_id: id('Listing id'), from: isoDate, to: isoDate })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'The end date must be after the start date.' });
export const nightPriceSchema = z
  .object({
    listing_id: id('Listing id'),
    from: isoDate,
    to: isoDate,
    /** Minor units of the listing's currency; null returns the nights to the base price. */
    price: z
      .number({ error: 'Price must be a number.' })
      .int('Price must be in minor units.')
      .min(0, 'Price cannot be negative.')
      .max(100_000_000, 'Price is too high.')
      .nullable(),
  })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'The end date must be after the start date.' });

export const hostListingsForCalendarSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), title: z.string(), kind: z.enum(LISTING_KINDS) })),
});

export const earningsSchema = z.object({
  currency: z.string(),
  paid: z.number().int(),
  upcoming: z.number().int(),
  by_month: z.array(z.object({ month: z.string(), paid: z.number().int(), upcoming: z.number().int() })),
  payouts: z.array(payoutSchema),
  payout_method: z.object({ provider: z.string(), label: z.string() }),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** Reviews after a stay: both sides may write one within this many days of checkout. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_LIMITS = { bodyMin: 10, bodyMax: 2000, responseMax: 1000 } as const;
export const GUEST_REVIEW_CATEGORIES = [
  'cleanliness',
  'accuracy',
  'check_in',
  'communication',
  'location',
  'value',
] as const;

const star = (field: string) =>
  z
    .number({ error: `${field} needs a rating from 1 to 5.` })
    .int(`${field} needs a rating from 1 to 5.`)
    .min(1, `${field} needs a rating from 1 to 5.`)
    .max(5, `${field} needs a rating from 1 to 5.`);

const reviewBody = z
  .string({ error: `Write at least ${REVIEW_LIMITS.bodyMin} characters.` })
  .trim()
  .min(REVIEW_LIMITS.bodyMin, `Write at least ${REVIEW_LIMITS.bodyMin} characters.`)
  .max(REVIEW_LIMITS.bodyMax, `Keep it under ${REVIEW_LIMITS.bodyMax} characters.`);

/** POST /bookings/:id/review. Guests rate the stay overall and per category; hosts rate the guest overall. */
export const writeReviewSchema = z.object({
  rating: star('Overall'),
  body: reviewBody,
  cleanliness: star('Cleanliness').optional(),
  accuracy: star('Accuracy').optional(),
  check_in: star('Check-in').optional(),
  communication: star('Communication').optional(),
  location: star('Location').optional(),
  value: star('Value').optional(),
});
export type WriteReview = z.input<typeof writeReviewSchema>;

export const reviewResponseSchema = z.object({
  response: z
    .string()
    .trim()
    .min(1, 'Write a response.')
    .max(REVIEW_LIMITS.responseMax, `Keep it under ${REVIEW_LIMITS.responseMax} characters.`),
});

export const bookingReviewSchema = z.object({
  id: z.number().int(),
  author_role: z.enum(['guest', 'host']),
  author_name: z.string(),
  rating: z.number().int(),
  categories: z.record(z.string(), z.number().int()).nullable(),
  body: z.string(),
  response: z.string().nullable(),
  created_at: z.string(),
  /** Null while hidden: until both have written or the window has closed. */
  published_at: z.string().nullable(),
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

export const bookingReviewsSchema = z.object({
  /** The caller's own review, always visible to them. */
  mine: bookingReviewSchema.nullable(),
  /** The other side's review, once published. */
  theirs: bookingReviewSchema.nullable(),
  /** The other side has written one that is still hidden. */
  theirs_pending: z.boolean(),
  can_review: z.boolean(),
  /** The host may answer the guest's published review once. */
  can_respond: z.boolean(),
  window_closes_at: z.string().nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;

export const REVIEW_MESSAGES = {
  notCompleted: 'You can review a stay once it is completed.',
  windowClosed: `Reviews close ${REVIEW_WINDOW_DAYS} days after checkout.`,
  alreadyReviewed: 'You have already reviewed this stay.',
  categoriesRequired: 'Rate every category: cleanliness, accuracy, check-in, communication, location and value.',
  responseOnce: 'You have already responded to this review.',
  nothingToRespond: 'There is no published guest review to respond to.',
  listingGone: 'This listing has been deleted, so the stay can no longer be reviewed.',
  personGone: 'The other person has deleted their account, so the stay can no longer be reviewed.',
} as const;
