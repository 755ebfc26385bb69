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
 * page they came from, replacing the history entry (home instead when the visitor signed out or
 * deleted their account). Wraps children, or the child routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, endedByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingSplash />;
  if (status === 'signed-out') {
    if (endedByUser) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth/login" replace state={{ from } satisfies ReturnState} />;
  }
  return children ?? <Outlet />;
}
