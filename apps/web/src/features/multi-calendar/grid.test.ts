import type { MultiCalendarRow } from '@roamstead/contract';
import { describe, expect, it } from 'vitest';
import { dayCells, inRect, selectedRanges } from './grid';

const row = (id: number, values: Partial<MultiCalendarRow> = {}): MultiCalendarRow => ({
  id,
  title: `Home ${id}`,
  kind: 'home',
  currency: 'USD',
  today: '2027-01-02',
  min_nights: 1,
  prices: [100, 110, 120, 130, 140],
  custom_prices: [],
  stays: [],
  conflicts: [],
  ...values,
});

describe('the multi-calendar grid', () => {
  it('marks each day with its price, the stay holding it, where the stay starts and conflicts', () => {
    const cells = dayCells(
      row(1, {
        custom_prices: ['2027-01-04'],
        stays: [
          { from: '2027-01-02', to: '2027-01-04', state: 'booked', booking_id: 7, guest_name: 'Ana', source: null },
        ],
        conflicts: [{ from: '2027-01-03', to: '2027-01-04', source: 'Other site' }],
      }),
      '2027-01-01',
      5,
    );
    expect(
      cells.map((c) => [c.date, c.price, c.past, c.stay?.state ?? null, c.stayStarts, c.custom, c.conflict]),
    ).toEqual([
      ['2027-01-01', 100, true, null, false, false, null],
      ['2027-01-02', 110, false, 'booked', true, false, null],
      ['2027-01-03', 120, false, 'booked', false, false, 'Other site'],
      ['2027-01-04', 130, false, null, false, true, null],
      ['2027-01-05', 140, false, null, false, false, null],
    ]);
  });

  it('turns a rectangle of rows and days into one range per listing, past nights left out', () => {
    const rows = [row(1), row(2, { today: '2027-01-01' }), row(3)];
    expect(selectedRanges(rows, '2027-01-01', { row: 1, col: 3 }, { row: 0, col: 0 })).toEqual([
      { listing_id: 1, from: '2027-01-02', to: '2027-01-05' },
      { listing_id: 2, from: '2027-01-01', to: '2027-01-05' },
    ]);
    expect(selectedRanges(rows, '2027-01-01', { row: 0, col: 0 }, { row: 0, col: 0 })).toEqual([]);
    expect(inRect({ row: 0, col: 0 }, { row: 1, col: 3 }, 1, 2)).toBe(true);
    expect(inRect({ row: 0, col: 0 }, { row: 1, col: 3 }, 2, 2)).toBe(false);
  });
});
