/** Moderation in the operator console (issue 33 items 4, 5 and 7; docs/adr/0074). */

/** Console screens below /admin for listings, reviews, reports and marketplace settings. */
export const MODERATION_SCREENS = ['listings', 'reviews', 'reports', 'reports/:reportId', 'settings'] as const;

export const MODERATION_AUDIT_ACTIONS = [
  'setting.update',
  'listing.approve',
  'listing.reject',
  'listing.unpublish',
  'review.hide',
  'review.restore',
  'report.update',
] as const;

/** What guests and hosts can report. */
export const REPORT_SUBJECTS = ['listing', 'user', 'review', 'message'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** Why (the conversation report's reasons and two about listings). */
export const REPORT_SUBJECT_REASONS = [
  'spam',
  'scam',
  'offensive',
  'off_platform',
  'inaccurate',
  'unsafe',
  'other',
] as const;
export type ReportSubjectReason = (typeof REPORT_SUBJECT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The marketplace settings an admin changes in the console, with their defaults. */
export const MARKETPLACE_SETTING_DEFAULTS = { listings_need_approval: false } as const;

export const REPORT_LIMITS = { detailsMax: 1000, perDay: 20 } as const;

/** How many rows one page of a moderation queue shows. */
export const MODERATION_PAGE_SIZE = 50;

export const MODERATION_MESSAGES = {
  reported: 'Thank you. Our team will review your report.',
  selfReport: 'You cannot report yourself or what is yours.',
  notPending: 'This listing is not waiting for review.',
  notLive: 'This listing is not published.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  submitted: 'Sent for review. We will tell you when it is approved.',
  resolvedAlready: 'This report is already resolved.',
} as const;
