import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth } from './dates';

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
