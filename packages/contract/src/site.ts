import { z } from 'zod';
import { recordId } from './ids';
import { VALIDATION } from './messages';
import {
  CONTACT_TOPICS,
  CONTENT_LANGUAGES,
  NEIGHBORHOOD_ISSUES,
  PREFERENCES_MESSAGES,
  SITE_MESSAGES,
} from './siteConstants';

const text = (required: string) => z.string({ error: required }).trim().min(1, required);
export const siteEmailField = text(VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION.emailInvalid)
  .transform((e) => e.toLowerCase());

// ---- Preferences (SPEC §7) ----
/** An anonymous visitor's client sends no id, or what its form makes of none ('', 'null', 'undefined'). */
const optionalUserId = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim())) ? undefined : v),
  recordId('User id').optional(),
);
export const setUserCurrencyBody = z.object({
  currency: z.string({ error: PREFERENCES_MESSAGES.unknownCurrency }).trim().length(3).toUpperCase(),
  user_id: optionalUserId,
});
export const setUserLanguageBody = z.object({
  language_code: z.string({ error: PREFERENCES_MESSAGES.unknownLanguage }).trim().min(2).max(8).toLowerCase(),
  user_id: optionalUserId,
});
/** `saved` is false for an anonymous visitor: the choice then lives in their client only. */
export const userCurrencyResultSchema = z.object({ currency: z.string(), saved: z.boolean() });
export const userLanguageResultSchema = z.object({
  success: z.literal(true),
  language_code: z.string(),
  saved: z.boolean(),
});

// ---- Newsletter ----
export const newsletterBody = z.object({ email: siteEmailField });
export type NewsletterBody = z.infer<typeof newsletterBody>;
export const newsletterResultSchema = z.object({ email: z.string() });
export const unsubscribeBody = z.object({ token: z.string().trim().min(1).max(100) });

// ---- Contact ----
export const contactBody = z.object({
  name: text(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  topic: z.enum(CONTACT_TOPICS, { error: SITE_MESSAGES.subjectRequired }),
  message: z.string({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
export const contactResultSchema = z.object({ id: z.number().int(), reference: z.string() });

// ---- Neighbourhood concerns ----
export const neighborhoodReportBody = z.object({
  name: text(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  address: text(SITE_MESSAGES.addressRequired).max(300),
  issue: z.enum(NEIGHBORHOOD_ISSUES, { error: SITE_MESSAGES.subjectRequired }),
  details: z.string({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type NeighborhoodReportBody = z.infer<typeof neighborhoodReportBody>;

// ---- Content ----
const CONTENT_LANGUAGE_RULE =
  'Language of the content. The `lang` query parameter wins when given; otherwise the best language of the ' +
  '`Accept-Language` header that the content is published in. Region subtags are ignored (`es-MX` reads `es`); ' +
  `a language the content is not published in falls back to English. Published: ${CONTENT_LANGUAGES.join(', ')}. ` +
  'The answer names the language used in its `Content-Language` header.';
export const contentLanguageQuery = z.object({
  lang: z.string().trim().max(35).optional().describe(CONTENT_LANGUAGE_RULE),
});
export const contentLanguageHeaders = z.looseObject({
  'accept-language': z.string().optional().describe(CONTENT_LANGUAGE_RULE),
});

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  reading_minutes: z.number().int(),
  published_at: z.string(),
});
export const blogPostSchema = blogPostSummarySchema.extend({ body: z.string() });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(6),
});
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

export const idParams = z.object({ id: recordId('Id') });

export const pressReleaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  location: z.string(),
  published_at: z.string(),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

export const jobOpeningSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  team: z.string(),
  location: z.string(),
  employment_type: z.string(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const jobApplicationBody = z.object({
  name: text(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  link: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/\S+\.\S+$/, SITE_MESSAGES.linkInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  cover_letter: z.string({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type JobApplicationBody = z.input<typeof jobApplicationBody>;

export const helpArticleSchema = z.object({
  id: z.number().int(),
  audience: z.enum(['guest', 'host', 'everyone']),
  title: z.string(),
  body: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpSearchQuery = z.object({ q: z.string().trim().max(100).optional() });

export const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  region: z.string(),
  hosting: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const earningsQuery = z.object({
  city: z.string().trim().max(100).optional(),
  nights: z.coerce.number().int().min(1).max(30).default(15),
});
export const earningsEstimateSchema = z.object({
  cities: z.array(z.string()),
  city: z.string().nullable(),
  /** Median nightly price of the city's listings, in USD minor units (null when the city has none). */
  nightly_minor: z.number().int().nullable(),
  currency: z.string(),
  nights: z.number().int(),
  monthly_minor: z.number().int().nullable(),
  sample_size: z.number().int(),
});
export type EarningsEstimate = z.infer<typeof earningsEstimateSchema>;
