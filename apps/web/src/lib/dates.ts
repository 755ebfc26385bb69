import { formatISO, parseISO } from 'date-fns';

/**
 * `YYYY-MM-DD` of a local calendar date. `formatISO`, not `format`: `format` brings every pattern
 * and the English locale (~7 KB compressed) to the listing page's first screen.
 */
export const isoDay = (date: Date) => formatISO(date, { representation: 'date' });

export const fromIsoDay = (day: string) => parseISO(day);

// Building an Intl.DateTimeFormat costs far more than using one (0.2–1 ms on a phone, and a list
// of trips or bookings formats dozens of dates): one per language and style, built on first use.
const STYLES = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, style: keyof typeof STYLES) {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, STYLES[style]);
    formats.set(key, format);
  }
  return format;
}

/** A date in the visitor's language, e.g. "12 Dec 2026". */
export const formatDay = (day: string, locale: string) => dateFormat(locale, 'day').format(parseISO(day));

export const formatDateTime = (iso: string, locale: string) => dateFormat(locale, 'dateTime').format(new Date(iso));

/** A `YYYY-MM` month in the visitor's language, e.g. "Dec 2026". */
export const formatMonth = (month: string, locale: string) =>
  dateFormat(locale, 'month').format(new Date(`${month}-01T00:00:00Z`));
