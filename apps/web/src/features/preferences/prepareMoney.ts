import { DEFAULT_LANGUAGE, formatMoney } from '@roamstead/contract/constants';
import { queryClient } from '../../api/queryClient';
import { i18next } from '../../i18n';
import { currenciesQuery } from './api';
import { displayCurrency } from './store';

/**
 * Readies prices for a page whose prices are on their way: asks for the rates beside the page's
 * data (prices that arrived first would render again once the rates came) and builds the display
 * currency's number format in a task of its own (a page's first number format costs the browser
 * ~30 ms on a desktop, four times that on a phone, which would otherwise lengthen the task that
 * renders the prices).
 */
export function prepareMoney() {
  void queryClient.prefetchQuery(currenciesQuery);
  setTimeout(() => {
    const currency = displayCurrency();
    formatMoney(0, currency, currency, new Map(), i18next.language || DEFAULT_LANGUAGE, 'whole');
  }, 0);
}
