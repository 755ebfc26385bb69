/** Stays as PostgreSQL date ranges and local times of day (day arithmetic: `days.ts` in the contract). */
import { todayUtc } from '@roamstead/contract';

/** The date at `now` on the clocks of `timeZone` (an IANA zone; UTC when unknown): a listing's "today". */
export function localToday(now: Date, timeZone: string | null): string {
  if (!timeZone) return todayUtc(now);
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return todayUtc(now);
  }
}

/** PostgreSQL daterange text of the nights `[from, to)`. */
export const stayRange = (from: string, to: string) => `[${from},${to})`;

/** Reads `[2026-12-01,2026-12-05)` back into its bounds (PostgreSQL keeps date ranges canonical). */
export function parseRange(range: string): { from: string; to: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(range);
  if (!match?.[1] || !match[2]) throw new Error(`Unexpected date range ${range}`);
  return { from: match[1], to: match[2] };
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function zoneOffset(instant: number, timeZone: string) {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of local `time` (HH:MM) on `day` in `timeZone` (UTC when the zone is unknown). */
export function localInstant(day: string, time: string, timeZone: string | null): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (h * 60 + m) * 60_000;
  if (!timeZone) return new Date(wall);
  try {
    const first = wall - zoneOffset(wall, timeZone);
    return new Date(wall - zoneOffset(first, timeZone));
  } catch {
    return new Date(wall);
  }
}
