import { AUTH_FALLBACKS } from '@roamstead/contract/constants';
import { TRANSLATIONS } from '@roamstead/contract/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../ui/toast';
import { authFallback, reportAuthFailure } from './authFailure';

vi.mock('../../../ui/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const noMessage = { message: 'An error occurred', status: 502, code: 'HTTP_502' };

describe('SPEC §8 auth-context fallbacks', () => {
  beforeEach(() => vi.clearAllMocks());

  it('are SPEC’s strings word for word, in the catalogue and the English resources', () => {
    expect(AUTH_FALLBACKS).toEqual({
      login: 'Failed to login',
      register: 'Failed to register',
      logout: 'Failed to logout',
      verifyOtp: 'Failed to verify OTP',
      loginWithOtp: 'Failed to login with OTP',
      registerUserDetails: 'Failed to register user details',
      signupWithOtp: 'Failed to signup with OTP',
      otpVerification: 'OTP verification failed',
    });
    expect(TRANSLATIONS.en.auth.errors).toMatchObject(AUTH_FALLBACKS);
    expect(authFallback('otpVerification')).toBe('OTP verification failed');
  });

  it.each([
    ['verifyOtp', 'Failed to verify OTP'],
    ['loginWithOtp', 'Failed to login with OTP'],
    ['registerUserDetails', 'Failed to register user details'],
    ['signupWithOtp', 'Failed to signup with OTP'],
    ['register', 'Failed to register'],
    ['login', 'Failed to login'],
  ] as const)('%s without a server message: the Error toast says %s', (action, text) => {
    expect(reportAuthFailure(action, noMessage)).toBeUndefined();
    expect(notify.error).toHaveBeenCalledWith(text);
  });

  it('leaves the server’s own message to the dialog, without a toast', () => {
    const own = { ...noMessage, status: 400, error: 'That code is not correct. Please try again.' };
    expect(reportAuthFailure('verifyOtp', own)).toBe(own.error);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
