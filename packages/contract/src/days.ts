/**
 * Calendar days as `YYYY-MM-DD` strings, counted in UTC so that no time zone shifts them. The
 * nights of a stay are the days `[checkin, checkout)`.
 */
export const DAY_MS = 86_400_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not `2027-02-30`). */
export const isIsoDay = (value: string) => {
  if (!ISO_DAY.test(value)) return false;
  const ms = toMs(value);
  return !Number.isNaN(ms) && fromMs(ms) === value;
};

/** The day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number) => fromMs(toMs(day) + n * DAY_MS);

/** How many days `to` is after `from` (negative when before); for a stay, its number of nights. */
export const countDays = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);

/** Every day from `from` up to, not including, `to`; for a stay, its nights. */
export function listDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Today's date in UTC. */
export const todayUtc = (now = new Date()) => fromMs(now.getTime());
