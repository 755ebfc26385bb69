/**
 * A co-host's permission level: `full` is everything but payouts, co-hosts and deleting the
 * listing; `calendar_inbox` the calendar, reservations and guest messages; `calendar` the calendar.
 */
export const COHOST_LEVELS = ['full', 'calendar_inbox', 'calendar'] as const;
export type CohostLevel = (typeof COHOST_LEVELS)[number];

/**
 * What may be done on a listing, and the co-host levels that may do it (the owner may do everything).
 * `owner`: payouts, co-hosts, deleting the listing.
 */
export const LISTING_ACTIONS = {
  calendar: ['full', 'calendar_inbox', 'calendar'],
  inbox: ['full', 'calendar_inbox'],
  reservations: ['full', 'calendar_inbox'],
  manage: ['full'],
  owner: [],
} as const satisfies Record<string, readonly CohostLevel[]>;
export type ListingAction = keyof typeof LISTING_ACTIONS;

export const mayCohost = (level: CohostLevel, action: ListingAction) =>
  (LISTING_ACTIONS[action] as readonly CohostLevel[]).includes(level);

/** A co-host's cut of each booking's host payout: nothing, a whole percentage, or a fixed amount per booking. */
export const COHOST_SHARE_KINDS = ['none', 'percent', 'fixed'] as const;
export type CohostShareKind = (typeof COHOST_SHARE_KINDS)[number];

export const COHOST_LIMITS = { perListing: 10, percentMax: 100 } as const;

export const COHOST_MESSAGES = {
  invited: 'Invitation sent.',
  saved: 'Co-host updated.',
  removed: 'Co-host removed.',
  left: 'You are no longer a co-host of this listing.',
  accepted: 'You are now a co-host.',
  declined: 'Invitation declined.',
  level: 'Choose full, calendar and inbox, or calendar only.',
  shareKind: 'Choose no share, a percentage or a fixed amount.',
  percent: `Give a whole percentage from 1 to ${COHOST_LIMITS.percentMax}.`,
  fixed: 'Give a fixed amount above zero.',
  ownerSelf: 'You own this listing: invite someone else.',
  already: 'This person is already a co-host or invited.',
  tooMany: `A listing can have up to ${COHOST_LIMITS.perListing} co-hosts.`,
  invalidToken: 'This invitation is no longer valid. Ask the host to invite you again.',
  otherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  notFound: 'Co-host not found.',
} as const;
