import { sql } from 'drizzle-orm';
import { date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; '' for an account signed up by phone without one. */
    email: text('email').notNull(),
    /** E.164, e.g. +263771234567. */
    phone: text('phone'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['guest', 'host'] })
      .notNull()
      .default('guest'),
    /** scrypt hash; null for accounts that sign in with codes or Google only. */
    passwordHash: text('password_hash'),
    provider: text('provider', { enum: ['email', 'phone', 'google'] })
      .notNull()
      .default('email'),
    pictureUrl: text('picture_url'),
    /** Google account id ("sub" of its ID token) once the user signed in with Google. */
    googleSub: text('google_sub'),
    about: text('about').notNull().default(''),
    dob: date('dob'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    currency: text('currency').notNull().default('USD'),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_role_idx').on(t.role),
    // The operator dashboard's sign-ups by day.
    index('users_created_idx').on(t.createdAt),
  ],
);
