import { MODERATION_AUDIT_ACTIONS } from './moderationConstants';

/**
 * Operator roles (docs/adr/0062), separate from guest/host: `admin` may do everything and grants
 * roles; the others are scoped to their part of the console.
 */
export const OPERATOR_ROLES = ['admin', 'support', 'finance', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What each console area needs; `admin` passes every check. */
export const OPERATOR_AREAS = {
  dashboard: ['support', 'finance', 'content'],
  operators: [],
  users: ['support'],
  audit: ['support', 'finance', 'content'],
  catalogue: ['content'],
  content: ['content'],
  listings: ['support'],
  reviews: ['support'],
  reports: ['support'],
  settings: [],
  /** Finding bookings, and cancelling them with a refund (docs/adr/0075). */
  bookings: ['support', 'finance'],
  /** Host payouts, failed payments and their exports. */
  payouts: ['finance'],
  /** Contact-form messages and newsletter subscribers. */
  inbox: ['support'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorArea = keyof typeof OPERATOR_AREAS;

/** Whether someone with `roles` may use `area`. */
export const mayUse = (roles: readonly OperatorRole[], area: OperatorArea) =>
  roles.includes('admin') || roles.some((role) => (OPERATOR_AREAS[area] as readonly OperatorRole[]).includes(role));

/** Audit log actions (the `action` of an entry). */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'category.add',
  'user.suspend',
  'user.reinstate',
  'content.create',
  'content.update',
  'content.publish',
  'content.unpublish',
  'content.delete',
  'category.rename',
  'category.delete',
  'amenity.add',
  'amenity.rename',
  'amenity.delete',
  ...MODERATION_AUDIT_ACTIONS,
  'user.verify_identity',
  'user.revoke_identity',
  'booking.cancel',
  'booking.decline',
  'contact.handle',
  'contact.reopen',
  'contact.reply',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How many audit entries one page of the console shows. */
export const AUDIT_PAGE_SIZE = 50;

/** The dashboard's window: this many days up to today (UTC). */
export const DASHBOARD_DAYS = 30;

export const OPERATOR_MESSAGES = {
  noRole: 'You need an operator role for this part of the console.',
  unknownUser: 'No account has this e-mail address.',
  alreadyGranted: 'This person already has this role.',
  notGranted: 'This person does not have this role.',
  lastAdmin: 'You cannot remove your own admin role: ask another admin.',
  suspendSelf: 'You cannot suspend your own account.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  alreadyVerified: "This person's identity is already verified.",
  notVerified: "This person's identity is not verified.",
  refundTooLarge: 'The refund cannot be more than what the guest paid.',
  notCancellable: 'Only a confirmed booking can be cancelled from the console.',
  notPending: 'Only a request waiting for the host can be declined from the console.',
  payoutReleased: 'The host has already been paid for this stay, so it can no longer be cancelled with a refund.',
  alreadyHandled: 'This message is already marked handled.',
  notHandled: 'This message is not marked handled.',
} as const;

/** How many users one search answers. */
export const USER_SEARCH_LIMIT = 50;
