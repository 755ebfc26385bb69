import type { LoaderFunction } from 'react-router';
import { serverLoadContext, startQueries } from '../../../api/queryClient';
import { currenciesQuery, displayCurrency } from '../../preferences';
import { categoriesQuery, listingQuery, listingSearchQuery } from '../api';
import { parseSearch } from '../searchState';

// Route loaders start a page's queries before it first renders, with the currency rates its
// prices are shown with (docs/adr/0047).

/** A search page's results for the address's search (in a category page's category), and its category bar. */
export const searchLoader: LoaderFunction = ({ request, params, context }) => {
  const search = parseSearch(new URL(request.url).searchParams);
  const state = params.slug ? { ...search, category: params.slug } : search;
  const currency = displayCurrency(serverLoadContext(context)?.currency);
  return startQueries(context, (client) => [
    client.prefetchQuery(listingSearchQuery(state, currency)),
    client.prefetchQuery(currenciesQuery),
    client.prefetchQuery(categoriesQuery),
  ]);
};

/** The listing of a listing page. */
export const listingLoader: LoaderFunction = ({ params, context }) => {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  return startQueries(context, (client) =>
    valid ? [client.prefetchQuery(listingQuery(id)), client.prefetchQuery(currenciesQuery)] : [],
  );
};
