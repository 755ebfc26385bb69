/**
 * A home's pricing and availability rules (ADR 0026), applied by the server's quote: a weekend
 * nightly price, weekly and monthly discounts, advance notice, preparation time and how far
 * ahead guests may book.
 */
export const PRICING_RULE_LIMITS = {
  /** Stays of at least this many nights get the weekly discount. */
  weeklyNights: 7,
  /** Stays of at least this many nights get the monthly discount instead. */
  monthlyNights: 28,
  discountMaxPercent: 90,
  advanceNoticeMaxDays: 7,
  preparationMaxNights: 2,
} as const;

export const STAY_DISCOUNT_KINDS = ['weekly', 'monthly'] as const;
export type StayDiscountKind = (typeof STAY_DISCOUNT_KINDS)[number];

/** How far ahead a stay may start, in months; `null` is "all future dates" (BOOKING_LIMITS.maxAdvanceDays). */
export const BOOKING_WINDOW_MONTHS = [3, 6, 9, 12] as const;
export type BookingWindowMonths = (typeof BOOKING_WINDOW_MONTHS)[number];

/** Nights starting on these UTC weekdays (0 = Sunday) take the weekend price: Friday and Saturday. */
export const WEEKEND_NIGHTS = [5, 6] as const;

export const PRICING_RULE_MESSAGES = {
  discount: (field: string) =>
    `${field} must be a whole percentage from 0 to ${PRICING_RULE_LIMITS.discountMaxPercent}.`,
  monthlyBelowWeekly: 'The monthly discount should be at least the weekly discount, since monthly stays are longer.',
  weekendPrice: 'Weekend price must be a positive amount, or left empty to use the nightly price.',
  advanceNotice: `Advance notice must be from same day to ${PRICING_RULE_LIMITS.advanceNoticeMaxDays} days.`,
  preparation: `Preparation time must be from 0 to ${PRICING_RULE_LIMITS.preparationMaxNights} nights.`,
  bookingWindow: 'Choose 3, 6, 9 or 12 months, or all future dates.',
  advanceNoticeQuote: (days: number) =>
    days === 1
      ? 'This host needs at least 1 day of notice. Choose a later check-in.'
      : `This host needs at least ${days} days of notice. Choose a later check-in.`,
  bookingWindowQuote: (months: number) =>
    `This host takes bookings at most ${months} months ahead. Choose an earlier check-in.`,
  preparationTaken: (nights: number) =>
    `This host keeps ${nights === 1 ? '1 night' : `${nights} nights`} free between stays for preparation. Please choose other dates.`,
} as const;
