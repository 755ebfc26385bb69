/**
 * Flexible dates ("I'm flexible"): a weekend, a week or a month starting in up to three chosen
 * months. The search finds each listing's best stay among the check-in days these rules give.
 */
import { BOOKING_LIMITS } from './bookingConstants';
import { addDays } from './days';

export const FLEX_KINDS = ['weekend', 'week', 'month'] as const;
export type FlexKind = (typeof FLEX_KINDS)[number];

/** The nights a flexible stay may last, and how many it lasts when the guest does not say. */
export const FLEX_NIGHTS: Record<FlexKind, { min: number; max: number; default: number }> = {
  weekend: { min: 1, max: 3, default: 2 },
  week: { min: 5, max: 10, default: 7 },
  month: { min: 28, max: 31, default: 28 },
};

/** Months a guest may choose at once, among this many from the current one. */
export const FLEX_LIMITS = { months: 3, monthsAhead: 12 } as const;

/** Weekends start on Friday (UTC day 5). */
const FRIDAY = 5;

export const FLEX_MESSAGES = {
  kind: 'Choose a weekend, a week or a month.',
  months: `Choose one to ${FLEX_LIMITS.months} months.`,
  month: `Choose months among the next ${FLEX_LIMITS.monthsAhead} (YYYY-MM).`,
  monthsWithoutKind: 'Choose a weekend, a week or a month for these months.',
  nights: (kind: FlexKind) => `A flexible ${kind} lasts ${FLEX_NIGHTS[kind].min} to ${FLEX_NIGHTS[kind].max} nights.`,
  exactAndFlexible: 'Choose exact dates or flexible dates, not both.',
} as const;

/** `YYYY-MM` of `day` plus `n` months. */
export function monthOf(day: string, n = 0): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The months a guest may choose on `today` (UTC): this one and the next eleven. */
export const flexibleMonths = (today: string) =>
  Array.from({ length: FLEX_LIMITS.monthsAhead }, (_, i) => monthOf(today, i));

/**
 * The first check-in a flexible search offers on `today` (UTC): the day after tomorrow, so that
 * no listing's own "today" (its time zone is up to a day ahead) or same-day cut-off refuses it.
 */
export const flexibleEarliest = (today: string) => addDays(today, 2);

/**
 * The check-in days of a flexible search, in order: every Friday of the chosen months for a
 * weekend, every day for a week or a month, from `flexibleEarliest` and no further ahead than
 * bookings open.
 */
export function flexibleCheckins(kind: FlexKind, months: readonly string[], today: string): string[] {
  const earliest = flexibleEarliest(today);
  // A listing's today may be a day behind UTC's: keep within its window too.
  const latest = addDays(today, BOOKING_LIMITS.maxAdvanceDays - 1);
  const out: string[] = [];
  for (const month of [...new Set(months)].sort()) {
    for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
      if (day < earliest || day > latest) continue;
      if (kind === 'weekend' && new Date(`${day}T00:00:00Z`).getUTCDay() !== FRIDAY) continue;
      out.push(day);
    }
  }
  return out;
}
