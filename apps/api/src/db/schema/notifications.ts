import { ACTION_STATUSES, NOTIFICATION_KINDS } from '@roamstead/contract';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** In-app notifications; other modules create them through notify() (modules/notifications/service.ts). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    actorName: text('actor_name'),
    actorPicture: text('actor_picture'),
    /** Only items that carry Approve/Decline have one; the answer replaces 'pending'. */
    actionStatus: text('action_status', { enum: ACTION_STATUSES }),
    /** What the action is about, e.g. a booking id; the kind's action handler reads it. */
    subjectId: integer('subject_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);
