import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/**
 * Calendar sync (ADR 0025). Each listing's secret export feed: `/calendar/{listing}/{token}.ics`.
 * `body_hash`/`changed_at` remember the last answer so ETag and Last-Modified stay honest.
 */
export const calendarExports = pgTable('calendar_exports', {
  listingId: integer('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  bodyHash: text('body_hash'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const FEED_RESULTS = ['ok', 'error'] as const;

/** An iCalendar feed of another site a host imports into one listing (at most 5 per listing). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastResult: text('last_result', { enum: FEED_RESULTS }),
    /** The last failure in plain words; null after a good sync. */
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    conflictCount: integer('conflict_count').notNull().default(0),
    /** Whoever set a future lease is polling the feed; nobody else may until it passes or is released. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [index('calendar_feeds_listing_idx').on(t.listingId), index('calendar_feeds_synced_idx').on(t.lastSyncedAt)],
);

/**
 * One event of a feed, matched by its UID on every sync. Its nights are held by rows of
 * `listing_holds` (reason `import`) that point back here and go when it goes; `conflict` marks an
 * event overlapping a Roamstead booking, whose nights stay with the booking.
 */
export const calendarFeedEvents = pgTable(
  'calendar_feed_events',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    startsOn: date('starts_on').notNull(),
    /** Exclusive, like DTEND of an all-day event. */
    endsOn: date('ends_on').notNull(),
    /** Every night of the event is held by this event. */
    applied: boolean('applied').notNull().default(false),
    conflict: boolean('conflict').notNull().default(false),
  },
  (t) => [
    uniqueIndex('calendar_feed_events_uid_idx').on(t.feedId, t.uid),
    index('calendar_feed_events_conflict_idx').on(t.feedId).where(sql`conflict`),
  ],
);
