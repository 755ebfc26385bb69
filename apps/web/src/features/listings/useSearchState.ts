import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeSearch, parseSearch, type SearchState, toSearchParams } from './searchState';

/**
 * The search of the current URL and a way to change it. Each change is a history entry, except
 * with `replace` (map moves, which would otherwise flood the back button).
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const update = useCallback(
    (change: Partial<SearchState>, options?: { replace?: boolean }) =>
      setParams(toSearchParams(changeSearch(state, change)), { replace: options?.replace }),
    [state, setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { state, update, reset };
}
