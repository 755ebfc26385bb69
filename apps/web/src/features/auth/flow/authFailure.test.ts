import { TRANSLATIONS } from '@roamstead/contract/i18n';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../ui/toast';
import { authFallback, reportAuthFailure } from './authFailure';

vi.mock('../../../ui/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const noMessage = { message: 'An error occurred', status: 502, code: 'HTTP_502' };

/** SPEC §8's fallbacks, word for word. */
const SPEC_FALLBACKS = [
  ['login', 'Failed to login'],
  ['register', 'Failed to register'],
  ['logout', 'Failed to logout'],
  ['verifyOtp', 'Failed to verify OTP'],
  ['loginWithOtp', 'Failed to login with OTP'],
  ['registerUserDetails', 'Failed to register user details'],
  ['signupWithOtp', 'Failed to signup with OTP'],
] as const;

describe('SPEC §8 auth-context fallbacks', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => i18next.changeLanguage('en'));

  it.each(SPEC_FALLBACKS)('%s without a server message: the Error toast says %s', (action, text) => {
    expect(reportAuthFailure(action, noMessage)).toBeUndefined();
    expect(notify.error).toHaveBeenCalledWith(text);
  });

  it('say SPEC’s words before the translations have loaded', async () => {
    await i18next.changeLanguage('xx');
    for (const [action, text] of SPEC_FALLBACKS) expect(authFallback(action)).toBe(text);
    expect(authFallback('otpVerification')).toBe('OTP verification failed');
  });

  it('are in the visitor’s language', async () => {
    i18next.addResourceBundle('fr', 'translation', TRANSLATIONS.fr);
    await i18next.changeLanguage('fr');
    reportAuthFailure('verifyOtp', noMessage);
    expect(notify.error).toHaveBeenCalledWith(TRANSLATIONS.fr.auth.errors.verifyOtp);
    expect(TRANSLATIONS.fr.auth.errors.verifyOtp).not.toBe('Failed to verify OTP');
    expect(authFallback('otpVerification')).toBe(TRANSLATIONS.fr.auth.errors.otpVerification);
  });

  it('leaves the server’s own message to the dialog, without a toast', () => {
    const own = { ...noMessage, status: 400, error: 'That code is not correct. Please try again.' };
    expect(reportAuthFailure('verifyOtp', own)).toBe(own.error);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
