import {
  DEFAULT_CHANNELS,
  type Notification,
  type NotificationFilter,
  type NotificationKind,
  type NotificationPrefs,
  TOPIC_OF_KIND,
} from '@roamstead/contract';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSettings, notifications, users } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';

export interface NotifyInput {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string;
  actorName?: string;
  actorPicture?: string;
  /** Gives the item Approve and Decline; the kind's action (given to notificationsService) runs on the answer. */
  actionable?: boolean;
  /** What an actionable item is about (e.g. a booking id), passed to the handler. */
  subjectId?: number;
}

/** What Approve/Decline on an actionable item does, per kind; wired by the app (services.ts). */
export type NotificationActions = Partial<
  Record<NotificationKind, (item: { userId: number; subjectId: number | null }, approved: boolean) => Promise<void>>
>;

/** The user's channels for the kind's topic (DEFAULT_CHANNELS unless they changed them). */
async function channelsFor(db: Db, userId: number, kind: NotificationKind) {
  const [row] = await db
    .select({ prefs: accountSettings.notificationPrefs })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId));
  const prefs = (row?.prefs ?? {}) as Partial<NotificationPrefs>;
  const topic = TOPIC_OF_KIND[kind];
  return prefs[topic] ?? DEFAULT_CHANNELS[topic];
}

/**
 * Tells a user about an event, on the channels they chose for its topic: an in-app item, and an
 * e-mail and a text message (to a known phone) when `outbox` is given. Other modules call this; it returns the in-app item's id, if any.
 */
export async function notify(db: Db, userId: number, input: NotifyInput, outbox?: Outbox): Promise<number | null> {
  const channels = await channelsFor(db, userId, input.kind);
  let id: number | null = null;
  if (channels.in_app || input.actionable) {
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        actorName: input.actorName ?? null,
        actorPicture: input.actorPicture ?? null,
        actionStatus: input.actionable ? 'pending' : null,
        subjectId: input.subjectId ?? null,
      })
      .returning({ id: notifications.id });
    id = row?.id ?? null;
  }
  if (outbox && (channels.email || channels.sms)) {
    const [user] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    const message = { subject: input.title, body: input.body };
    if (user && channels.email) await outbox.send({ channel: 'email', to: user.email, ...message });
    if (user?.phone && channels.sms) await outbox.send({ channel: 'sms', to: user.phone, ...message });
  }
  return id;
}

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  actor_name: row.actorName,
  actor_picture: row.actorPicture,
  action_status: row.actionStatus,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

const FILTERS = {
  all: undefined,
  unread: isNull(notifications.readAt),
  read: isNotNull(notifications.readAt),
} as const;

export function notificationsService(db: Db, actions: NotificationActions) {
  const own = (userId: number, id: number) => and(eq(notifications.userId, userId), eq(notifications.id, id));

  async function unreadCount(userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Another user's item answers 404 like a missing one, so ids reveal nothing. */
  async function get(userId: number, id: number) {
    const [row] = await db.select().from(notifications).where(own(userId, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: number, filter: NotificationFilter, limit: number) {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), FILTERS[filter]))
        .orderBy(desc(notifications.id))
        .limit(limit);
      return { items: rows.map(toNotification), unread_count: await unreadCount(userId) };
    },

    async markRead(userId: number, id: number) {
      await get(userId, id);
      const [row] = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(own(userId, id), isNull(notifications.readAt)))
        .returning();
      return toNotification(row ?? (await get(userId, id)));
    },

    async markAllRead(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return { unread_count: 0 };
    },

    async remove(userId: number, id: number) {
      const [row] = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
      if (!row) throw notFound();
    },

    async answer(userId: number, id: number, approved: boolean) {
      const item = await get(userId, id);
      if (item.actionStatus !== 'pending') {
        throw conflict(
          item.actionStatus ? 'This request has already been answered.' : 'This notification has no actions.',
        );
      }
      const action = actions[item.kind];
      if (!action) throw new Error(`No action is wired for ${item.kind} notifications`);
      await action({ userId, subjectId: item.subjectId }, approved);
      const [row] = await db
        .update(notifications)
        .set({ actionStatus: approved ? 'approved' : 'declined', readAt: item.readAt ?? new Date() })
        .where(and(own(userId, id), eq(notifications.actionStatus, 'pending')))
        .returning();
      if (!row) throw conflict('This request has already been answered.');
      return toNotification(row);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
