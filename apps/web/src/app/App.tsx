import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthRoot } from '../features/auth';
import { initI18n } from '../i18n';
import { Spinner } from '../ui/Spinner';
import { ToastHost } from '../ui/toast';
import { routes } from './routes';

const i18nReady = initI18n();
// AuthRoot sits inside the router so auth and the login modal can navigate.
const router = createBrowserRouter([{ element: <AuthRoot />, children: routes }]);

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  void i18nReady;
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <ToastHost />
    </QueryClientProvider>
  );
}
