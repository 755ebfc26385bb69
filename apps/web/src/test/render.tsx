import type { User } from '@roamstead/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { sessionStore } from '../api/session';
import { AuthRoot, authApi } from '../features/auth';
import { TranslationProvider } from '../i18n';

interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is mounted on, for screens that read params (e.g. `/listings/:id`). */
  route?: string;
  /** Routes beside it, e.g. where a link or a navigation leads. */
  otherRoutes?: RouteObject[];
  /** Mounts everything under the app's AuthRoot (session, sign-in modal). */
  auth?: boolean;
}

/**
 * Renders `ui` as the app does: a fresh QueryClient that does not retry, inside a memory router.
 * Returns the client and router with Testing Library's result.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', route = '*', otherRoutes = [], auth }: RenderOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes: RouteObject[] = [{ path: route, element: ui }, ...otherRoutes];
  const router = createMemoryRouter(auth ? [{ element: <AuthRoot />, children: routes }] : routes, {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <TranslationProvider>
        <RouterProvider router={router} />
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** Starts a session for `user`, as after signing in; the server's answer for the account is `user`. */
export async function signInAs(user: User) {
  vi.spyOn(authApi, 'getUser').mockResolvedValue([user, null]);
  sessionStore.signIn({ user, token: 'access', refresh_token: 'refresh' });
  await sessionStore.flushed();
}
