import { z } from 'zod';
import { listingsQuery } from './listings';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS } from './savedSearchConstants';
import { line, text } from './text';

const name = line({ error: 'Name the search.' })
  .min(1, 'Name the search.')
  .max(SAVED_SEARCH_LIMITS.name, `Keep the name under ${SAVED_SEARCH_LIMITS.name} characters.`);
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Choose instantly, daily, weekly or never.' });

/** The search's filters as the search page's address holds them (`place=Lisbon&guests=2…`). */
const query = text({ error: 'Give the search to save.' }).max(
  SAVED_SEARCH_LIMITS.query,
  'This search is too long to save.',
);

export const saveSearchSchema = z.object({ name, query, frequency: frequency.default('daily') });
export type SaveSearch = z.input<typeof saveSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((b) => b.name !== undefined || b.frequency !== undefined, { error: 'Change the name or the alerts.' });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Normalised filters, ready to append to `/?` (the search page). */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  created_at: z.string(),
  last_alert_at: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

export const savedSearchUnsubscribeSchema = z.object({ token: text().min(1).max(100) });

/** The filters a saved search keeps: the search's, without paging or sorting. */
export const savedSearchFilters = listingsQuery;
