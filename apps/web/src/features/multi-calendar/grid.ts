import type { MultiCalendarRow, MultiCalendarStay } from '@roamstead/contract';
import { addDays, countDays } from '@roamstead/contract/constants';

export interface DayCell {
  date: string;
  price: number;
  custom: boolean;
  past: boolean;
  /** The stay, block or imported event holding the night, if any. */
  stay: MultiCalendarStay | null;
  /** The first night of `stay` shown (where its label goes). */
  stayStarts: boolean;
  /** The imported calendar whose event overlaps a booking on this night. */
  conflict: string | null;
}

/** One listing's days from `from`, in order, with what holds each night. */
export function dayCells(row: MultiCalendarRow, from: string, days: number): DayCell[] {
  const cells: DayCell[] = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return {
      date,
      price: row.prices[i] ?? 0,
      custom: false,
      past: date < row.today,
      stay: null,
      stayStarts: false,
      conflict: null,
    };
  });
  const at = (date: string) => cells[countDays(from, date)];
  for (const d of row.custom_prices) {
    const c = at(d);
    if (c) c.custom = true;
  }
  for (const s of row.stays) {
    for (let d = s.from; d < s.to; d = addDays(d, 1)) {
      const c = at(d);
      if (!c) continue;
      c.stay = s;
      c.stayStarts = d === s.from;
    }
  }
  for (const k of row.conflicts) {
    for (let d = k.from; d < k.to; d = addDays(d, 1)) {
      const c = at(d);
      if (c) c.conflict = k.source;
    }
  }
  return cells;
}

export interface GridPoint {
  row: number;
  col: number;
}

/** The nights of a rectangle of rows × days as one range per listing, past nights left out. */
export function selectedRanges(
  rows: readonly MultiCalendarRow[],
  from: string,
  a: GridPoint,
  b: GridPoint,
): { listing_id: number; from: string; to: string }[] {
  const [r0, r1] = a.row <= b.row ? [a.row, b.row] : [b.row, a.row];
  const [c0, c1] = a.col <= b.col ? [a.col, b.col] : [b.col, a.col];
  return rows.slice(r0, r1 + 1).flatMap((row) => {
    let start = addDays(from, c0);
    const end = addDays(from, c1 + 1);
    if (start < row.today) start = row.today;
    return start < end ? [{ listing_id: row.id, from: start, to: end }] : [];
  });
}

export const inRect = (a: GridPoint | null, b: GridPoint | null, row: number, col: number) =>
  !!a &&
  !!b &&
  row >= Math.min(a.row, b.row) &&
  row <= Math.max(a.row, b.row) &&
  col >= Math.min(a.col, b.col) &&
  col <= Math.max(a.col, b.col);
