/** How often a saved search's alerts are sent; `never` keeps the search without alerts. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'never'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SAVED_SEARCH_LIMITS = { name: 80, perUser: 50, query: 2000 } as const;

/** The page an alert e-mail's one-click unsubscribe link opens (with `?token=`). */
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';

export const SAVED_SEARCH_MESSAGES = {
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one to save another.`,
  unsubscribed: 'You will get no more alerts for this search.',
} as const;
