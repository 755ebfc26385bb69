import { addDays, format, parseISO } from 'date-fns';

/** `YYYY-MM-DD` of a local calendar date. */
export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

export const fromIsoDay = (day: string) => parseISO(day);

export const nextDay = (day: string) => isoDay(addDays(parseISO(day), 1));

/** Every night from `from` up to, not including, `to`. */
export function nightsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = nextDay(d)) out.push(d);
  return out;
}

/** A date in the visitor's language, e.g. "12 Dec 2026". */
export const formatDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(parseISO(day));

export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A `YYYY-MM` month in the visitor's language, e.g. "Dec 2026". */
export const formatMonth = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
