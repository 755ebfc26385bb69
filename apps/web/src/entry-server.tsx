import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRequest as PageRequestOf, RenderedPage } from '@roamstead/contract/constants';
import { dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { transport } from './api/http';
import { createServerQueryClient, type ServerLoadContext } from './api/queryClient';
import { App, appRoutes } from './app/App';
import { SERVER_RENDERED } from './app/routes';
import { createServerI18n } from './i18n';
import type { PageState } from './pageState';

type PageRequest = PageRequestOf<(request: Request) => Promise<Response>>;

const handler = createStaticHandler(appRoutes);

// The web client's API calls made while a page renders go to that page's server.
const pageFetch = new AsyncLocalStorage<PageRequest['fetch']>();
transport.fetch = (input, init) => {
  const fetch = pageFetch.getStore();
  if (!fetch) return Promise.reject(new Error('an API call outside a page render'));
  return fetch(new Request(input, init));
};

const i18nOf = new Map<string, { strings: unknown; i18n: I18n }>();
/** One i18next per language, made again when its strings change. */
function i18nFor(language: string, resources: PageRequest['resources']) {
  const known = i18nOf.get(language);
  if (known && known.strings === resources[language]) return known.i18n;
  const i18n = createServerI18n(language, resources);
  i18nOf.set(language, { strings: resources[language], i18n });
  return i18n;
}

/**
 * The whole page, every Suspense boundary resolved and in place: crawlers and browsers without
 * scripts get it all. A part that failed would be left for the browser to render: the page is not
 * sent half done (the browser renders it all instead).
 */
async function renderToString(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Every boundary written in place: no script has to move it there (nor may, under the CSP).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a public page to HTML with the browser's route table and loaders, and the state the
 * browser hydrates it with (docs/adr/0047).
 */
export function renderPage(page: PageRequest): Promise<RenderedPage> {
  return pageFetch.run(page.fetch, async (): Promise<RenderedPage> => {
    // A screen the browser renders: no loader runs here for it. Matched by the handler, which
    // ranked the routes once; matchRoutes ranks them all again on every call (a tenth of a page's CPU).
    const matched = await handler.query(new Request(page.url), { filterMatchesToLoad: () => false });
    if (matched instanceof Response || !matched.matches.some((match) => match.route.handle === SERVER_RENDERED))
      return { kind: 'browser' };
    const queryClient = createServerQueryClient();
    const requestContext: ServerLoadContext = { queryClient, currency: page.currency, language: page.language };
    const context = await handler.query(new Request(page.url), { requestContext });
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    if (context.errors) return { kind: 'browser' };
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToString(
      <StrictMode>
        <App
          queryClient={queryClient}
          i18n={i18nFor(page.language, page.resources)}
          currency={page.currency}
          signedIn={page.signedIn}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>,
    );
    const state: PageState = {
      // A failed query too (a listing not found): the browser renders what the server did.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
        shouldRedactErrors: () => false,
      }),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    return { kind: 'html', status: context.statusCode, html, state };
  });
}
