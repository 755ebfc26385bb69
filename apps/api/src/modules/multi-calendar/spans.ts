/** Night ranges `[from, to)` as YYYY-MM-DD strings, which compare in date order. */
export interface Span {
  from: string;
  to: string;
}

/** The spans merged where they overlap or touch, in order. */
export function union(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.from <= last.to) {
      if (s.to > last.to) last.to = s.to;
    } else out.push({ ...s });
  }
  return out;
}

/** What is left of `spans` once every night of `cut` is taken out. */
export function subtract(spans: readonly Span[], cut: readonly Span[]): Span[] {
  let left = union(spans);
  for (const c of union(cut)) {
    left = left.flatMap((s) => {
      if (c.to <= s.from || c.from >= s.to) return [s];
      return [
        ...(s.from < c.from ? [{ from: s.from, to: c.from }] : []),
        ...(s.to > c.to ? [{ from: c.to, to: s.to }] : []),
      ];
    });
  }
  return left;
}
