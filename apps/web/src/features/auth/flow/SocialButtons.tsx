import type { AuthResult } from '@roamstead/contract';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { authApi, useAuthProviders } from '../api';
import { reportAuthFailure } from './authFailure';
import { idTokenClaims, loadGoogleIdentity } from './googleIdentity';

/**
 * Google (Identity Services button → POST /google-auth) only when the server accepts Google
 * sign-in (GET /auth-providers); Facebook is present and inert (SPEC §1).
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
  const googleClientId = useAuthProviders().data?.google?.client_id;

  useEffect(() => {
    if (!googleClientId) return;
    let active = true;
    loadGoogleIdentity()
      .then((gis) => {
        const slot = googleSlot.current;
        if (!active || !slot) return;
        gis.initialize({
          client_id: googleClientId,
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
  }, [googleClientId, t]);

  return (
    <div className="mt-5 flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('auth.or')}
      </p>
      {googleClientId && <div ref={googleSlot} className="min-h-10" />}
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
