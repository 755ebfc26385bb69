import { COHOST_LEVELS, COHOST_SHARE_KINDS } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A listing's co-host, or an invitation to become one (docs/adr/0077). Pending rows carry the
 * invited address and the hash of the e-mailed token; accepting sets `userId` and clears the hash.
 * Removing a co-host or leaving deletes the row, so nothing is left to grant access.
 */
export const listingCohosts = pgTable(
  'listing_cohosts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased. */
    email: text('email').notNull(),
    level: text('level', { enum: COHOST_LEVELS }).notNull(),
    shareKind: text('share_kind', { enum: COHOST_SHARE_KINDS }).notNull().default('none'),
    /** A whole percentage for `percent`, minor units of the listing's currency for `fixed`, else 0. */
    shareValue: integer('share_value').notNull().default(0),
    tokenHash: text('token_hash'),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_cohosts_listing_email_key').on(t.listingId, t.email),
    uniqueIndex('listing_cohosts_listing_user_key').on(t.listingId, t.userId),
    uniqueIndex('listing_cohosts_token_key').on(t.tokenHash),
    index('listing_cohosts_user_idx').on(t.userId),
    check('listing_cohosts_status_check', sql`${t.status} = 'pending' or ${t.userId} is not null`),
    check(
      'listing_cohosts_share_check',
      sql`(${t.shareKind} = 'none' and ${t.shareValue} = 0) or (${t.shareKind} = 'percent' and ${t.shareValue} between 1 and 100) or (${t.shareKind} = 'fixed' and ${t.shareValue} > 0)`,
    ),
  ],
);
