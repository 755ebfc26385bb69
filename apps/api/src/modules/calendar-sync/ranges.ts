/** Nights `[from, to)` as YYYY-MM-DD strings. */
export interface NightRange {
  from: string;
  to: string;
}

/** The parts of `range` no range of `taken` covers, in order. */
export function freeParts(range: NightRange, taken: readonly NightRange[]): NightRange[] {
  const sorted = [...taken].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const parts: NightRange[] = [];
  let cursor = range.from;
  for (const t of sorted) {
    if (t.to <= cursor || t.from >= range.to) continue;
    if (t.from > cursor) parts.push({ from: cursor, to: t.from });
    if (t.to > cursor) cursor = t.to;
    if (cursor >= range.to) break;
  }
  if (cursor < range.to) parts.push({ from: cursor, to: range.to });
  return parts;
}
