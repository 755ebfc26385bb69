import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { type RouteObject, ScrollRestoration } from 'react-router';
import { AuthRoot, SessionHint } from '../features/auth';
import { OfflineBanner, UpdateNotice } from '../features/offline';
import { ServerCurrency } from '../features/preferences';
import { TranslationProvider } from '../i18n';
import { Spinner } from '../ui/Spinner';
import { ToastHost } from '../ui/toast';
import { routes } from './routes';

/**
 * The root of every route. AuthRoot sits inside the router so auth and the login modal can
 * navigate; ScrollRestoration opens each new page at the top and restores the position on back
 * and forward.
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <AuthRoot />
    </>
  );
}

/** The app's route table under its root: the same in the browser and on the server. */
export const appRoutes: RouteObject[] = [{ element: <Root />, children: routes }];

interface AppProps {
  queryClient: QueryClient;
  /** The server's i18next for the page's language; the browser's by default. */
  i18n?: I18n;
  /** The currency a page is rendered in on the server. */
  currency?: string;
  /** Whether the server saw a session's cookie with the page's request. */
  signedIn?: boolean;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Everything around the router, identical on the server and in the browser so the HTML hydrates. */
export function App({ queryClient, i18n, currency, signedIn, children }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslationProvider i18n={i18n}>
        <ServerCurrency.Provider value={currency ?? null}>
          <SessionHint.Provider value={signedIn ?? null}>
            <Suspense fallback={<Spinner />}>
              <OfflineBanner />
              {children}
              <UpdateNotice />
            </Suspense>
            <ToastHost />
          </SessionHint.Provider>
        </ServerCurrency.Provider>
      </TranslationProvider>
    </QueryClientProvider>
  );
}
