import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router';
import { queryClient } from '../api/queryClient';
import { AuthRoot } from '../features/auth';
import { OfflineBanner, UpdateNotice } from '../features/offline';
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

/**
 * What the router renders while the first screen's code loads: nothing, since index.html's
 * start-up screen stays until the first page has rendered (startup.ts).
 */
const KeepStartupScreen = () => null;

/** The app's router: creating it matches the address and starts loading the first screen. */
export const createAppRouter = () =>
  createBrowserRouter([{ element: <Root />, HydrateFallback: KeepStartupScreen, children: routes }]);

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslationProvider>
        <Suspense fallback={<Spinner />}>
          <OfflineBanner />
          <RouterProvider router={router} />
          <UpdateNotice />
        </Suspense>
        <ToastHost />
      </TranslationProvider>
    </QueryClientProvider>
  );
}
