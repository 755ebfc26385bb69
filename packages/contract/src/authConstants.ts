import { OTP_RESEND_COOLDOWN_S, PASSWORD_MIN_LENGTH, PASSWORD_RULES_REQUIRED } from './constants';

// ---------------------------------------------------------------------------------------------
// Limits of DESIGN.md "Security rules" (the server enforces them; the client may show them).
// ---------------------------------------------------------------------------------------------
export const AUTH_LIMITS = {
  otpTtlSeconds: 10 * 60,
  otpMaxWrongAttempts: 5,
  otpResendCooldownSeconds: OTP_RESEND_COOLDOWN_S,
  otpMaxPerIdentifierPerHour: 5,
  otpMaxPerIpPerHour: 60,
  /** How long a verified sign-up code lets register-user-details create the account. */
  signupVerifiedWindowSeconds: 30 * 60,
  /** Failed password logins per IP, and per account, per 15 minutes before 429. */
  loginMaxFailuresPerIp: 20,
  loginMaxFailuresPerAccount: 10,
  loginFailureWindowSeconds: 15 * 60,
  /** Reset e-mails per address per hour. */
  resetMaxPerEmailPerHour: 3,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  resetTokenTtlSeconds: 30 * 60,
} as const;

/** Server answers of the auth routes that SPEC does not word itself. */
export const AUTH_MESSAGES = {
  suspended: 'This account is suspended. Write to us through the contact page if you think this is a mistake.',
  codeSent: 'We sent you a verification code.',
  dialCodeRequired: 'Please select your country code.',
  phoneInvalid: 'Please enter a valid phone number.',
  identifierRequired: 'Please enter your phone number or email.',
  accountNotFound: "We couldn't find an account with these details. Create a new account instead.",
  emailTaken: 'An account with this email already exists. Please log in instead.',
  phoneTaken: 'An account with this phone number already exists. Please log in instead.',
  otpWrong: 'That code is not correct. Please try again.',
  otpExpired: 'This code has expired or was already used. Please request a new one.',
  otpBurned: 'Too many wrong attempts. Please request a new code.',
  otpCooldown: (seconds: number) => `Please wait ${seconds}s before requesting another code.`,
  otpHourlyLimit: 'Too many codes requested. Please try again later.',
  notVerified: 'Please verify your email or phone number before completing your registration.',
  invalidCredentials: 'The email, phone number or password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  googleNotConfigured: 'Google sign-in is not configured.',
  googleFailed: 'Google sign-in failed. Please try again.',
  resetSent: 'If an account exists for this email, we sent a link to reset your password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  profileUpdated: 'Profile updated successfully',
  roleInvalid: 'Role must be guest or host.',
  currencyUnsupported: 'This currency is not supported.',
  languageUnsupported: 'This language is not supported.',
  dobInvalid: 'Please enter a valid date of birth.',
} as const;

export const PASSWORD_RULES = [
  (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  (p: string) => /[A-Z]/.test(p),
  (p: string) => /[a-z]/.test(p),
  (p: string) => /\d/.test(p),
  (p: string) => /[^A-Za-z0-9]/.test(p),
] as const;

/** SPEC §5: at least 4 of the 5 rules. */
export const passwordMeetsRules = (p: string) =>
  PASSWORD_RULES.filter((rule) => rule(p)).length >= PASSWORD_RULES_REQUIRED;

export const ROLES = ['guest', 'host'] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ['email', 'phone', 'google'] as const;

/** SPEC §3 avatar initials: first letters of the first two words of the name, else of the e-mail. */
export function initials(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  const local = (email ?? '').split('@')[0] ?? '';
  return Array.from(local).slice(0, 2).join('').toUpperCase();
}

/**
 * Double-submit CSRF of the cookie setup (SPEC §7): the server sets this readable cookie with a
 * sign-in, and a write authenticated by the session cookie returns its value in this header.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
/** The same cookie and header under the names some other clients use (Django's). */
export const CSRF_COOKIE_ALIAS = 'csrftoken';
export const CSRF_HEADER_ALIAS = 'X-CSRFToken';
/** The http-only cookie holding the access token, for clients that send cookies instead of a Bearer token. */
export const SESSION_COOKIE = 'roamstead_session';
