import { integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default('home'),
  /** Names an operator gave in other languages (by language code); the built-in strings otherwise. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 USD. */
  rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  /** Digits after the decimal point (JPY 0, most others 2). */
  minorDigits: integer('minor_digits').notNull().default(2),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  dir: text('dir', { enum: ['ltr', 'rtl'] })
    .notNull()
    .default('ltr'),
});
