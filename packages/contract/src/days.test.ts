import { describe, expect, it } from 'vitest';
import { addDays, countDays, isIsoDay, listDays, todayUtc } from './days';

describe('calendar days', () => {
  it('add days across months, leap days and years, forwards and back', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('count the days from one day to another, negative when it is before', () => {
    expect(countDays('2026-12-30', '2027-01-02')).toBe(3);
    expect(countDays('2028-02-01', '2028-03-01')).toBe(29);
    expect(countDays('2026-05-01', '2026-05-01')).toBe(0);
    expect(countDays('2026-05-03', '2026-05-01')).toBe(-2);
  });

  it('list the nights of a stay, checkout excluded', () => {
    expect(listDays('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(listDays('2026-05-01', '2026-05-01')).toEqual([]);
    expect(listDays('2026-05-03', '2026-05-01')).toEqual([]);
  });

  it('tell real days from malformed or impossible ones', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-13-01')).toBe(false);
    expect(isIsoDay('2027-1-01')).toBe(false);
    expect(isIsoDay('2027-01-01T00:00')).toBe(false);
  });

  it('name every day as toISOString does, and refuse an invalid one as it does', () => {
    for (let ms = Date.UTC(1000, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 * 7 + 3_600_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      expect(todayUtc(new Date(ms))).toBe(day);
      expect(addDays(day, 1)).toBe(new Date(ms + 86_400_000).toISOString().slice(0, 10));
    }
    expect(() => addDays('not a day', 1)).toThrow(RangeError);
  });

  it('take today in UTC', () => {
    expect(todayUtc(new Date('2026-06-30T23:30:00-02:00'))).toBe('2026-07-01');
  });
});
