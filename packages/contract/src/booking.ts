import { z } from 'zod';
import { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATES, COMPANION_LIMITS, REVIEW_LIMITS } from './bookingConstants';
import { CANCELLATION_POLICY_IDS } from './cancellation';
import { isoDate } from './dates';
import { recordId } from './ids';
import { LISTING_KINDS } from './listingConstants';
import { moneySchema } from './listings';
import { STAY_DISCOUNT_KINDS } from './pricingRuleConstants';
import { text } from './text';

const day = isoDate('Date', 'Enter a date as YYYY-MM-DD.');

const currencyCode = text()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
  .transform((c) => c.toUpperCase())
  .default('USD');

const id = recordId;

/** POST /bookings/quote: a home needs checkin/checkout; an experience needs slot_id. */
export const quoteRequestSchema = z.object({
  listing_id: id('Listing id'),
  checkin: day.optional(),
  checkout: day.optional(),
  slot_id: id('Slot id').optional(),
  guests: z.coerce
    .number({ error: 'Guests must be a number.' })
    .int('Guests must be a whole number.')
    .min(1, 'At least 1 guest.')
    .max(BOOKING_LIMITS.maxGuests, `At most ${BOOKING_LIMITS.maxGuests} guests.`)
    .default(1),
  /** Under 2: not counted in `guests` nor in the listing's limit. */
  infants: z.coerce
    .number({ error: 'Infants must be a number.' })
    .int('Infants must be a whole number.')
    .min(0, 'Infants cannot be negative.')
    .max(COMPANION_LIMITS.maxInfants, `At most ${COMPANION_LIMITS.maxInfants} infants.`)
    .default(0),
  pets: z.coerce
    .number({ error: 'Pets must be a number.' })
    .int('Pets must be a whole number.')
    .min(0, 'Pets cannot be negative.')
    .max(COMPANION_LIMITS.maxPets, `At most ${COMPANION_LIMITS.maxPets} pets.`)
    .default(0),
  currency: currencyCode,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  listing_id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  checkin: text().nullable(),
  checkout: text().nullable(),
  slot_id: z.number().int().nullable(),
  starts_at: text().nullable(),
  nights: z.number().int(),
  /** Adults and children: what the listing's limit and an experience's seats count. */
  guests: z.number().int(),
  /** Receipts from before infants and pets were asked for have neither. */
  infants: z.number().int().default(0),
  pets: z.number().int().default(0),
  /** Each night's price (homes) in the guest's currency; `weekend` when the weekend price applied. */
  nightly: z.array(z.object({ date: text(), amount: z.number().int(), weekend: z.boolean().optional() })),
  /** Nights × price (homes) or seats × price per person (experiences), before any discount. */
  accommodation: moneySchema,
  /** The weekly or monthly discount taken off the accommodation (absent on receipts older than the rules). */
  discount: z
    .object({ kind: z.enum(STAY_DISCOUNT_KINDS), percent: z.number().int(), amount: moneySchema })
    .nullable()
    .optional(),
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
  message: text().trim().max(BOOKING_LIMITS.messageMax, 'Keep the message under 1000 characters.').default(''),
  card_number: text({ error: BOOKING_MESSAGES.cardInvalid })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(text().regex(/^\d{12,19}$/, BOOKING_MESSAGES.cardInvalid)),
  /** The total the guest was shown; the booking is refused if the server's price differs. */
  quoted_total: moneySchema,
});
export type CreateBooking = z.input<typeof createBookingSchema>;

/** `change_charge`: the extra a guest paid for new dates or party (docs/adr/0067). */
export const PAYMENT_KINDS = ['authorization', 'capture', 'void', 'refund', 'change_charge'] as const;
export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  amount: moneySchema,
  provider: text(),
  reference: text(),
  created_at: text(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'cancelled'] as const;
export const payoutSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  /** The title the listing was booked under, kept once the listing is deleted. */
  listing_title: text(),
  /** Null once the guest has deleted their account: show "Former user". */
  guest_name: text().nullable(),
  checkin: text().nullable(),
  gross: moneySchema,
  host_fee: moneySchema,
  /** The owner's payout, or a co-host's share of it (gross is then the share). */
  role: z.enum(['host', 'cohost']),
  /** What the owner's payout gave to co-hosts (0 on a co-host's own). */
  cohost_share: moneySchema,
  amount: moneySchema,
  status: z.enum(PAYOUT_STATUSES),
  scheduled_for: text(),
  paid_at: text().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const bookingSummarySchema = z.object({
  id: z.number().int(),
  code: text(),
  state: z.enum(BOOKING_STATES),
  /** The listing as booked; `id` and `photo_url` are null once the host has deleted it. */
  listing: z.object({
    id: z.number().int().nullable(),
    title: text(),
    kind: z.enum(LISTING_KINDS),
    place: text(),
    photo_url: text().nullable(),
  }),
  /** Null once the guest has deleted their account: show "Former user". */
  guest: z
    .object({
      id: z.number().int(),
      first_name: text(),
      /** An operator checked the guest's identity (shown to the host on requests and reservations). */
      identity_verified: z.boolean(),
    })
    .nullable(),
  checkin: text().nullable(),
  checkout: text().nullable(),
  starts_at: text().nullable(),
  nights: z.number().int(),
  guests: z.number().int(),
  total: moneySchema,
  /**
   * For the host: what they are paid for this booking (after the host fee, less any refund), in
   * the listing's currency, the one payouts are made in; null for the guest and for bookings that
   * ended without a payout.
   */
  host_payout: moneySchema.nullable(),
  /** The guest's message to the host. */
  message: text(),
  created_at: text(),
  /** When a pending request expires. */
  expires_at: text().nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  quote: quoteSchema,
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  /** Null once the listing has been deleted. */
  check_in_time: text().nullable(),
  check_out_time: text().nullable(),
  /** Revealed to the guest once the host has accepted. */
  address: text().nullable(),
  /** Null once the host has deleted their account: show "Former user". */
  host: z
    .object({
      id: z.number().int(),
      first_name: text(),
      email: text().nullable(),
      phone: text().nullable(),
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
  /** The guest and host's conversation about this listing (null until either has written). */
  conversation_id: z.number().int().nullable(),
  state_changed_at: text(),
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

/** GET /listings/:id/availability */
export const availabilityQuery = z.object({ from: day.optional(), to: day.optional() });
export const availabilitySchema = z.object({
  listing_id: z.number().int(),
  from: text(),
  to: text(),
  /** Nights (YYYY-MM-DD) that cannot be booked: held by a booking or blocked by the host. */
  unavailable: z.array(text()),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  max_guests: z.number().int(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      starts_at: text(),
      capacity: z.number().int(),
      seats_left: z.number().int(),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Host calendar: GET /host/calendar?listing_id&from&to */
export const hostCalendarQuery = z.object({ listing_id: id('Listing id'), from: day, to: day });
/** `imported`: closed by an event of an imported calendar (`source` names the feed). */
export const CALENDAR_NIGHT_STATES = ['available', 'blocked', 'pending', 'booked', 'imported'] as const;
export const calendarNightSchema = z.object({
  date: text(),
  state: z.enum(CALENDAR_NIGHT_STATES),
  /** The imported calendar's name on `imported` nights; absent otherwise. */
  source: z.string().optional(),
  price: moneySchema,
  /** True when the host set this night's price. */
  custom_price: z.boolean(),
  booking_id: z.number().int().nullable(),
  guest_name: text().nullable(),
});
export const hostCalendarSchema = z.object({
  listing: z.object({ id: z.number().int(), title: text(), base_price: moneySchema }),
  nights: z.array(calendarNightSchema),
});
export type HostCalendar = z.infer<typeof hostCalendarSchema>;
export type CalendarNight = z.infer<typeof calendarNightSchema>;

/** A range of nights `[from, to)` of one listing: block/unblock and price overrides. */
export const nightRangeSchema = z
  .object({ listing_id: id('Listing id'), from: day, to: day })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'The end date must be after the start date.' });
export const nightPriceSchema = z
  .object({
    listing_id: id('Listing id'),
    from: day,
    to: day,
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
  items: z.array(z.object({ id: z.number().int(), title: text(), kind: z.enum(LISTING_KINDS) })),
});

/** GET /host/earnings: the sums of the payouts dated within [from, to] (the same days as the CSV export). */
export const hostEarningsQuery = z
  .object({
    currency: text()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
      .transform((c) => c.toUpperCase())
      .optional()
      .describe("The currency of the sums; the host's payout currency when left out."),
    from: isoDate('From').optional().describe('First day (UTC); the first payout’s day when left out.'),
    to: isoDate('To').optional().describe('Last day (UTC); the last payout’s day when left out.'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
export type HostEarningsQuery = z.infer<typeof hostEarningsQuery>;

export const earningsSchema = z.object({
  /**
   * The currency the sums are in: the host's payout currency (the one their listings are priced
   * and paid out in) unless another was asked for.
   */
  currency: text(),
  /**
   * The days summed (inclusive, UTC; a payout is dated by when it was paid, else scheduled): as
   * asked, else from the first payout to the last (this year before any). The CSV export of the
   * same days has exactly these payouts.
   */
  from: text(),
  to: text(),
  paid: z.number().int(),
  upcoming: z.number().int(),
  by_month: z.array(z.object({ month: text(), paid: z.number().int(), upcoming: z.number().int() })),
  payouts: z.array(payoutSchema),
  payout_method: z.object({ provider: text(), label: text() }),
});
export type Earnings = z.infer<typeof earningsSchema>;

const star = (field: string) =>
  z
    .number({ error: `${field} needs a rating from 1 to 5.` })
    .int(`${field} needs a rating from 1 to 5.`)
    .min(1, `${field} needs a rating from 1 to 5.`)
    .max(5, `${field} needs a rating from 1 to 5.`);

const reviewBody = text({ error: `Write at least ${REVIEW_LIMITS.bodyMin} characters.` })
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
  response: text()
    .trim()
    .min(1, 'Write a response.')
    .max(REVIEW_LIMITS.responseMax, `Keep it under ${REVIEW_LIMITS.responseMax} characters.`),
});

export const bookingReviewSchema = z.object({
  id: z.number().int(),
  author_role: z.enum(['guest', 'host']),
  author_name: text(),
  rating: z.number().int(),
  categories: z.record(text(), z.number().int()).nullable(),
  body: text(),
  response: text().nullable(),
  created_at: text(),
  /** Null while hidden: until both have written or the window has closed. */
  published_at: text().nullable(),
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
  window_closes_at: text().nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;
