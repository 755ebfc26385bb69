import type { User } from '@roamstead/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session';
import { useAuth } from './AuthProvider';
import { AuthRoot } from './AuthRoot';
import { authApi } from './api';
import { RequireAuth } from './RequireAuth';

vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  authApi: { getUser: vi.fn() },
}));

const user = {
  id: 3,
  email: 'ana@example.com',
  role: 'guest',
  user_metadata: { name: 'Ana Banda', picture: null },
} as User;

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>login page, back to {state?.from}</p>;
}

/** A guarded screen whose button ends the session, as account deletion does. */
function Guarded() {
  const { endSession } = useAuth();
  return (
    <>
      <p>guarded content</p>
      <button type="button" onClick={endSession}>
        End session
      </button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AuthRoot />,
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/auth/login', Component: LoginProbe },
          {
            path: '/dashboard/*',
            element: (
              <RequireAuth>
                <Guarded />
              </RequireAuth>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  beforeEach(async () => {
    sessionStore.clear();
    await sessionStore.flushed();
    vi.mocked(authApi.getUser).mockResolvedValue([user, null]);
  });

  it('shows the splash, then sends visitors to /auth/login with where they were, replacing history', async () => {
    const router = renderAt('/dashboard/guest/profile?tab=1');
    expect(screen.getByRole('status', { name: 'Loading Roamstead' })).toBeInTheDocument();
    expect(await screen.findByText('login page, back to /dashboard/guest/profile?tab=1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('lets a stored, valid session through', async () => {
    sessionStore.signIn({ user, token: 'access', refresh_token: 'refresh' });
    await sessionStore.flushed();
    renderAt('/dashboard/guest');
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    // The profile is refreshed once the page is idle.
    await waitFor(() => expect(authApi.getUser).toHaveBeenCalled());
  });

  it('leads home, not to the log-in screen, when the visitor ends the session on a guarded screen', async () => {
    sessionStore.signIn({ user, token: 'access', refresh_token: 'refresh' });
    await sessionStore.flushed();
    const router = renderAt('/dashboard/guest/privacy');
    (await screen.findByRole('button', { name: 'End session' })).click();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
