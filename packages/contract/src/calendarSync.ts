import { z } from 'zod';
import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from './calendarSyncConstants';
import { recordId } from './ids';
import { line } from './text';

export const addCalendarFeedBody = z.object({
  name: line({ error: CALENDAR_SYNC_MESSAGES.nameRequired })
    .min(1, CALENDAR_SYNC_MESSAGES.nameRequired)
    .max(CALENDAR_SYNC_LIMITS.feedNameMax, CALENDAR_SYNC_MESSAGES.nameLong),
  url: z
    .string({ error: CALENDAR_SYNC_MESSAGES.urlInvalid })
    .trim()
    .max(CALENDAR_SYNC_LIMITS.urlMax, CALENDAR_SYNC_MESSAGES.urlLong)
    .pipe(z.url({ protocol: /^https?$/, error: CALENDAR_SYNC_MESSAGES.urlInvalid })),
});
export type AddCalendarFeedBody = z.input<typeof addCalendarFeedBody>;

export const calendarFeedParams = z.object({ id: recordId('Listing id'), feedId: recordId('Calendar id') });

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  created_at: z.string(),
  /** Null until the first sync finished. */
  last_synced_at: z.string().nullable(),
  last_result: z.enum(['ok', 'error']).nullable(),
  /** Why the last sync failed, in plain words. */
  last_error: z.string().nullable(),
  /** Upcoming events of the feed and how many of them overlap a Roamstead booking. */
  event_count: z.number().int(),
  conflicts: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarSyncSchema = z.object({
  listing_id: z.number().int(),
  /** The secret export link other sites import; rotating it makes the old one a 404. */
  export_url: z.string(),
  feeds: z.array(calendarFeedSchema),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;
