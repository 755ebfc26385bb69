import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInBatches } from './useInBatches';

describe('useInBatches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const tick = () => act(() => vi.advanceTimersToNextTimer());

  it('renders a batch at first, then one more batch per task until the list is in', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const { result } = renderHook(() => useInBatches(items, 4));
    expect(result.current).toBe(4);
    tick();
    expect(result.current).toBe(8);
    tick();
    expect(result.current).toBe(10);
    tick();
    expect(result.current).toBe(10);
  });

  it('starts over for a new list and keeps its count for the same one', () => {
    const first = Array.from({ length: 8 }, (_, i) => i);
    const { result, rerender } = renderHook(({ items }) => useInBatches(items, 4), { initialProps: { items: first } });
    tick();
    expect(result.current).toBe(8);
    rerender({ items: first });
    expect(result.current).toBe(8);
    rerender({ items: first.map((i) => i + 100) });
    expect(result.current).toBe(4);
    tick();
    expect(result.current).toBe(8);
  });

  it('renders a short list at once', () => {
    const { result } = renderHook(() => useInBatches([1, 2], 4));
    expect(result.current).toBe(2);
  });
});
