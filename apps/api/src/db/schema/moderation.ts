import {
  MARKETPLACE_SETTING_DEFAULTS,
  REPORT_STATUSES,
  REPORT_SUBJECT_REASONS,
  REPORT_SUBJECTS,
} from '@roamstead/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations, messages } from './conversations';
import { listings } from './listings';
import { reviews } from './reviews';
import { users } from './users';

/** Settings an admin changes in the console (docs/adr/0074), one row per key; a missing row is its default. */
export const marketplaceSettings = pgTable('marketplace_settings', {
  key: text('key', {
    enum: Object.keys(MARKETPLACE_SETTING_DEFAULTS) as [keyof typeof MARKETPLACE_SETTING_DEFAULTS],
  }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A listing's review by an operator: when the host asked, and the last decision's reason. */
export const listingModeration = pgTable(
  'listing_moderation',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('listing_moderation_submitted_idx').on(t.submittedAt)],
);

/**
 * Reports for the trust and safety team (docs/adr/0074); kept when the accounts or records go.
 * `reported_id` is the account the report is about (a listing's host, a review's or message's
 * author); `conversation_id` lets support read the conversation a message or person was reported from.
 */
export const userReports = pgTable(
  'user_reports',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull().default('user'),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_SUBJECT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    handlerId: integer('handler_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    resolution: text('resolution').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_reports_reported_idx').on(t.reportedId), index('user_reports_status_idx').on(t.status, t.id)],
);
