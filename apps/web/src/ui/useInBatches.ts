import { useEffect, useState } from 'react';

/**
 * How many of `items` to render now: `batch` at first, then `batch` more in each following task,
 * starting over for a new list. A long list then renders in slices the browser paints and answers
 * input between, instead of in one long task (a page of result cards took ~110 ms on a desktop,
 * four times that on a phone).
 */
export function useInBatches(items: readonly unknown[], batch: number): number {
  const [shown, setShown] = useState({ items, count: batch });
  const count = shown.items === items ? shown.count : batch;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setShown({ items, count: count + batch }), 0);
    return () => clearTimeout(timer);
  }, [items, count, batch]);
  return Math.min(count, items.length);
}
