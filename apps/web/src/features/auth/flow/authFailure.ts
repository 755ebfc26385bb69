import { AUTH_FALLBACKS, type AuthAction } from '@roamstead/contract/constants';
import i18next from 'i18next';
import type { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/toast';

/** SPEC §8 fallback of an auth action ('Failed to verify OTP', …), in the visitor's language. */
export const authFallback = (action: AuthAction | 'otpVerification') =>
  i18next.t(`auth.errors.${action}`, AUTH_FALLBACKS[action]);

/**
 * SPEC §8: an auth action that failed without a message of the server's own shows the 'Error'
 * toast with its fallback. Returns the server's message when it gave one, for the dialog to show.
 */
export function reportAuthFailure(action: AuthAction, error: ApiError): string | undefined {
  if (error.error) return error.error;
  notify.error(authFallback(action));
  return undefined;
}
