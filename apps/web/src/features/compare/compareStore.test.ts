import { WISHLIST_LIMITS } from '@roamstead/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'roamstead.compare';

/** A fresh copy of the module, reading whatever localStorage holds now (like a page reload). */
const load = async () => {
  vi.resetModules();
  return (await import('./compareStore')).compareStore;
};

describe('compareStore', () => {
  beforeEach(() => localStorage.clear());

  it('adds up to the limit, refuses one more, and keeps the choice across a reload', async () => {
    const store = await load();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let id = 1; id <= WISHLIST_LIMITS.compareMax; id++) expect(store.add(id)).toBe('added');
    expect(store.add(2)).toBe('present');
    expect(store.add(99)).toBe('full');
    expect(store.get()).toEqual([1, 2, 3, 4]);
    expect(listener).toHaveBeenCalledTimes(WISHLIST_LIMITS.compareMax);

    const reloaded = await load();
    expect(reloaded.get()).toEqual([1, 2, 3, 4]);
    reloaded.remove(2);
    reloaded.retain([1, 4, 7]);
    expect(reloaded.get()).toEqual([1, 4]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual([1, 4]);
  });

  it('ignores a damaged stored value', async () => {
    localStorage.setItem(KEY, '{"not":"a list"');
    expect((await load()).get()).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([3, 'x', -1, 3, 2.5, 8, 9, 10, 11]));
    expect((await load()).get()).toEqual([3, 8, 9, 10]);
  });
});
