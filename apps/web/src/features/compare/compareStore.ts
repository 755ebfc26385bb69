import { WISHLIST_LIMITS } from '@roamstead/contract/constants';

const KEY = 'roamstead.compare';
const EMPTY: readonly number[] = [];

const read = (): readonly number[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0);
    return [...new Set(ids)].slice(0, WISHLIST_LIMITS.compareMax);
  } catch {
    return EMPTY;
  }
};

let current = typeof localStorage === 'undefined' ? EMPTY : read();
const listeners = new Set<() => void>();

const write = (ids: readonly number[]) => {
  current = ids;
  localStorage.setItem(KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
};

// Another tab changed the list.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

type AddResult = 'added' | 'present' | 'full';

/** The listings chosen for /compare (at most 4), kept in localStorage across reloads. */
export const compareStore = {
  get: () => current,
  /** What a page rendered on the server shows, and hydrates with: nothing chosen yet. */
  getServerSnapshot: () => EMPTY,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  add(id: number): AddResult {
    if (current.includes(id)) return 'present';
    if (current.length >= WISHLIST_LIMITS.compareMax) return 'full';
    write([...current, id]);
    return 'added';
  },
  remove(id: number) {
    write(current.filter((x) => x !== id));
  },
  /** Keeps only `ids` (drops listings that are no longer available). */
  retain(ids: readonly number[]) {
    const keep = current.filter((x) => ids.includes(x));
    if (keep.length !== current.length) write(keep);
  },
  clear() {
    write([]);
  },
};
