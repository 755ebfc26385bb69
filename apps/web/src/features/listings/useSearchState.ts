import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeSearch, listingPath, parseSearch, type SearchState, toSearchParams } from './searchState';

/**
 * The search of the current URL and a way to change it. Each change is a history entry, except
 * with `replace` (map moves, which would otherwise flood the back button). A change keeps the
 * scroll position: the results page stays where the visitor is.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const update = useCallback(
    (change: Partial<SearchState>, options?: { replace?: boolean }) =>
      setParams(toSearchParams(changeSearch(state, change)), { replace: options?.replace, preventScrollReset: true }),
    [state, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { state, update, reset };
}

/** Links to a listing's page carrying the current search's dates (or a card's best stay) and guests. */
export function useListingPath() {
  const [params] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  return useCallback(
    (id: number, stay?: { checkin: string; checkout: string } | null) => listingPath(id, state, stay),
    [state],
  );
}
