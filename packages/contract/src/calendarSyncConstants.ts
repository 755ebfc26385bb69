/** Calendar sync with other sites over iCalendar (RFC 5545) feeds (ADR 0025). */
export const CALENDAR_SYNC_LIMITS = {
  feedsPerListing: 5,
  feedNameMax: 60,
  urlMax: 2000,
  fetchTimeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  /** A feed with more events than this (every VEVENT counts) is refused. */
  maxEvents: 2000,
  /** Thread time one feed may take to read. */
  parseBudgetMs: 1000,
  /** Feeds a host may add, and "Sync now"s a host may ask for, per hour. */
  addsPerHour: 20,
  syncsPerHour: 30,
  /** Default minutes between two polls of a feed (CALENDAR_SYNC_INTERVAL_MINUTES). */
  defaultIntervalMinutes: 30,
} as const;

export const CALENDAR_EXPORT_SUMMARIES = { booked: 'Reserved', blocked: 'Not available' } as const;

export const CALENDAR_SYNC_MESSAGES = {
  nameRequired: 'Give the calendar a name, such as the site it comes from.',
  nameLong: `Keep the name under ${CALENDAR_SYNC_LIMITS.feedNameMax} characters.`,
  urlInvalid: 'Enter the calendar’s full web address, starting with https:// or http://.',
  urlLong: `That address is longer than ${CALENDAR_SYNC_LIMITS.urlMax} characters.`,
  tooMany: `A listing can import at most ${CALENDAR_SYNC_LIMITS.feedsPerListing} calendars. Remove one first.`,
  duplicate: 'This calendar is already imported for this listing.',
  ownFeed: 'This is this listing’s own export link. Paste the link of the other site’s calendar instead.',
  syncing: 'This calendar is being synced right now. Try again in a minute.',
  notHome: 'Only homes have a calendar of nights to sync.',
  // Why a sync failed, in plain words (shown on the feed).
  timeout: `The calendar did not answer within ${CALENDAR_SYNC_LIMITS.fetchTimeoutMs / 1000} seconds.`,
  tooLarge: `The calendar is larger than ${CALENDAR_SYNC_LIMITS.maxBytes / 1024 / 1024} MB, so it was not read.`,
  privateAddress: 'The calendar address points to a private or local network, which is not allowed.',
  tooManyRedirects: `The calendar address redirected more than ${CALENDAR_SYNC_LIMITS.maxRedirects} times.`,
  badRedirect: 'The calendar address redirected to something that is not a web address.',
  httpStatus: (status: number) => `The calendar’s site answered with an error (HTTP ${status}).`,
  notFound: 'The calendar’s site could not be found. Check the address.',
  unreachable: 'The calendar’s site could not be reached. It may be down; we will try again.',
  notCalendar: 'The address did not return a calendar (an .ics iCalendar file).',
  badEvent: 'The calendar has an event whose dates cannot be read, so nothing was changed.',
  tooManyEvents: `The calendar has more than ${CALENDAR_SYNC_LIMITS.maxEvents} events, so it was not read.`,
  tooComplex: 'The calendar took too long to read, so nothing was changed.',
  addLimited: 'You have added many calendars in the last hour. Try again later.',
  syncLimited: 'You have synced calendars many times in the last hour. Try again later.',
} as const;
