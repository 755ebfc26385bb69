import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Route loaders start a page's main query into it as soon as the
 * page's code is in, before the page's first render (ADR 0035).
 */
export const queryClient = new QueryClient({
  // offlineFirst: without a network a query still runs once, so the service worker can answer
  // it from what was saved (ADR 0021), instead of waiting paused.
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' } },
});
