/** What caused a notification; each kind belongs to one preference topic. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'role_changed',
  'listing_published',
  'booking_request',
  'booking_update',
  'booking_change',
  'saved_search',
  'message',
  'review',
  'security',
  'listing_review',
  'moderation',
  'cohost_invitation',
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
  booking_change: 'reservations',
  saved_search: 'listings',
  message: 'messages',
  review: 'reviews',
  listing_review: 'listings',
  moderation: 'account',
  cohost_invitation: 'listings',
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

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
