export { AuthControls } from './AuthControls';
export { useAuth, useOptionalAuth } from './AuthProvider';
export { AuthRoot } from './AuthRoot';
export { Avatar } from './Avatar';
export { authApi } from './api';
export { useLoginModal, useOptionalLoginModal } from './LoginModal';
export { newAccount } from './newAccount';
export { RequireAuth } from './RequireAuth';
export { SessionHint, useLikelySignedIn } from './sessionHint';
