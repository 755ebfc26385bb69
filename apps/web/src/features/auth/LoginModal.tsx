import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AuthTab } from './flow/IdentifyStep';

// The sign-in flow (forms, code boxes, country list) loads only when the modal first opens.
const AuthFlow = lazy(() => import('./flow/AuthFlow').then((m) => ({ default: m.AuthFlow })));

interface LoginModalOptions {
  tab?: AuthTab;
  /** Runs after a successful sign-in from the modal. */
  onSuccess?: () => void;
}

interface LoginModalValue {
  open: (options?: LoginModalOptions) => void;
}

const LoginModalContext = createContext<LoginModalValue | null>(null);

/** Mounts the login / sign-up modal once, so any screen can open it (SPEC §2 dialogs). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  // Each opening starts a fresh flow.
  const [session, setSession] = useState(0);
  const onSuccess = useRef<(() => void) | undefined>(undefined);

  const open = useCallback((options: LoginModalOptions = {}) => {
    onSuccess.current = options.onSuccess;
    setTab(options.tab ?? 'login');
    setSession((n) => n + 1);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ open }), [open]);

  return (
    <LoginModalContext.Provider value={value}>
      {children}
      {session > 0 && (
        <Suspense fallback={null}>
          <AuthFlow
            key={session}
            frame="dialog"
            open={isOpen}
            onDismiss={() => setOpen(false)}
            tab={tab}
            onTabChange={setTab}
            onSignedIn={() => {
              setOpen(false);
              onSuccess.current?.();
            }}
          />
        </Suspense>
      )}
    </LoginModalContext.Provider>
  );
}

/** The login modal, or null outside <LoginModalProvider> (parts that also render standalone). */
export const useOptionalLoginModal = () => useContext(LoginModalContext);

export function useLoginModal() {
  const value = useContext(LoginModalContext);
  if (!value) throw new Error('useLoginModal must be used inside <AuthProvider>');
  return value;
}
