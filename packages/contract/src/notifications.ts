import { z } from 'zod';
import { recordId } from './ids';

/** What caused a notification; each kind belongs to one preference topic. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'role_changed',
  'listing_published',
  'booking_request',
  'booking_update',
  'message',
  'review',
  'security',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Topics a user chooses channels for on /dashboard/host/notifications. */
export const NOTIFICATION_TOPICS = ['account', 'messages', 'reservations', 'listings', 'reviews'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const TOPIC_OF_KIND: Record<NotificationKind, NotificationTopic> = {
  welcome: 'account',
  role_changed: 'account',
  security: 'account',
  listing_published: 'listings',
  booking_request: 'reservations',
  booking_update: 'reservations',
  message: 'messages',
  review: 'reviews',
};

/**
 * Until the user says otherwise: in-app for everything, e-mail too except for account events
 * (the sign-up and code e-mails already cover those), SMS off.
 */
export const DEFAULT_CHANNELS: Record<NotificationTopic, Record<NotificationChannel, boolean>> = {
  account: { in_app: true, email: false, sms: false },
  messages: { in_app: true, email: true, sms: false },
  reservations: { in_app: true, email: true, sms: false },
  listings: { in_app: true, email: true, sms: false },
  reviews: { in_app: true, email: true, sms: false },
};

export const ACTION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** In-app path the item leads to, e.g. /dashboard/host/listings. */
  link: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_picture: z.string().nullable(),
  /** Set only on items that carry Approve and Decline. */
  action_status: z.enum(ACTION_STATUSES).nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

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
