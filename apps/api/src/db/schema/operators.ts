import { OPERATOR_ROLES } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Who runs the marketplace, and in which role (docs/adr/0062); read fresh on every request. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    /** Null when granted from the command line. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Every operator action, written in the action's transaction. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration audit_log_append_only). No foreign keys, so an entry
 * outlives the accounts and records it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null when done from the command line. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRoles: text('actor_roles').array().notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * A suspended account (docs/adr/0062): it cannot sign in, its sessions were ended, and the listings
 * it had published were unlisted (`listing_ids`, published again on reinstatement).
 */
export const userSuspensions = pgTable('user_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
  listingIds: integer('listing_ids').array().notNull().default(sql`'{}'`),
});
