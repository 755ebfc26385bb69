import { z } from 'zod';
import { text } from './text';

export const currencySchema = z.object({
  code: text().length(3),
  name: text(),
  symbol: text(),
  /** Units of this currency per 1 USD. */
  rate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;

export const languageSchema = z.object({
  code: text().min(2).max(8),
  name: text(),
  native_name: text(),
  dir: z.enum(['ltr', 'rtl']),
});
export type Language = z.infer<typeof languageSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  icon: text(),
  /** Names an operator gave in other languages, over the built-in translations. */
  names: z.record(z.string(), z.string()).optional(),
  /** Published listings in the category. */
  listing_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const addCategoryBody = z.object({
  name: text({ error: 'Name is required.' })
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(40, 'Name must be at most 40 characters.'),
  icon: text().trim().max(40).optional(),
});
export type AddCategoryBody = z.infer<typeof addCategoryBody>;

export const translationsQuery = z.object({
  language_code: text({ error: 'language_code is required.' }).trim().min(2).max(8),
});

/** UI strings of one language: nested namespaces of key → text. */
export const translationsSchema = z.object({
  /** SPEC §7 reads `data.success`. */
  success: z.literal(true),
  language_code: text(),
  dir: z.enum(['ltr', 'rtl']),
  resources: z.record(text(), z.unknown()),
});

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** The readiness check's failure: the balancer or orchestrator sends no traffic until it passes. */
export const HEALTH_MESSAGES = {
  notReady: 'Not ready: the database does not answer.',
  overloaded: 'Not ready: the server is overloaded.',
} as const;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: text(),
  subject: text(),
  body: text(),
  code: text().optional(),
  created_at: text(),
});
