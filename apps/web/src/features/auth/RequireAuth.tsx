import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider';
import { LoadingSplash } from './LoadingSplash';

/** Where a guarded screen sent the visitor, carried in the /auth/login location state. */
export interface ReturnState {
  from?: string;
}

/**
 * Guards signed-in screens (SPEC §2): the splash while auth loads, otherwise /auth/login with the
 * page they came from, replacing the history entry. Wraps children, or the child routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingSplash />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth/login" replace state={{ from } satisfies ReturnState} />;
  }
  return children ?? <Outlet />;
}
