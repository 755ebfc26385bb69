import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, fromIsoDay, isoDay } from './dates';

describe('dates in the visitor language', () => {
  it('are formatted per language and style, whichever was asked for first', () => {
    expect(formatDay('2026-12-12', 'en-GB')).toBe('12 Dec 2026');
    expect(formatDay('2026-12-12', 'de')).toBe('12. Dez. 2026');
    expect(formatDay('2026-01-03', 'en-GB')).toBe('3 Jan 2026');
    expect(formatMonth('2026-12', 'en-GB')).toBe('Dec 2026');
    expect(formatMonth('2026-12', 'fr')).toBe('déc. 2026');
    expect(formatDateTime('2026-12-12T09:30:00', 'en-GB')).toBe('12 Dec 2026, 09:30');
  });
});

describe('calendar days', () => {
  it('write a local date as YYYY-MM-DD and read it back as local midnight', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    const day = fromIsoDay('2026-03-09');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 9, 0]);
  });
});
