import type { AuthResult } from '@roamstead/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { authApi } from '../api';
import { reportAuthFailure } from './authFailure';
import { googleClientId, idTokenClaims, loadGoogleIdentity } from './googleIdentity';

/**
 * Google (Identity Services button → POST /google-auth) when VITE_GOOGLE_CLIENT_ID is set, otherwise a
 * button that says it is not configured; Facebook is present and inert (SPEC §1).
 */
export function SocialButtons({
  action,
  onSignedIn,
}: {
  /** Which SPEC §8 fallback a failed Google sign-in reports: log-in tab, or sign-up tab. */
  action: 'login' | 'register';
  onSignedIn: (result: AuthResult) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  // The Google button is set up once; it calls whatever sign-in handler is current.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const currentAction = useRef(action);
  currentAction.current = action;

  useEffect(() => {
    if (!googleClientId) return;
    let active = true;
    loadGoogleIdentity()
      .then((gis) => {
        const slot = googleSlot.current;
        if (!active || !slot) return;
        gis.initialize({
          client_id: googleClientId as string,
          callback: async ({ credential }) => {
            const [data, error] = await authApi.googleAuth(credential, idTokenClaims(credential));
            if (error) return setNote(reportAuthFailure(currentAction.current, error) ?? serverMessage(error));
            signedIn.current(data);
          },
        });
        gis.renderButton(slot, { theme: 'outline', size: 'large', text: 'continue_with', width: slot.clientWidth });
      })
      .catch(() => active && setNote(t('auth.googleUnavailable')));
    return () => {
      active = false;
    };
  }, [t]);

  return (
    <div className="mt-5 flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('auth.or')}
      </p>
      {googleClientId ? (
        <div ref={googleSlot} className="min-h-10" />
      ) : (
        <Button variant="secondary" onClick={() => setNote(t('auth.googleNotConfigured'))}>
          <GoogleMark />
          {t('auth.continueWithGoogle')}
        </Button>
      )}
      {/* SPEC §1: the Facebook button is present but does nothing. */}
      <Button variant="secondary">
        <span aria-hidden="true" className="font-bold text-[#1877f2]">
          f
        </span>
        {t('auth.continueWithFacebook')}
      </Button>
      {note && (
        <p role="status" className="text-center text-sm text-muted">
          {note}
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
