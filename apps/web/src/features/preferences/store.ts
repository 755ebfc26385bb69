import { DEFAULT_CURRENCY, PAGE_COOKIES } from '@roamstead/contract/constants';
import { createContext } from 'react';
import { A_YEAR_IN_SECONDS, readCookie, writeCookie } from '../../lib/cookies';

export const CURRENCY_STORAGE_KEY = 'roamstead.currency';

const listeners = new Set<() => void>();
let current: string | undefined;

/** The display currency: one value for the whole UI, kept on the device and sent to the server. */
export const currencyStore = {
  get: () => {
    current ??= readCookie(PAGE_COOKIES.currency) ?? localStorage.getItem(CURRENCY_STORAGE_KEY) ?? DEFAULT_CURRENCY;
    return current;
  },
  set(code: string) {
    if (code === currencyStore.get()) return;
    current = code;
    localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    writeCookie(PAGE_COOKIES.currency, code, A_YEAR_IN_SECONDS);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The currency of a page rendered on the server (from its request); null in the browser. */
export const ServerCurrency = createContext<string | null>(null);

/**
 * The currency the page's HTML was written in: what hydration must render before it switches to
 * the device's choice (`<html data-currency>`, written by the server).
 */
export const pageCurrency = () => document.documentElement.dataset.currency ?? currencyStore.get();

/** The display currency now, for code outside React: a route loader's, on the server its request's. */
export const displayCurrency = (serverCurrency?: string) => serverCurrency ?? currencyStore.get();
