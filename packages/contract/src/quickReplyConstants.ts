/** The placeholders a quick reply may hold, filled per conversation or booking when used. */
export const QUICK_REPLY_PLACEHOLDERS = ['guest_name', 'checkin_date', 'checkout_date', 'listing_name'] as const;
export type QuickReplyPlaceholder = (typeof QUICK_REPLY_PLACEHOLDERS)[number];

/** `{name}` in a template: letters, digits and underscores between braces. */
export const PLACEHOLDER_PATTERN = /\{([a-z0-9_]+)\}/gi;

/** The placeholders `body` uses that are not QUICK_REPLY_PLACEHOLDERS, each once, in order. */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(QUICK_REPLY_PLACEHOLDERS);
  const unknown = [...body.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? '').filter((n) => !known.has(n));
  return [...new Set(unknown)];
}

/**
 * When a scheduled message is sent, at `hour` (0–23) on the listing's clock: `days` before check-in,
 * on the check-in day, on the checkout day, or `days` after checkout.
 */
export const SCHEDULE_TRIGGERS = ['before_checkin', 'checkin_day', 'checkout_day', 'after_checkout'] as const;
export type ScheduleTrigger = (typeof SCHEDULE_TRIGGERS)[number];
/** Triggers that count days (the others are the day itself). */
export const TRIGGERS_WITH_DAYS: readonly ScheduleTrigger[] = ['before_checkin', 'after_checkout'];

export const QUICK_REPLY_LIMITS = {
  name: 60,
  body: 2000,
  perHost: 100,
  schedulesPerHost: 500,
  days: { min: 1, max: 30 },
} as const;

export const QUICK_REPLY_MESSAGES = {
  nameRequired: 'Name the quick reply.',
  nameTooLong: `Keep the name under ${QUICK_REPLY_LIMITS.name} characters.`,
  bodyRequired: 'Write the message.',
  bodyTooLong: `Keep the message under ${QUICK_REPLY_LIMITS.body} characters.`,
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder ${names.map((n) => `{${n}}`).join(', ')}. Use {guest_name}, {checkin_date}, {checkout_date} or {listing_name}.`,
  tooMany: `You can keep up to ${QUICK_REPLY_LIMITS.perHost} quick replies. Delete one to add another.`,
  tooManySchedules: `You can keep up to ${QUICK_REPLY_LIMITS.schedulesPerHost} scheduled messages.`,
  saved: 'Quick reply saved.',
  deleted: 'Quick reply deleted.',
  scheduleSaved: 'Scheduled message saved.',
  scheduleDeleted: 'Scheduled message deleted.',
  trigger: 'Choose when the message is sent.',
  days: `Choose from ${QUICK_REPLY_LIMITS.days.min} to ${QUICK_REPLY_LIMITS.days.max} days.`,
  hour: 'Choose an hour from 0 to 23.',
  listingsRequired: 'Choose at least one listing.',
  listingNotYours: 'Choose listings you host or co-host with full access.',
  templateNotFound: 'Choose one of your quick replies.',
  hostOnly: 'Quick replies are for the host of the conversation.',
} as const;

/** `body` with each known placeholder that has a value replaced by it; others stay as written. */
export const fillPlaceholders = (body: string, values: Partial<Record<QuickReplyPlaceholder, string>>) =>
  body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => values[name as QuickReplyPlaceholder] ?? whole);
