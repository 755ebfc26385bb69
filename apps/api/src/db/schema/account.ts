import type { NotificationPrefs, Taxpayer } from '@roamstead/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Account data beyond the users row: profile extras, preferences, referrals, taxes, travel for work. */
export const accountSettings = pgTable('account_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  languages: text('languages').array().notNull().default([]),
  location: text('location').notNull().default(''),
  work: text('work').notNull().default(''),
  /** URLs of the square WebP variants of the profile picture, by pixel size. */
  pictureVariants: jsonb('picture_variants').$type<Record<string, string>>(),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Topics missing here use DEFAULT_CHANNELS. */
  notificationPrefs: jsonb('notification_prefs').$type<Partial<NotificationPrefs>>().notNull().default({}),
  referralCode: text('referral_code').unique(),
  referredBy: integer('referred_by').references(() => users.id, { onDelete: 'set null' }),
  taxpayer: jsonb('taxpayer').$type<Taxpayer>(),
  workEmail: text('work_email'),
  workEmailVerifiedAt: timestamp('work_email_verified_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes that verify a changed phone number or a work e-mail of a signed-in user. */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['phone', 'email', 'work_email'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);
