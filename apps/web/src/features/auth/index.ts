export { AuthControls } from './AuthControls';
export { type AuthContextValue, AuthProvider, type AuthStatus, useAuth, useOptionalAuth } from './AuthProvider';
export { AuthRoot } from './AuthRoot';
export { Avatar } from './Avatar';
export { authApi } from './api';
export { LoadingSplash } from './LoadingSplash';
export { type LoginModalOptions, LoginModalProvider, useLoginModal, useOptionalLoginModal } from './LoginModal';
export { RequireAuth } from './RequireAuth';
