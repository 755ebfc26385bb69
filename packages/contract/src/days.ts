/**
 * Calendar days as `YYYY-MM-DD` strings, counted in UTC so that no time zone shifts them. The
 * nights of a stay are the days `[checkin, checkout)`.
 */
export const DAY_MS = 86_400_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The UTC day of a time as `YYYY-MM-DD`. Worked out with integers (the civil-from-days algorithm
 * of Howard Hinnant's date library), several times faster than `toISOString`: a flexible search
 * names a few thousand days per request. Years outside 1000–9999 and invalid times go through
 * `toISOString` (which throws for the latter).
 */
function fromMs(ms: number) {
  const days = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const m = Math.floor((5 * dayOfYear + 2) / 153);
  const month = m < 10 ? m + 3 : m - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!(year >= 1000 && year <= 9999)) return new Date(ms).toISOString().slice(0, 10);
  return `${year}-${two(month)}-${two(dayOfYear - Math.floor((153 * m + 2) / 5) + 1)}`;
}

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
  const end = toMs(to);
  for (let ms = toMs(from); ms < end; ms += DAY_MS) out.push(fromMs(ms));
  return out;
}

/** Today's date in UTC. */
export const todayUtc = (now = new Date()) => fromMs(now.getTime());
