import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * One thread per guest–host–listing. The people and the listing become null when their account or
 * listing is deleted, so the other side keeps its history (shown with a former user).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The booking this thread is about, once there is one (no foreign key: bookings live on their own). */
    bookingId: integer('booking_id'),
    /** Dates and party size of an inquiry, when the guest gave them. */
    checkIn: date('check_in'),
    checkOut: date('check_out'),
    guests: integer('guests'),
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_guest_host_listing_key').on(t.guestId, t.hostId, t.listingId),
    index('conversations_host_idx').on(t.hostId),
    index('conversations_booking_idx').on(t.bookingId),
  ],
);

/** Each participant's own state of a thread: what they read, whether they archived it, what was e-mailed. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['guest', 'host'] }).notNull(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** Newest message already announced by the unread e-mail. */
    notifiedMessageId: integer('notified_message_id').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted their account: shown as a former user. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Exactly as typed; rendered as text. */
    body: text('body').notNull(),
    /** WebP under DATA_DIR/uploads/messages/, with its size. */
    attachmentKey: text('attachment_key'),
    attachmentWidth: integer('attachment_width'),
    attachmentHeight: integer('attachment_height'),
    /** The sender's Idempotency-Key: a retried send returns this message instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_sender_idempotency_key').on(t.senderId, t.idempotencyKey),
    check('messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);

/** The blocker no longer receives messages from the blocked user. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/**
 * What each user's live stream delivers (new messages, read receipts), kept for a few days so a
 * client that reconnects replays whatever it missed (SSE Last-Event-ID).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('realtime_events_user_idx').on(t.userId, t.id),
    // Pruning old events reads this instead of the whole table.
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);
