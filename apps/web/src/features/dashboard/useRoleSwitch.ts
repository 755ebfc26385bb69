import { useNavigate } from 'react-router';
import { useAuth } from '../auth';
import { homeOf } from './nav';

/** Flips guest ⇄ host through the auth context, then opens the new role's Today screen. */
export function useRoleSwitch() {
  const { switchRole } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const role = await switchRole();
    if (role) navigate(homeOf(role));
  };
}
