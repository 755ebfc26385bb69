import { z } from 'zod';
import { ACCOUNT_MESSAGES, LISTING_ISSUES, SPOKEN_LANGUAGES, TAX_ID_TYPES } from './accountConstants';
import { dialCodeField, emailField, otpField, passwordField, phoneField } from './auth';
import { recordId } from './ids';
import { line, text } from './text';

const shortText = (max: number) => text().trim().max(max, `At most ${max} characters.`);

export const profileSchema = z.object({
  about: text(),
  languages: z.array(text()),
  location: text(),
  work: text(),
  picture: text().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBody = z.object({
  about: shortText(1000),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }))
    .max(SPOKEN_LANGUAGES.length),
  location: shortText(120),
  work: shortText(120),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const pictureResultSchema = z.object({ picture: text(), variants: z.record(text(), text()) });

export const profileReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: text(),
  created_at: text(),
  /** Null once the listing was deleted (its title is kept). */
  listing_id: z.number().int().nullable(),
  listing_title: text(),
  author_name: text(),
  /** Written after a stay but hidden until the other side writes theirs or the review window closes. */
  pending: z.boolean(),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;
export const myReviewsSchema = z.object({
  written: z.array(profileReviewSchema),
  received: z.array(profileReviewSchema),
});

/** A public profile as other users see it. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: text(),
  picture: text().nullable(),
  role: z.enum(['guest', 'host']),
  about: text(),
  languages: z.array(text()),
  location: text(),
  work: text(),
  joined_at: text(),
  verified: z.object({ email: z.boolean(), phone: z.boolean(), work_email: z.boolean() }),
  listings: z.array(z.object({ id: z.number().int(), title: text(), review_count: z.number().int() })),
  /** Reviews guests wrote about this user's listings. */
  reviews: z.array(profileReviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const userIdParams = z.object({ id: recordId('Id') });

export const sessionSchema = z.object({
  id: text(),
  device: text(),
  ip: text().nullable(),
  created_at: text(),
  last_used_at: text(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;
export const sessionIdParams = z.object({ id: recordId('Session id') });

export const phoneCodeBody = z.object({ phone: phoneField, code: dialCodeField });
export const phoneVerifyBody = phoneCodeBody.extend({ otp: otpField });
export const emailChangeBody = z.object({ email: emailField });
export const emailChangeVerifyBody = emailChangeBody.extend({ otp: otpField });
export const workEmailBody = z.object({ email: emailField });
export const workEmailVerifyBody = workEmailBody.extend({ otp: otpField });
export const codeSentSchema = z.object({ to: text(), resend_in: z.number().int() });

export const travelWorkSchema = z.object({ work_email: text().nullable(), verified: z.boolean() });

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const preferencesSchema = z.object({ currency: text(), language: text(), time_zone: text() });
export const updatePreferencesBody = z.object({
  currency: text().trim().length(3, 'Please choose a currency.').toUpperCase(),
  language: text().trim().min(2, 'Please choose a language.').max(8).toLowerCase(),
  time_zone: text()
    .trim()
    .min(1, ACCOUNT_MESSAGES.timeZoneInvalid)
    .refine(isTimeZone, ACCOUNT_MESSAGES.timeZoneInvalid),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const taxpayerSchema = z.object({
  legal_name: line().min(3, 'Legal name must be at least 3 characters.').max(120),
  tax_id_type: z.enum(TAX_ID_TYPES, { error: 'Please choose the kind of tax number.' }),
  tax_id: text()
    .trim()
    .regex(/^[A-Za-z0-9-]{5,20}$/, 'Tax number must be 5 to 20 letters, digits or dashes.'),
  country: text()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country.')
    .toUpperCase(),
  address: line().min(5, 'Billing address must be at least 5 characters.').max(200),
});
export type Taxpayer = z.infer<typeof taxpayerSchema>;
/** Stored details come back with the tax number masked. */
export const taxpayerViewSchema = taxpayerSchema.extend({ tax_id: text() }).nullable();

export const deleteAccountBody = z.object({
  confirmation: z.literal(ACCOUNT_MESSAGES.deleteConfirmation, { error: ACCOUNT_MESSAGES.deleteConfirmationWrong }),
});

export const referralsSchema = z.object({ code: text(), link: text(), signups: z.number().int() });

export const hostListingSchema = z.object({
  id: z.number().int(),
  title: text(),
  status: text(),
  review_count: z.number().int(),
  rating: z.number().nullable(),
  issues: z.array(z.enum(LISTING_ISSUES)),
});
export type HostListing = z.infer<typeof hostListingSchema>;

export const changePasswordBody = z.object({
  /** Absent for accounts that have only signed in with codes or Google so far. */
  current_password: text().max(256).optional(),
  new_password: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const passwordStatusSchema = z.object({ has_password: z.boolean() });

/** GET /account/export: everything stored about the caller, as stored (rows keep their column names). */
const storedRows = z.array(z.record(z.string(), z.unknown()));
export const accountExportSchema = z.object({
  exported_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
  sessions: z.array(sessionSchema),
  notifications: storedRows,
  listings: storedRows,
  reviews_written: storedRows,
  reviews_received: storedRows,
});
