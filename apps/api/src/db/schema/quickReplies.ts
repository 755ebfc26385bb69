import { SCHEDULE_TRIGGERS } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { messages } from './conversations';
import { listings } from './listings';
import { users } from './users';

/** A host's saved message, with `{placeholders}` filled per conversation when used (docs/adr/0065). */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quick_replies_host_idx').on(t.hostId)],
);

/**
 * A quick reply sent by itself into the thread of each confirmed stay of one listing, at `hour` on
 * the listing's clock relative to check-in or checkout (`days` is 0 for the day triggers).
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => quickReplies.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: SCHEDULE_TRIGGERS }).notNull(),
    days: integer('days').notNull().default(0),
    hour: integer('hour').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_messages_host_idx').on(t.hostId),
    index('scheduled_messages_listing_idx').on(t.listingId).where(sql`${t.enabled}`),
    check('scheduled_messages_hour_check', sql`${t.hour} between 0 and 23`),
    check('scheduled_messages_days_check', sql`${t.days} between 0 and 30`),
  ],
);

/**
 * One row per schedule and booking it was sent for, written in the same transaction as the message:
 * the primary key makes a second sender (another process, a second run) write nothing.
 * `messageId` is null when the send was skipped (the guest blocked the host, the thread is gone).
 */
export const scheduledMessageSends = pgTable(
  'scheduled_message_sends',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => scheduledMessages.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.bookingId] })],
);
