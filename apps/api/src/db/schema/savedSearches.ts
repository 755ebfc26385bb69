import { ALERT_FREQUENCIES } from '@roamstead/contract';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** A guest's saved search and how often they want its alerts. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised search filters as a URL query string. */
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    /** The secret of the e-mails' one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the alert job last looked at this search: it is claimed by moving this forward. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    uniqueIndex('saved_searches_token_idx').on(t.unsubscribeToken),
  ],
);

/**
 * The listings a saved search has seen, with the lowest price seen: a new row is a new match,
 * alerted once; a price under `price` is a drop, alerted once per new low.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);
