import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the server sends, kept outside production for developers and e2e tests. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);
