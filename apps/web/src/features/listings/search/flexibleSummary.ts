import type { FlexKind } from '@roamstead/contract/constants';
import type { TFunction } from 'i18next';

/** A month (YYYY-MM) as its short name in `locale`, e.g. "Dec" (with the year when not this one's). */
export function monthName(locale: string, month: string, withYear = false) {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "A weekend in Dec, Jan": a flexible search summed up for the search bar. */
export function flexSummary(t: TFunction, locale: string, flex: FlexKind, months: readonly string[]) {
  const names = new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(
    months.map((m) => monthName(locale, m)),
  );
  return t(`flexibleDates.summary.${flex}`, { months: names });
}
