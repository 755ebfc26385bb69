/** The multi-calendar (every listing a host runs, days as columns) and its bulk edits (ADR 0064). */
export const MULTI_CALENDAR_LIMITS = {
  /** Days one multi-calendar answer covers by default, and at most. */
  defaultDays: 90,
  maxDays: 120,
  /** Ranges one bulk edit of nights may name, and listings one bulk edit of rules may name. */
  maxRanges: 500,
  maxListings: 200,
  /** A bulk edit can be undone for this long (the toast offers it for 10 seconds). */
  undoSeconds: 60,
  minNightsMax: 365,
} as const;

export const BULK_NIGHT_ACTIONS = ['block', 'unblock', 'price', 'reset_price'] as const;
export type BulkNightAction = (typeof BULK_NIGHT_ACTIONS)[number];

export const MULTI_CALENDAR_MESSAGES = {
  refused: 'Nothing was changed: some of the nights cannot be edited.',
  pastNight: 'This night has passed.',
  bookedNight: (guest: string | null) => (guest ? `Booked by ${guest}.` : 'Booked.'),
  pendingNight: (guest: string | null) => (guest ? `Requested by ${guest}.` : 'Requested.'),
  importedNight: (source: string) => `Held by the imported calendar “${source}”.`,
  priceRequired: 'Enter a nightly price.',
  undoExpired: 'This change can no longer be undone.',
  undoConflict: 'This change cannot be undone: a guest has booked some of these nights since.',
  saved: 'Changes saved.',
  undone: 'Change undone.',
} as const;
