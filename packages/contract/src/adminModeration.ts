import { z } from 'zod';
import { recordId } from './ids';
import { LISTING_STATUSES } from './listingConstants';
import { REPORT_LIMITS, REPORT_STATUSES, REPORT_SUBJECT_REASONS, REPORT_SUBJECTS } from './moderationConstants';
import { line, text } from './text';

/** A reason an operator must give (the host, author or reporter reads it; the audit log keeps it). */
const requiredReason = text({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'Reason must be at most 500 characters.');
const optionalReason = text().trim().max(500, 'Reason must be at most 500 characters.').default('');

/** GET/PUT /admin/settings: the marketplace settings an admin changes. */
export const marketplaceSettingsSchema = z.object({
  /** When on, a listing's first publication waits for an operator's approval. */
  listings_need_approval: z.boolean(),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

export const updateSettingsBody = z.object({
  listings_need_approval: z.boolean({ error: 'Choose on or off.' }),
  reason: optionalReason,
});
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;

/** GET /admin/listings: by status, host (name, e-mail or id) and place (name). */
export const adminListingsQuery = z.object({
  status: z.enum(LISTING_STATUSES, { error: `Status must be one of: ${LISTING_STATUSES.join(', ')}.` }).optional(),
  host: line().max(100, 'Host must be at most 100 characters.').optional(),
  place: line().max(100, 'Place must be at most 100 characters.').optional(),
});
export type AdminListingsQuery = z.input<typeof adminListingsQuery>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const adminListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(LISTING_STATUSES),
  host: person.extend({ email: z.string() }),
  place_name: z.string().nullable(),
  updated_at: z.string(),
  /** When the host last asked for review; null when never. */
  submitted_at: z.string().nullable(),
  /** The last operator decision's reason (rejection or take-down), '' when none. */
  moderation_reason: z.string(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminListingParams = z.object({ id: recordId('Listing id') });

/** POST /admin/listings/{id}/approve. */
export const approveListingBody = z.object({ reason: optionalReason });
export type ApproveListingBody = z.input<typeof approveListingBody>;

/** POST /admin/listings/{id}/reject and /unpublish: the host reads the reason. */
export const moderateListingBody = z.object({ reason: requiredReason });
export type ModerateListingBody = z.input<typeof moderateListingBody>;

/** GET /admin/reviews. */
export const adminReviewsQuery = z.object({
  visibility: z.enum(['all', 'visible', 'hidden'], { error: 'Choose all, visible or hidden.' }).default('all'),
  listing_id: recordId('Listing id').optional(),
});
export type AdminReviewsQuery = Partial<z.output<typeof adminReviewsQuery>>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  listing: z.object({ id: z.number().int(), title: z.string() }),
  author: person,
  rating: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** Null while the review shows. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewParams = z.object({ id: recordId('Review id') });

/** POST /admin/reviews/{id}/hide and /restore: the author reads the reason. */
export const moderateReviewBody = z.object({ reason: requiredReason });
export type ModerateReviewBody = z.input<typeof moderateReviewBody>;

/** POST /reports: a guest or host reports what they see. */
export const createReportBody = z.object({
  subject_type: z.enum(REPORT_SUBJECTS, { error: `Subject must be one of: ${REPORT_SUBJECTS.join(', ')}.` }),
  subject_id: recordId('Subject id'),
  reason: z.enum(REPORT_SUBJECT_REASONS, { error: 'Please choose a reason.' }),
  details: text()
    .trim()
    .max(REPORT_LIMITS.detailsMax, `Details must be at most ${REPORT_LIMITS.detailsMax} characters.`)
    .default(''),
});
export type CreateReportBody = z.input<typeof createReportBody>;

export const reportCreatedSchema = z.object({ id: z.number().int() });

/** GET /admin/reports. */
export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: `Status must be one of: ${REPORT_STATUSES.join(', ')}.` }).optional(),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuery>;

export const adminReportSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(REPORT_SUBJECTS),
  reason: z.enum(REPORT_SUBJECT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: person.nullable(),
  /** The account the report is about (the listing's host, the review's or message's author). */
  reported_user: person.extend({ suspended: z.boolean() }).nullable(),
  listing: z.object({ id: z.number().int(), title: z.string(), status: z.enum(LISTING_STATUSES) }).nullable(),
  review: z.object({ id: z.number().int(), body: z.string(), hidden: z.boolean() }).nullable(),
  message: z.object({ id: z.number().int(), body: z.string(), created_at: z.string() }).nullable(),
  conversation_id: z.number().int().nullable(),
  handler: person.nullable(),
  handled_at: z.string().nullable(),
  resolution: z.string(),
  created_at: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** GET /admin/reports/{id}: with the conversation when the report came from one. */
export const adminReportDetailSchema = adminReportSchema.extend({
  conversation: z
    .array(z.object({ id: z.number().int(), sender: person.nullable(), body: z.string(), created_at: z.string() }))
    .nullable(),
});
export type AdminReportDetail = z.infer<typeof adminReportDetailSchema>;

export const adminReportParams = z.object({ id: recordId('Report id') });

/** POST /admin/reports/{id}: take it (in progress) or resolve it with a note the reporter reads. */
export const updateReportBody = z.object({
  status: z.enum(['in_progress', 'resolved'], { error: 'Status must be in_progress or resolved.' }),
  resolution: optionalReason,
});
export type UpdateReportBody = z.input<typeof updateReportBody>;
