import { z } from 'zod';
import { recordId } from './ids';
import {
  ACTION_STATUSES,
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from './notificationConstants';
import { text } from './text';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: text(),
  body: text(),
  /** In-app path the item leads to, e.g. /dashboard/host/listings. */
  link: text().nullable(),
  actor_name: text().nullable(),
  actor_picture: text().nullable(),
  /** Set only on items that carry Approve and Decline. */
  action_status: z.enum(ACTION_STATUSES).nullable(),
  read: z.boolean(),
  created_at: text(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({
  filter: z.enum(NOTIFICATION_FILTERS, { error: 'Filter must be all, unread or read.' }).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParams = z.object({
  id: recordId('Notification id'),
});
export const notificationActionParams = notificationIdParams.extend({
  action: z.enum(['approve', 'decline'], { error: 'Action must be approve or decline.' }),
});

export const channelPrefsSchema = z.object({
  in_app: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export const notificationPrefsSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, channelPrefsSchema])) as Record<
    NotificationTopic,
    typeof channelPrefsSchema
  >,
);
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
