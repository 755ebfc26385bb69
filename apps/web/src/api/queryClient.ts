import { QueryClient } from '@tanstack/react-query';

const defaultOptions = {
  // offlineFirst: without a network a query still runs once, so the service worker can answer
  // it from what was saved (ADR 0021), instead of waiting paused.
  queries: { staleTime: 60_000, retry: 1, networkMode: 'offlineFirst' as const },
};

/** The browser's one query cache. */
export const queryClient = new QueryClient({ defaultOptions });

/** A query cache of one page rendered on the server. */
export const createServerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...defaultOptions.queries, retry: false } } });

/** What the server hands route loaders while it renders a page: that request's query cache, currency and language. */
export interface ServerLoadContext {
  queryClient: QueryClient;
  currency: string;
  language: string;
}

/** The loader's context when the page is rendered on the server, else null. */
export const serverLoadContext = (context: unknown): ServerLoadContext | null =>
  typeof context === 'object' && context !== null && 'queryClient' in context ? (context as ServerLoadContext) : null;

/**
 * A route loader starts its page's queries: in the browser the page renders at once and shows
 * them loading; on the server the page is rendered once they are in, so its HTML holds the data.
 */
export async function startQueries(context: unknown, start: (client: QueryClient) => Promise<void>[]) {
  const server = serverLoadContext(context);
  const loading = Promise.all(start(server?.queryClient ?? queryClient));
  if (server) await loading;
  return null;
}
