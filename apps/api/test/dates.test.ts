// The contract's date schemas against the database: whatever a route accepts as a day, an instant
// or a time of day, PostgreSQL stores as that same value; and every date-like input of every route
// uses those schemas (so an impossible date is a 400 with details, never a database error).
import { clockTime, DATE_MAX, DATE_MIN, isoDate, isoDateTime } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { impossibleDate, impossibleDateTime, impossibleTime } from './fuzz/inputs';
import { dateLikeFields, routesOf } from './fuzz/routes';
import { createTestApp } from './helpers';

const t = await createTestApp();
afterAll(() => t.close());

/** The database's reading of `value` as `type`, as text; null when it refuses it. */
async function stored(value: string, type: 'date' | 'timestamptz' | 'time') {
  const reading = {
    date: sql`to_char(CAST(${value} AS date), 'YYYY-MM-DD')`,
    timestamptz: sql`to_char(CAST(${value} AS timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
    time: sql`to_char(CAST(${value} AS time), 'HH24:MI')`,
  }[type];
  try {
    const result = await t.database.db.execute(sql`SELECT ${reading} AS v`);
    return (result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v ?? null;
  } catch {
    return null;
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Strings shaped like dates with any year, month and day numbers. */
const dateShaped = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1890, max: 2210 })),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
const runs = { numRuns: 300, seed: 37 };

describe('one date schema, checked against the database', () => {
  it('accepts a day only if PostgreSQL stores that very day, and refuses impossible days', async () => {
    const day = isoDate('Day');
    await fc.assert(
      fc.asyncProperty(fc.oneof(dateShaped, impossibleDate.map(String)), async (value) => {
        if (day.safeParse(value).success) expect(await stored(value, 'date')).toBe(value);
      }),
      runs,
    );
    for (const value of ['2027-02-30', '2026-02-29', '2100-02-29', '2027-04-31', '0000-01-01', '2027-13-01'])
      expect(day.safeParse(value).success, value).toBe(false);
  });

  it('accepts every real day in range, 29 February of leap years included', async () => {
    const day = isoDate('Day');
    for (const value of [DATE_MIN, DATE_MAX, '2028-02-29', '2000-02-29', '2027-12-31'])
      expect(day.safeParse(value).success, value).toBe(true);
    await fc.assert(
      fc.property(fc.date({ min: new Date(`${DATE_MIN}T00:00:00Z`), max: new Date(`${DATE_MAX}T00:00:00Z`) }), (d) => {
        if (Number.isNaN(d.getTime())) return;
        expect(day.safeParse(d.toISOString().slice(0, 10)).success).toBe(true);
      }),
      runs,
    );
  });

  it('accepts an instant or a time of day only if PostgreSQL reads it as the same', async () => {
    const instant = isoDateTime('Start');
    const time = clockTime('Check-in time');
    await fc.assert(
      fc.asyncProperty(impossibleDateTime, async (value) => {
        const parsed = instant.safeParse(value);
        if (parsed.success) expect(await stored(value, 'timestamptz')).toBe(new Date(value).toISOString().slice(0, 10));
      }),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(impossibleTime, async (value) => {
        if (time.safeParse(value).success) expect(await stored(value, 'time')).toBe(value);
      }),
      runs,
    );
    for (const value of ['2027-02-30T10:00:00Z', '2027-01-01T24:00:00Z', '0000-01-01T00:00:00Z', '2027-01-01T10:00:00'])
      expect(instant.safeParse(value).success, value).toBe(false);
    for (const value of ['24:00', '23:60', '7:00', '07:00:00'])
      expect(time.safeParse(value).success, value).toBe(false);
  });
});

describe('every date-like input of every route', () => {
  it('declares a date, date-time or time format (the contract schemas above)', () => {
    const fields = routesOf(t.app).flatMap((r) =>
      dateLikeFields(r).map((f) => ({ at: `${r.method} ${r.path} ${f.name}`, format: f.format })),
    );
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.filter((f) => !['date', 'date-time', 'time'].includes(f.format ?? ''))).toEqual([]);
  });
});
