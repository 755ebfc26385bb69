import type { DehydratedState } from '@tanstack/react-query';

/** What a page rendered on the server hands the browser: its queries' answers and its router's data. */
export interface PageState {
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
}
