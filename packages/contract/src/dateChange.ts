import { z } from 'zod';
import { quoteRequestSchema, quoteSchema } from './booking';
import { BOOKING_MESSAGES } from './bookingConstants';
import { DATE_CHANGE_STATES } from './dateChangeConstants';
import { recordId } from './ids';
import { moneySchema } from './listings';
import { text } from './text';

/** POST /bookings/:id/change/quote: the new dates and party (the listing and currency stay the booking's). */
export const dateChangeQuoteSchema = quoteRequestSchema
  .pick({ guests: true, infants: true, pets: true })
  .extend({ checkin: quoteRequestSchema.shape.checkin.unwrap(), checkout: quoteRequestSchema.shape.checkout.unwrap() });
export type DateChangeQuoteRequest = z.input<typeof dateChangeQuoteSchema>;

/** POST /bookings/:id/change: the change, the difference the guest was shown, a card when it costs more. */
export const requestDateChangeSchema = dateChangeQuoteSchema.extend({
  quoted_difference: moneySchema,
  card_number: text({ error: BOOKING_MESSAGES.cardInvalid })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(text().regex(/^\d{12,19}$/, BOOKING_MESSAGES.cardInvalid))
    .optional(),
  message: text().trim().max(1000, 'Keep the message under 1000 characters.').default(''),
});
export type RequestDateChange = z.input<typeof requestDateChangeSchema>;

/** The price of a change: the new quote, what was paid, and the difference (negative: refunded). */
export const dateChangeQuoteAnswerSchema = z.object({
  quote: quoteSchema,
  previous_total: moneySchema,
  difference: moneySchema,
  /** Instant-book homes take a change at once when the nights are free. */
  instant: z.boolean(),
});
export type DateChangeQuote = z.infer<typeof dateChangeQuoteAnswerSchema>;

export const dateChangeSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  state: z.enum(DATE_CHANGE_STATES),
  checkin: z.string(),
  checkout: z.string(),
  guests: z.number().int(),
  previous: z.object({ checkin: z.string(), checkout: z.string(), guests: z.number().int() }),
  total: moneySchema,
  previous_total: moneySchema,
  difference: moneySchema,
  message: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type DateChange = z.infer<typeof dateChangeSchema>;
export const dateChangeListSchema = z.object({ items: z.array(dateChangeSchema) });

export const dateChangeIdParams = z.object({ id: recordId('Change id') });
