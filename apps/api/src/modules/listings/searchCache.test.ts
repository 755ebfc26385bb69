import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchCache } from './searchCache';

describe('search cache', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one load for callers of the same search and shares its answer until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = createSearchCache(1_000);
    const load = vi.fn(async () => ({ total: 3 }));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get('other', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads again after clear, and never keeps a failure', async () => {
    const cache = createSearchCache(60_000);
    const load = vi.fn(async () => 1);
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(2);
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    await expect(cache.get('f', failing)).resolves.toBe(2);
  });
});
