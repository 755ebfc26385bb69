import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a bulk edit replaced, so the host can undo it for a short while (ADR 0064). */
export interface BulkEditBefore {
  listingIds: number[];
  /** Nights edits: the ranges edited, each block they touched and each night price they replaced. */
  ranges?: { listingId: number; from: string; to: string }[];
  blocks?: { listingId: number; stay: string }[];
  prices?: { listingId: number; night: string; price: number }[];
  /** Rules edits: each listing's values of the rules the edit set. */
  rules?: { listingId: number; values: Record<string, number | null> }[];
}

/** One bulk edit of the multi-calendar; `undone_at` is set once it was undone. */
export const calendarBulkEdits = pgTable(
  'calendar_bulk_edits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['nights', 'rules'] }).notNull(),
    before: jsonb('before').$type<BulkEditBefore>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('calendar_bulk_edits_user_idx').on(t.userId, t.createdAt)],
);
