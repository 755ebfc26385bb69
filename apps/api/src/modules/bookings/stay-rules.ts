import { addDays, BOOKING_LIMITS, BOOKING_MESSAGES, countDays, PRICING_RULE_MESSAGES } from '@roamstead/contract';

export interface StayRules {
  advanceNoticeDays: number;
  bookingWindowMonths: number | null;
  preparationNights: number;
}

/** `day` plus whole calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Why a stay arriving on `checkin` breaks the host's advance notice or booking window (counted
 * from `today`, the listing's local date), or null when it may be booked.
 */
export function arrivalRuleBroken(checkin: string, today: string, rules: StayRules): string | null {
  if (checkin < addDays(today, rules.advanceNoticeDays)) {
    return PRICING_RULE_MESSAGES.advanceNoticeQuote(rules.advanceNoticeDays);
  }
  if (rules.bookingWindowMonths !== null && checkin > addMonths(today, rules.bookingWindowMonths)) {
    return PRICING_RULE_MESSAGES.bookingWindowQuote(rules.bookingWindowMonths);
  }
  if (countDays(today, checkin) > BOOKING_LIMITS.maxAdvanceDays) return BOOKING_MESSAGES.tooFarAhead;
  return null;
}

/**
 * The nights a booking holds: its stay plus the preparation nights after checkout, so the next
 * stay (ours or an imported one) cannot start before the home is ready.
 */
export const heldUntil = (checkout: string, rules: Pick<StayRules, 'preparationNights'>) =>
  addDays(checkout, rules.preparationNights);
