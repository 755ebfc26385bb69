import { z } from 'zod';
import { isoDate } from './dates';
import { recordId } from './ids';
import { LISTING_KINDS } from './listingConstants';
import { BULK_NIGHT_ACTIONS, MULTI_CALENDAR_LIMITS, MULTI_CALENDAR_MESSAGES } from './multiCalendarConstants';
import { PRICING_RULE_LIMITS, PRICING_RULE_MESSAGES } from './pricingRuleConstants';
import { text } from './text';

const day = isoDate('Date', 'Enter a date as YYYY-MM-DD.');
const L = MULTI_CALENDAR_LIMITS;

/** GET /host/multi-calendar?from&days */
export const multiCalendarQuery = z.object({
  from: day,
  days: z.coerce
    .number({ error: 'Days must be a number.' })
    .int('Days must be a whole number.')
    .min(1, 'Show at least 1 day.')
    .max(L.maxDays, `Show at most ${L.maxDays} days.`)
    .default(L.defaultDays),
});

/** Nights `[from, to)` of one listing held by one stay, block or imported event. */
export const multiCalendarStaySchema = z.object({
  from: text(),
  to: text(),
  state: z.enum(['booked', 'pending', 'blocked', 'imported']),
  booking_id: z.number().int().nullable(),
  guest_name: text().nullable(),
  /** The imported calendar's name on `imported` stays; null otherwise. */
  source: text().nullable(),
});

export const multiCalendarRowSchema = z.object({
  id: z.number().int(),
  title: text(),
  kind: z.enum(LISTING_KINDS),
  currency: text(),
  /** The listing's own date, in its place's time zone: nights before it have passed. */
  today: text(),
  min_nights: z.number().int(),
  /** Each day's nightly price in minor units, from `from`, one per day. */
  prices: z.array(z.number().int()),
  /** Days whose price the host set night by night. */
  custom_prices: z.array(text()),
  /** Clipped to the range shown. */
  stays: z.array(multiCalendarStaySchema),
  /** Events of imported calendars that overlap a Roamstead booking (the booking keeps the nights). */
  conflicts: z.array(z.object({ from: text(), to: text(), source: text() })),
});

export const multiCalendarSchema = z.object({
  from: text(),
  to: text(),
  listings: z.array(multiCalendarRowSchema),
});
export type MultiCalendar = z.infer<typeof multiCalendarSchema>;
export type MultiCalendarRow = z.infer<typeof multiCalendarRowSchema>;
export type MultiCalendarStay = z.infer<typeof multiCalendarStaySchema>;

const range = z
  .object({ listing_id: recordId('Listing id'), from: day, to: day })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'The end date must be after the start date.' });

/** POST /host/multi-calendar/nights: one action on nights of one or more listings, all or nothing. */
export const bulkNightsBody = z
  .object({
    ranges: z
      .array(range, { error: 'Choose some nights.' })
      .min(1, 'Choose some nights.')
      .max(L.maxRanges, `Choose at most ${L.maxRanges} ranges at once.`),
    action: z.enum(BULK_NIGHT_ACTIONS, { error: 'Choose block, unblock, price or reset_price.' }),
    /** Minor units of each listing's currency; required by `price`. */
    price: z
      .number({ error: 'Price must be a number.' })
      .int('Price must be in minor units.')
      .min(1, 'Price must be positive.')
      .max(100_000_000, 'Price is too high.')
      .optional(),
  })
  .refine((b) => b.action !== 'price' || b.price !== undefined, {
    path: ['price'],
    message: MULTI_CALENDAR_MESSAGES.priceRequired,
  });
export type BulkNightsBody = z.input<typeof bulkNightsBody>;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /host/multi-calendar/rules: the same rules for many listings at once; a field left out is kept. */
export const bulkRulesBody = z.object({
  listing_ids: z
    .array(recordId('Listing id'), { error: 'Choose some listings.' })
    .min(1, 'Choose some listings.')
    .max(L.maxListings, `Choose at most ${L.maxListings} listings at once.`),
  rules: z
    .object({
      min_nights: whole(`Minimum nights must be from 1 to ${L.minNightsMax}.`, 1, L.minNightsMax).optional(),
      weekend_price: z
        .number({ error: PRICING_RULE_MESSAGES.weekendPrice })
        .int(PRICING_RULE_MESSAGES.weekendPrice)
        .positive(PRICING_RULE_MESSAGES.weekendPrice)
        .max(100_000_000, 'Price is too high.')
        .nullable()
        .optional(),
      weekly_discount_percent: whole(
        PRICING_RULE_MESSAGES.discount('Weekly discount'),
        0,
        PRICING_RULE_LIMITS.discountMaxPercent,
      ).optional(),
      monthly_discount_percent: whole(
        PRICING_RULE_MESSAGES.discount('Monthly discount'),
        0,
        PRICING_RULE_LIMITS.discountMaxPercent,
      ).optional(),
      advance_notice_days: whole(
        PRICING_RULE_MESSAGES.advanceNotice,
        0,
        PRICING_RULE_LIMITS.advanceNoticeMaxDays,
      ).optional(),
      preparation_nights: whole(
        PRICING_RULE_MESSAGES.preparation,
        0,
        PRICING_RULE_LIMITS.preparationMaxNights,
      ).optional(),
    })
    .refine((r) => Object.values(r).some((v) => v !== undefined), { message: 'Choose at least one rule to set.' }),
});
export type BulkRulesBody = z.input<typeof bulkRulesBody>;

/** A saved bulk edit: how many nights or listings it changed, and its id for undo. */
export const bulkEditSchema = z.object({
  edit_id: z.number().int(),
  changed: z.number().int(),
  /** Until when the edit can be undone (ISO instant). */
  undo_until: text(),
});
export type BulkEdit = z.infer<typeof bulkEditSchema>;

export const bulkEditParams = z.object({ id: recordId('Edit id') });
