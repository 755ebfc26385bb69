import type { Participant } from '@roamstead/contract';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/errors';

/** The other participant's name as shown: a translated "Former user" once the account is gone. */
export const participantName = (t: TFunction, other: Participant) =>
  other.former ? t('conversations.formerUser') : other.name;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** Whole days between the day of `iso` and today (0 today, 1 yesterday). */
const daysAgo = (iso: string, now = new Date()) =>
  Math.round((startOfDay(now) - startOfDay(new Date(iso))) / 86_400_000);

/** Day separator of the thread: "Today", "Yesterday", else the full date. */
export function dayLabel(t: TFunction, iso: string, locale: string) {
  const days = daysAgo(iso);
  if (days === 0) return t('conversations.today');
  if (days === 1) return t('conversations.yesterday');
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

export const timeOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** Time of the list: the hour today, the weekday this week, else the date. */
export function shortWhen(iso: string, locale: string) {
  const days = daysAgo(iso);
  if (days === 0) return timeOf(iso, locale);
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(iso));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** "12 May – 15 May 2027" for inquiry dates (date-only strings, read as calendar days). */
export function stayDates(checkIn: string, checkOut: string, locale: string) {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${checkIn}T00:00:00Z`), new Date(`${checkOut}T00:00:00Z`));
}

/** Per-field messages of a failed call, if any. */
export const errorDetails = (err: unknown) => (err as ApiError).details ?? {};
