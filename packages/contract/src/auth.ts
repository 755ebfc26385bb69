import { z } from 'zod';
import { AUTH_MESSAGES, PROVIDERS, passwordMeetsRules, ROLES } from './authConstants';
import { NAME_MIN_LENGTH, OTP_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './constants';
import { isoDate } from './dates';
import { okEnvelope } from './envelope';
import { VALIDATION } from './messages';
import { line, text } from './text';

// ---------------------------------------------------------------------------------------------
// Field rules of SPEC §5.
// ---------------------------------------------------------------------------------------------
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text; a missing or non-string value fails with `message`. */
const trimmed = (message: string) => text({ error: message }).trim();
const oneLine = (message: string) => line({ error: message });

export const emailField = trimmed(VALIDATION.emailRequired)
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .regex(EMAIL_PATTERN, VALIDATION.emailInvalid)
  .transform((v) => v.toLowerCase());

/** The number as typed (9–13 characters); the server normalises it to E.164 with the dialing code. */
export const phoneField = trimmed(VALIDATION.phoneRequired)
  .min(1, VALIDATION.phoneRequired)
  .refine((v) => v.length >= PHONE_MIN_LENGTH && v.length <= PHONE_MAX_LENGTH, VALIDATION.phoneLength);

/** Country dialing code without '+', e.g. '263' or '1-268' (a leading '+' is tolerated). */
export const dialCodeField = trimmed(AUTH_MESSAGES.dialCodeRequired).regex(
  /^\+?\d{1,4}(-\d{1,4})?$/,
  AUTH_MESSAGES.dialCodeRequired,
);

/** JSON clients may send digits as numbers. */
const digitsAsText = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v);

export const otpField = z.preprocess(
  digitsAsText,
  trimmed(VALIDATION.otpIncomplete).length(OTP_LENGTH, VALIDATION.otpIncomplete),
);

export const passwordField = text({ error: VALIDATION.password })
  .max(256, VALIDATION.password)
  .refine(passwordMeetsRules, VALIDATION.password);

export const firstNameField = oneLine(VALIDATION.firstNameMin).min(NAME_MIN_LENGTH, VALIDATION.firstNameMin).max(80);
export const lastNameField = oneLine(VALIDATION.lastNameMin).min(NAME_MIN_LENGTH, VALIDATION.lastNameMin).max(80);
const required = (message: string) => oneLine(message).min(1, message).max(200);

const dobField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  isoDate('Date of birth', AUTH_MESSAGES.dobInvalid),
);

/** Multipart forms send empty strings for untouched fields: treat them as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : digitsAsText(v)), schema.optional());

// ---------------------------------------------------------------------------------------------
// Identifiers: an e-mail, or a phone number with its dialing code.
// ---------------------------------------------------------------------------------------------
export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string; code?: string };

const identifierShape = {
  email: optional(text()),
  phone: optional(text()),
  code: optional(text()),
};

/**
 * Phone mode when a phone is given, e-mail mode otherwise (multipart forms send the unused
 * field empty). A phone is E.164 (+...), national digits with `code`, or national digits alone:
 * the server then matches it against the pending code requests (SPEC §7's verify-otp-byphone
 * sends only phone and otp).
 */
function parseIdentifier(
  value: { email?: string; phone?: string; code?: string },
  ctx: z.RefinementCtx,
  prefer: 'email' | 'phone' | 'either',
): Identifier | undefined {
  const usePhone = prefer === 'phone' || (prefer === 'either' && value.phone !== undefined);
  const check = <T>(schema: z.ZodType<T>, input: unknown, field: string): T | undefined => {
    const r = schema.safeParse(input);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    return undefined;
  };
  if (!usePhone) {
    if (prefer === 'either' && value.email === undefined && value.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_MESSAGES.identifierRequired });
      return undefined;
    }
    const email = check(emailField, value.email, 'email');
    return email === undefined ? undefined : { kind: 'email', email };
  }
  const phone = check(phoneField, value.phone, 'phone');
  const code = value.code === undefined ? undefined : check(dialCodeField, value.code, 'code');
  if (phone === undefined || (value.code !== undefined && code === undefined)) return undefined;
  return { kind: 'phone', phone, ...(code ? { code } : {}) };
}

const withIdentifier = <T extends { email?: string; phone?: string; code?: string }>(
  schema: z.ZodType<T>,
  prefer: 'email' | 'phone' | 'either',
) => schema.transform((value, ctx) => ({ ...value, identifier: parseIdentifier(value, ctx, prefer) as Identifier }));

const identifierOnly = z.object(identifierShape);
const identifierWithOtp = z.object({ ...identifierShape, otp: otpField });

// ---------------------------------------------------------------------------------------------
// Request bodies of SPEC §7.
// ---------------------------------------------------------------------------------------------
export const getEmailOtpBody = withIdentifier(identifierOnly, 'email');
export const getPhoneOtpBody = withIdentifier(identifierOnly, 'phone');
export const getEmailPhoneOtpBody = withIdentifier(identifierOnly, 'either');
export const loginWithOtpBody = withIdentifier(identifierWithOtp, 'either');
export const verifyOtpBody = withIdentifier(identifierWithOtp, 'either');
export const verifyOtpByPhoneBody = withIdentifier(identifierWithOtp, 'phone');
export const verifyOtpByEmailBody = withIdentifier(identifierWithOtp, 'email');

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Accepts other clients' names for fields (`aliases`: alias → field) and, with `names`, a single
 * `name` split into first word and rest. The field itself wins; OpenAPI lists each alias once.
 */
export function withAliases<T extends z.ZodObject>(
  schema: T,
  aliases: Record<string, string>,
  names?: { first: string; last: string },
) {
  const documented: Record<string, z.ZodType> = {};
  for (const [alias, field] of Object.entries(aliases)) {
    documented[alias] = z.unknown().optional().describe(`Alias of \`${field}\`.`);
  }
  if (names) {
    documented.name = z
      .unknown()
      .optional()
      .describe(`Full name instead of \`${names.first}\` and \`${names.last}\`: the first word, then the rest.`);
  }
  return z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
      const r: Record<string, unknown> = { ...raw };
      for (const [alias, field] of Object.entries(aliases))
        if (isBlank(r[field]) && !isBlank(r[alias])) r[field] = r[alias];
      if (names && typeof r.name === 'string' && isBlank(r[names.first]) && isBlank(r[names.last])) {
        const [first = '', ...rest] = r.name.trim().split(/\s+/);
        r[names.first] = first;
        r[names.last] = rest.join(' ');
      }
      return r;
    },
    schema.extend(documented) as unknown as T,
  );
}

const nameAliases = { firstName: 'fname', lastName: 'lname', first_name: 'fname', last_name: 'lname' };
const phoneNeedsContact = (v: { email?: string; phone?: string }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION.emailRequired });
};

/**
 * register-user-details: SPEC §3's payload (fname, lname, email, phone, password, dob). The
 * address fields are kept when a client sends them; the e-mail may be empty after a phone sign-up.
 */
export const registerUserDetailsBody = withAliases(
  z.object({
    fname: firstNameField,
    lname: lastNameField,
    email: optional(emailField),
    phone: optional(phoneField),
    code: optional(dialCodeField),
    password: passwordField,
    dob: optional(dobField),
    address: optional(required(VALIDATION.addressRequired)),
    city: optional(required(VALIDATION.cityRequired)),
    state: optional(required(VALIDATION.stateRequired)),
    zipCode: optional(required(VALIDATION.zipRequired)),
    country: optional(required(VALIDATION.countryRequired)),
  }),
  { ...nameAliases, zip_code: 'zipCode' },
  { first: 'fname', last: 'lname' },
).superRefine(phoneNeedsContact);
export type RegisterUserDetailsBody = z.infer<typeof registerUserDetailsBody>;

/** Password sign-up (SPEC §3 registration details payload). */
export const registerBody = withAliases(
  z.object({
    fname: firstNameField,
    lname: lastNameField,
    email: emailField,
    phone: optional(phoneField),
    code: optional(dialCodeField),
    password: passwordField,
    dob: optional(dobField),
  }),
  nameAliases,
  { first: 'fname', last: 'lname' },
);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = withIdentifier(
  z.object({ ...identifierShape, password: text({ error: VALIDATION.password }).min(1).max(256) }),
  'either',
);

export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = withAliases(
  z.object({
    token: text({ error: AUTH_MESSAGES.resetInvalid }).trim().min(1, AUTH_MESSAGES.resetInvalid).max(200),
    password: passwordField,
  }),
  { newPassword: 'password', new_password: 'password' },
);

export const refreshTokenBody = z.object({
  refreshToken: trimmed(VALIDATION.noRefreshToken).min(1, VALIDATION.noRefreshToken).max(200),
});
export const logoutBody = z.object({ refreshToken: optional(text().max(200)) }).nullish();

export const googleAuthBody = z.object({
  googleToken: trimmed(AUTH_MESSAGES.googleFailed).min(1, AUTH_MESSAGES.googleFailed).max(8192),
  /** What the Google button reported; only the verified token is trusted. */
  userInfo: z.unknown().optional(),
});

/** The third-party sign-ins this server accepts; a client offers only these. */
export const authProvidersSchema = z.object({
  /** The OAuth client id for Google Identity Services; null when Google sign-in is not set up. */
  google: z.object({ client_id: text() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const updateRoleBody = z.object({ role: z.enum(ROLES, { error: AUTH_MESSAGES.roleInvalid }) });

/** PUT /user: profile fields (snake_case like the user object); e-mail and phone change elsewhere. */
export const updateUserBody = z
  .object({
    first_name: firstNameField,
    last_name: lastNameField,
    about: text().trim().max(1000),
    address: required(VALIDATION.addressRequired),
    city: required(VALIDATION.cityRequired),
    state: required(VALIDATION.stateRequired),
    zip_code: required(VALIDATION.zipRequired),
    country: required(VALIDATION.countryRequired),
    currency: text().trim().length(3).toUpperCase(),
    language: text().trim().min(2).max(8).toLowerCase(),
    picture: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable(),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBody>;
/** PUT /user as other clients send it: their field names, or a single `name`. */
export const updateUserRequestBody = withAliases(
  updateUserBody,
  { fname: 'first_name', lname: 'last_name', firstName: 'first_name', lastName: 'last_name', zipCode: 'zip_code' },
  { first: 'first_name', last: 'last_name' },
);

// ---------------------------------------------------------------------------------------------
// Answers.
// ---------------------------------------------------------------------------------------------

/** The user object of SPEC §3 and DESIGN.md; never carries secrets. */
export const userSchema = z.object({
  id: z.number().int(),
  email: text(),
  phone: text().nullable(),
  role: z.enum(ROLES),
  created_at: text(),
  aud: z.literal('authenticated'),
  app_metadata: z.object({ provider: z.enum(PROVIDERS) }),
  user_metadata: z.object({ name: text(), picture: text().nullable() }),
  first_name: text().nullable(),
  last_name: text().nullable(),
  about: text().nullable(),
  address: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zip_code: text().nullable(),
  country: text().nullable(),
  currency: text(),
  language: text(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, token: text(), refresh_token: text() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** register-user-details answers `data: { success: true, user, token, refresh_token }`. */
export const registerUserDetailsResultSchema = authResultSchema.extend({ success: z.literal(true) });

export const tokenPairSchema = z.object({ token: text(), refresh_token: text() });
/** POST /refresh-token: the pair in `data`, and at the top level where SPEC §7 reads `token`. */
export const refreshTokenAnswer = okEnvelope(tokenPairSchema).extend(tokenPairSchema.shape);

/** POST /login-with-otp: SPEC §7 reads "user, token and message" from `data`. */
export const loginWithOtpResultSchema = authResultSchema.extend({ message: text() });

export const otpSentSchema = z.object({
  channel: z.enum(['email', 'sms']),
  /** Where the code went (e-mail or E.164 phone). */
  to: text(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});

export const otpVerifiedSchema = z.object({
  verified: z.literal(true),
  email: text().nullable(),
  phone: text().nullable(),
});

/** POST /verify-otp: also a session when the identifier belongs to an account (ADR 0023). */
export const verifyOtpResultSchema = otpVerifiedSchema.extend(authResultSchema.partial().shape);
