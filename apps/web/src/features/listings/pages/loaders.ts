import type { LoaderFunction } from 'react-router';
import { queryClient } from '../../../api/queryClient';
import { displayCurrency, prefetchRates } from '../../preferences';
import { listingQuery, listingSearchQuery } from '../api';
import { parseSearch } from '../searchState';

// Route loaders that start a page's main query as soon as the page's code is in, instead of after
// its first render, and return at once: the page reads the same query as usual (ADR 0035).

/** The explore page's results for the address's search. */
export const searchLoader: LoaderFunction = ({ request }) => {
  const state = parseSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(listingSearchQuery(state, displayCurrency()));
  prefetchRates();
  return null;
};

/** The listing of a listing page. */
export const listingLoader: LoaderFunction = ({ params }) => {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(listingQuery(id));
  prefetchRates();
  return null;
};
