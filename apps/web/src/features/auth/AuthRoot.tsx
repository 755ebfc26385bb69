import { Outlet } from 'react-router';
import { AuthProvider } from './AuthProvider';
import { LoginModalProvider } from './LoginModal';

/** Root route element: auth state and the login modal live inside the router, around every screen. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <LoginModalProvider>
        <Outlet />
      </LoginModalProvider>
    </AuthProvider>
  );
}
