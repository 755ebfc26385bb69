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
import { text } from './text';

const requiredText = (required: string) => text({ error: required }).trim().min(1, required);
export const siteEmailField = requiredText(VALIDATION.emailRequired)
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
  currency: text({ error: PREFERENCES_MESSAGES.unknownCurrency }).trim().length(3).toUpperCase(),
  user_id: optionalUserId,
});
export const setUserLanguageBody = z.object({
  language_code: text({ error: PREFERENCES_MESSAGES.unknownLanguage }).trim().min(2).max(8).toLowerCase(),
  user_id: optionalUserId,
});
/** `saved` is false for an anonymous visitor: the choice then lives in their client only. */
export const userCurrencyResultSchema = z.object({ currency: text(), saved: z.boolean() });
export const userLanguageResultSchema = z.object({
  success: z.literal(true),
  language_code: text(),
  saved: z.boolean(),
});

// ---- Newsletter ----
export const newsletterBody = z.object({ email: siteEmailField });
export type NewsletterBody = z.infer<typeof newsletterBody>;
export const newsletterResultSchema = z.object({ email: text() });
export const unsubscribeBody = z.object({ token: text().trim().min(1).max(100) });

// ---- Contact ----
export const contactBody = z.object({
  name: requiredText(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  topic: z.enum(CONTACT_TOPICS, { error: SITE_MESSAGES.subjectRequired }),
  message: text({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type ContactBody = z.infer<typeof contactBody>;
export const contactResultSchema = z.object({ id: z.number().int(), reference: text() });

// ---- Neighbourhood concerns ----
export const neighborhoodReportBody = z.object({
  name: requiredText(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  address: requiredText(SITE_MESSAGES.addressRequired).max(300),
  issue: z.enum(NEIGHBORHOOD_ISSUES, { error: SITE_MESSAGES.subjectRequired }),
  details: text({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type NeighborhoodReportBody = z.infer<typeof neighborhoodReportBody>;

// ---- Content ----
const CONTENT_LANGUAGE_RULE =
  'Language of the content. The `lang` query parameter wins when given; otherwise the best language of the ' +
  '`Accept-Language` header that the content is published in. Region subtags are ignored (`es-MX` reads `es`); ' +
  `a language the content is not published in falls back to English. Published: ${CONTENT_LANGUAGES.join(', ')}. ` +
  'The answer names the language used in its `Content-Language` header.';
export const contentLanguageQuery = z.object({
  lang: text().trim().max(35).optional().describe(CONTENT_LANGUAGE_RULE),
});
export const contentLanguageHeaders = z.looseObject({
  'accept-language': text().optional().describe(CONTENT_LANGUAGE_RULE),
});

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: text(),
  excerpt: text(),
  category: text(),
  author: text(),
  reading_minutes: z.number().int(),
  published_at: text(),
});
export const blogPostSchema = blogPostSummarySchema.extend({
  /** Markdown as written. */
  body: text(),
  /** The body rendered from Markdown and sanitised (docs/adr/0076). */
  body_html: text(),
});
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
  title: text(),
  summary: text(),
  /** The summary rendered from Markdown and sanitised. */
  summary_html: text(),
  location: text(),
  published_at: text(),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

export const jobOpeningSchema = z.object({
  id: z.number().int(),
  title: text(),
  team: text(),
  location: text(),
  employment_type: text(),
  summary: text(),
  /** The summary rendered from Markdown and sanitised. */
  summary_html: text(),
  responsibilities: z.array(text()),
  requirements: z.array(text()),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const jobApplicationBody = z.object({
  name: requiredText(SITE_MESSAGES.nameRequired).max(120),
  email: siteEmailField,
  link: text()
    .trim()
    .max(500)
    .regex(/^https:\/\/\S+\.\S+$/, SITE_MESSAGES.linkInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  cover_letter: text({ error: SITE_MESSAGES.messageMin }).trim().min(20, SITE_MESSAGES.messageMin).max(5000),
});
export type JobApplicationBody = z.input<typeof jobApplicationBody>;

export const helpArticleSchema = z.object({
  id: z.number().int(),
  audience: z.enum(['guest', 'host', 'everyone']),
  title: text(),
  body: text(),
  /** The body rendered from Markdown and sanitised. */
  body_html: text(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpSearchQuery = z.object({ q: text().trim().max(100).optional() });

export const faqSchema = z.object({
  id: z.number().int(),
  topic: text(),
  question: text(),
  answer: text(),
  /** The answer rendered from Markdown and sanitised. */
  answer_html: text(),
});
export type Faq = z.infer<typeof faqSchema>;

export const countrySchema = z.object({
  code: text().length(2),
  name: text(),
  region: text(),
  hosting: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const earningsQuery = z.object({
  city: text().trim().max(100).optional(),
  nights: z.coerce.number().int().min(1).max(30).default(15),
});
export const earningsEstimateSchema = z.object({
  cities: z.array(text()),
  city: text().nullable(),
  /** Median nightly price of the city's listings, in USD minor units (null when the city has none). */
  nightly_minor: z.number().int().nullable(),
  currency: text(),
  nights: z.number().int(),
  monthly_minor: z.number().int().nullable(),
  sample_size: z.number().int(),
});
export type EarningsEstimate = z.infer<typeof earningsEstimateSchema>;
