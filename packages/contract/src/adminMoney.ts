import { z } from 'zod';
import { BOOKING_ACTORS, BOOKING_EVENTS, BOOKING_STATES } from './bookingConstants';
import { isoDate } from './dates';
import { recordId } from './ids';
import { moneySchema } from './listings';
import { line, text } from './text';

/** Operator bookings, payouts and inbox (issue 33 items 6 and 9, docs/adr/0075). */

/** How many rows one page of a console list shows. */
export const ADMIN_PAGE_SIZE = 25;
/** Failed payments count on the dashboard for this many days. */
export const FAILED_PAYMENTS_WINDOW_DAYS = 7;

const search = (field: string) =>
  line()
    .max(100, `${field} must be at most 100 characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));
const before = recordId('Before').optional();

const reason = text({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'Reason must be at most 500 characters.');

/** GET /admin/bookings: every filter optional; `from`/`to` bound the check-in day. */
export const adminBookingSearchQuery = z
  .object({
    /** A booking id, or its code (RS-000123). */
    id: line()
      .regex(/^(RS-)?\d{1,9}$/i, 'Booking must be a number or a code such as RS-000123.')
      .optional(),
    /** Any part of the guest's name or e-mail, or their id. */
    guest: search('Guest'),
    host: search('Host'),
    /** Any part of the listing's title, or its id. */
    listing: search('Listing'),
    state: z.enum(BOOKING_STATES, { error: `State must be one of: ${BOOKING_STATES.join(', ')}.` }).optional(),
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    before,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'To must be on or after From.', path: ['to'] });
export type AdminBookingSearchQuery = z.input<typeof adminBookingSearchQuery>;

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const adminBookingRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  state: z.enum(BOOKING_STATES),
  listing: z.object({ id: z.number().int().nullable(), title: z.string() }),
  /** Null once the account is deleted. */
  guest: person,
  host: person,
  checkin: z.string().nullable(),
  checkout: z.string().nullable(),
  total: moneySchema,
  refunded: moneySchema,
  created_at: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingPageSchema = z.object({
  items: z.array(adminBookingRowSchema),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

export const bookingHistoryEntrySchema = z.object({
  /** Null for the booking's creation. */
  from: z.enum(BOOKING_STATES).nullable(),
  to: z.enum(BOOKING_STATES),
  event: z.enum(BOOKING_EVENTS),
  actor: z.enum(BOOKING_ACTORS),
  at: z.string(),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

export const adminBookingDetailSchema = adminBookingRowSchema.extend({
  guests: z.number().int(),
  cancellation_policy: z.string(),
  state_changed_at: z.string(),
  history: z.array(bookingHistoryEntrySchema),
  payments: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      amount: moneySchema,
      provider: z.string(),
      reference: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Captured and extra charges less refunds: what the guest has paid now. */
  paid: moneySchema,
  /** The most the console may refund now (zero unless the booking can be cancelled). */
  refundable: moneySchema,
  payout: z
    .object({
      id: z.number().int(),
      status: z.string(),
      gross: moneySchema,
      host_fee: moneySchema,
      amount: moneySchema,
      scheduled_for: z.string(),
      paid_at: z.string().nullable(),
    })
    .nullable(),
  conversation: z
    .object({
      id: z.number().int(),
      messages: z.array(
        z.object({
          id: z.number().int(),
          /** Null once the sender deleted their account. */
          sender: z.enum(['guest', 'host']).nullable(),
          body: z.string(),
          created_at: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

export const adminBookingParams = z.object({ id: recordId('Booking id') });

/** POST /admin/bookings/{id}/cancel: refund in the guest's currency, minor units (0 to what was paid). */
export const adminCancelBookingBody = z.object({
  refund_amount: z
    .number({ error: 'Refund must be an amount in minor units (cents).' })
    .int('Refund must be a whole number of minor units (cents).')
    .min(0, 'Refund cannot be negative.')
    .max(2_147_483_647, 'Refund is too large.'),
  reason,
});
export type AdminCancelBookingBody = z.input<typeof adminCancelBookingBody>;

/** How the console names a payout: scheduled ones are pending, or held while their host is suspended. */
export const ADMIN_PAYOUT_STATUSES = ['pending', 'held', 'released'] as const;
export type AdminPayoutStatus = (typeof ADMIN_PAYOUT_STATUSES)[number];

export const adminPayoutsQuery = z.object({
  status: z
    .enum(ADMIN_PAYOUT_STATUSES, { error: `Status must be one of: ${ADMIN_PAYOUT_STATUSES.join(', ')}.` })
    .optional(),
  before,
});
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuery>;

export const adminPayoutSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  booking_code: z.string(),
  listing_title: z.string(),
  /** The payee: the listing's owner, or a co-host paid their share (docs/adr/0077). */
  host: person,
  role: z.enum(['host', 'cohost']),
  gross: moneySchema,
  host_fee: moneySchema,
  amount: moneySchema,
  status: z.enum(ADMIN_PAYOUT_STATUSES),
  scheduled_for: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutPageSchema = z.object({
  items: z.array(adminPayoutSchema),
  next_before: z.number().int().nullable(),
});
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>;

export const adminCsvSchema = z
  .string()
  .describe('CSV (RFC 4180) with a header row; amounts as decimals in their own currency.');

export const failedPaymentSchema = z.object({
  id: z.number().int(),
  guest: person,
  listing: z.object({ id: z.number().int().nullable(), title: z.string() }),
  amount: moneySchema,
  /** `declined`: the card was refused; `unavailable`: the processor could not be reached. */
  failure: z.enum(['declined', 'unavailable']),
  created_at: z.string(),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;

export const failedPaymentPageSchema = z.object({
  items: z.array(failedPaymentSchema),
  next_before: z.number().int().nullable(),
});
export type FailedPaymentPage = z.infer<typeof failedPaymentPageSchema>;

export const failedPaymentsQuery = z.object({ before });

export const CONTACT_FILTERS = ['unhandled', 'handled', 'all'] as const;
export const contactMessagesQuery = z.object({
  status: z
    .enum(CONTACT_FILTERS, { error: `Status must be one of: ${CONTACT_FILTERS.join(', ')}.` })
    .default('unhandled'),
  before,
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuery>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** Null until an operator marks it handled (or replies). */
  handled: z.object({ at: z.string(), by: z.string() }).nullable(),
  replies: z.array(z.object({ id: z.number().int(), body: z.string(), by: z.string(), sent_at: z.string() })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageSchema),
  next_before: z.number().int().nullable(),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

export const contactMessageParams = z.object({ id: recordId('Message id') });

/** POST /admin/inbox/messages/{id}/handled. */
export const handleContactBody = z.object({
  reason: text().trim().max(500, 'Note must be at most 500 characters.').default(''),
});
export type HandleContactBody = z.input<typeof handleContactBody>;

/** POST /admin/inbox/messages/{id}/reopen: back among the unhandled, with an optional note. */
export const reopenContactBody = handleContactBody;
export type ReopenContactBody = z.input<typeof reopenContactBody>;

/** POST /admin/inbox/messages/{id}/reply: e-mailed to the sender, and the message is marked handled. */
export const replyContactBody = z.object({
  body: text({ error: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(5000, 'Reply must be at most 5000 characters.'),
});
export type ReplyContactBody = z.input<typeof replyContactBody>;

export const subscribersQuery = z.object({ before });

export const subscriberPageSchema = z.object({
  /** Subscribed now (unsubscribed addresses are gone). */
  total: z.number().int(),
  items: z.array(z.object({ id: z.number().int(), email: z.string(), language: z.string(), created_at: z.string() })),
  next_before: z.number().int().nullable(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** POST /admin/bookings/{id}/decline: support closes a request the host has not answered. */
export const adminDeclineBookingBody = z.object({ reason });
export type AdminDeclineBookingBody = z.input<typeof adminDeclineBookingBody>;

/** POST /admin/users/{id}/verify-identity: the operator says what they checked. */
export const verifyIdentityBody = z.object({ reason });
export type VerifyIdentityBody = z.input<typeof verifyIdentityBody>;

/** POST /admin/users/{id}/revoke-identity: why the check no longer holds. */
export const revokeIdentityBody = z.object({ reason });
export type RevokeIdentityBody = z.input<typeof revokeIdentityBody>;
