import { Navigate } from 'react-router';
import { useAuth } from '../auth';
import { homeOf } from './nav';

/** SPEC §2: host → /dashboard/host; guest, missing or other role → /dashboard/guest. */
export function DashboardIndex() {
  const { user } = useAuth();
  return <Navigate to={homeOf(user?.role)} replace />;
}
