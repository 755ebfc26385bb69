import type { AuthResult, Role, User } from '@roamstead/contract';
import { SUCCESS } from '@roamstead/contract/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../api/http';
import { type Session, sessionStore } from '../../api/session';
import { useTranslation } from '../../i18n';
import { whenIdle } from '../../startup';
import { notify } from '../../ui/toast';
import { clearOfflineData } from '../offline';
import { authApi } from './api';

type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Stores the user, token and refresh token of a sign-in or registration answer. */
  signIn: (result: AuthResult) => void;
  signOut: () => Promise<void>;
  /** Forgets the session locally (its account or sessions are already gone on the server). */
  endSession: () => void;
  /**
   * The visitor ended the session themselves (sign-out, account deletion): guarded screens then
   * lead home instead of to the log-in screen.
   */
  endedByUser: boolean;
  /** Guest ⇄ host: PUT /user/role, then the session flips and persists. Resolves to the new role. */
  switchRole: () => Promise<Role | null>;
  setUser: (user: User) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** SPEC §4 authentication state: loading, then signed out or signed in. Must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // null while the encrypted session is being read.
  const [session, setSession] = useState<Session | null>(null);
  const [endedByUser, setEndedByUser] = useState(false);

  useEffect(() => {
    let active = true;
    const unsubscribe = sessionStore.subscribe((next) => {
      // Signed out, expired or deleted: what was saved for reading offline goes too.
      if (!next.user) void clearOfflineData();
      if (active) setSession(next);
    });
    void sessionStore.ready().then(async (loaded) => {
      if (!active) return;
      setSession(loaded);
      if (!loaded.user) return;
      // Fresh profile from the server once the page is idle, after the screen's own requests (the
      // stored one shows meanwhile); an expired session is refreshed or cleared by the HTTP layer.
      whenIdle(async () => {
        const [data] = await authApi.getUser();
        if (data && active) sessionStore.setUser(data);
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    setSessionExpiredHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);

  // Both updates land in one render, so a guard never sees the session gone without knowing why.
  const endSession = useCallback(() => {
    setEndedByUser(true);
    sessionStore.clear();
  }, []);

  const signOut = useCallback(async () => {
    const [, error] = await authApi.logout(sessionStore.get().refreshToken);
    endSession();
    // SPEC §8: the server's message, else 'Failed to logout'.
    if (error) notify.error(error.error ?? t('auth.errors.logout'));
    else notify.success(t('auth.loggedOutTitle'), t('auth.loggedOut'));
    navigate('/');
  }, [navigate, t, endSession]);

  const switchRole = useCallback(async () => {
    const current = sessionStore.get().user;
    if (!current) return null;
    const role: Role = current.role === 'host' ? 'guest' : 'host';
    const [data, error] = await authApi.updateRole(role);
    if (error) {
      notify.error(error.message);
      return null;
    }
    sessionStore.setUser(data);
    notify.success(t('auth.roleChanged', { role: t(`auth.roles.${role}`), defaultValue: SUCCESS.roleChanged(role) }));
    return role;
  }, [t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session === null ? 'loading' : session.user ? 'signed-in' : 'signed-out',
      user: session?.user ?? null,
      signIn: (result) => {
        setEndedByUser(false);
        sessionStore.signIn(result);
      },
      signOut,
      endSession,
      endedByUser,
      switchRole,
      setUser: (user) => sessionStore.setUser(user),
    }),
    [session, signOut, endSession, endedByUser, switchRole],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The auth state, or null outside <AuthProvider> (parts that also render standalone, e.g. listing cards). */
export const useOptionalAuth = () => useContext(AuthContext);
