import { describe, expect, it } from 'vitest';
import { subtract, union } from './spans';

const s = (from: string, to: string) => ({ from, to });

describe('night spans', () => {
  it('merges spans that overlap or touch, and keeps apart those with a night between', () => {
    expect(
      union([s('2027-01-05', '2027-01-07'), s('2027-01-01', '2027-01-03'), s('2027-01-03', '2027-01-04')]),
    ).toEqual([s('2027-01-01', '2027-01-04'), s('2027-01-05', '2027-01-07')]);
    expect(union([s('2027-01-01', '2027-01-10'), s('2027-01-02', '2027-01-03')])).toEqual([
      s('2027-01-01', '2027-01-10'),
    ]);
  });

  it('takes nights out of the middle, the ends or the whole of a span', () => {
    const block = [s('2027-01-01', '2027-01-10')];
    expect(subtract(block, [s('2027-01-04', '2027-01-05')])).toEqual([
      s('2027-01-01', '2027-01-04'),
      s('2027-01-05', '2027-01-10'),
    ]);
    expect(subtract(block, [s('2026-12-20', '2027-01-03'), s('2027-01-08', '2027-02-01')])).toEqual([
      s('2027-01-03', '2027-01-08'),
    ]);
    expect(subtract(block, [s('2027-01-01', '2027-01-10')])).toEqual([]);
    expect(subtract(block, [s('2027-02-01', '2027-02-03')])).toEqual(block);
  });
});
