import { z } from 'zod';

export const currencySchema = z.object({
  code: z.string().length(3),
  name: z.string(),
  symbol: z.string(),
  /** Units of this currency per 1 USD. */
  rate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;

export const languageSchema = z.object({
  code: z.string().min(2).max(8),
  name: z.string(),
  native_name: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});
export type Language = z.infer<typeof languageSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  /** Published listings in the category. */
  listing_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const addCategoryBody = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(40, 'Name must be at most 40 characters.'),
  icon: z.string().trim().max(40).optional(),
});
export type AddCategoryBody = z.infer<typeof addCategoryBody>;

export const translationsQuery = z.object({
  language_code: z.string({ error: 'language_code is required.' }).trim().min(2).max(8),
});

/** UI strings of one language: nested namespaces of key → text. */
export const translationsSchema = z.object({
  language_code: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  resources: z.record(z.string(), z.unknown()),
});

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().optional(),
  created_at: z.string(),
});
