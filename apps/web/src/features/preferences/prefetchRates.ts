import { queryClient } from '../../api/queryClient';
import { currenciesQuery } from './api';

/**
 * Asks for the currency rates beside a page's prices: prices that arrived before the rates would
 * render again once the rates came (a page of cards, twice).
 */
export function prefetchRates() {
  void queryClient.prefetchQuery(currenciesQuery);
}
