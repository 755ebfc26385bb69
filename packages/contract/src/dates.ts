import { z } from 'zod';
import { text } from './text';

/**
 * The days a request may name. PostgreSQL has no year 0 and JavaScript dates end in 275760, so a
 * bound keeps every accepted day meaningful to both; no stay, birth or report falls outside it.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

const inRange = (day: string) => day >= DATE_MIN && day <= DATE_MAX;

/**
 * The one schema of a calendar day (YYYY-MM-DD) in a request: a day that exists (no 30 February,
 * 29 February in leap years only) between DATE_MIN and DATE_MAX.
 */
export const isoDate = (field = 'Date', message = `${field} must be a date (YYYY-MM-DD).`) =>
  text({ error: message })
    .regex(z.regexes.date, { message, abort: true })
    .refine(inRange, `${field} must be between ${DATE_MIN} and ${DATE_MAX}.`)
    .meta({ format: 'date' });

/** An instant with its UTC offset (2027-03-01T10:00:00+01:00), on a day isoDate accepts. */
export const isoDateTime = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time.`, abort: true })
    .refine((v) => inRange(v.slice(0, 10)), `${field} must be between ${DATE_MIN} and ${DATE_MAX}.`);

/** A wall-clock time of day, HH:MM (00:00–23:59). */
export const clockTime = (field: string) =>
  text()
    .regex(z.regexes.time({ precision: -1 }), `${field} must be a time such as 15:00.`)
    .meta({ format: 'time' });
