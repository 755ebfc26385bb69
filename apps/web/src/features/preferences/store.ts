import { DEFAULT_CURRENCY } from '@roamstead/contract/constants';

export const CURRENCY_STORAGE_KEY = 'roamstead.currency';

const listeners = new Set<() => void>();
let current = localStorage.getItem(CURRENCY_STORAGE_KEY) ?? DEFAULT_CURRENCY;

/** The display currency: one value for the whole UI, kept in localStorage across visits. */
export const currencyStore = {
  get: () => current,
  set(code: string) {
    if (code === current) return;
    current = code;
    localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The display currency now, for code outside React (a route loader's query). */
export const displayCurrency = () => currencyStore.get();
