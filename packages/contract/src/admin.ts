import { z } from 'zod';
import { AUDIT_ACTIONS, OPERATOR_ROLES } from './adminConstants';
import { recordId } from './ids';
import { line, text } from './text';

const role = z.enum(OPERATOR_ROLES, { error: `Role must be one of: ${OPERATOR_ROLES.join(', ')}.` });
const reason = text().trim().max(500, 'Reason must be at most 500 characters.').default('');

/** GET /admin/me: the caller's operator roles (403 without any). */
export const adminMeSchema = z.object({ user_id: z.number().int(), roles: z.array(role) });
export type AdminMe = z.infer<typeof adminMeSchema>;

/** Someone holding at least one operator role. */
export const operatorSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(role),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /admin/operators: grants `role` to the account with this e-mail address. */
export const grantRoleBody = z.object({
  email: line({ error: 'E-mail is required.' }).toLowerCase().pipe(z.email('Enter a valid e-mail address.')),
  role,
  reason,
});
export type GrantRoleBody = z.input<typeof grantRoleBody>;

/** POST /admin/operators/{id}/revoke. */
export const revokeRoleBody = z.object({ role, reason });
export type RevokeRoleBody = z.input<typeof revokeRoleBody>;

export const operatorIdParams = z.object({ id: recordId('User id') });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null when done from the command line. */
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  actor_roles: z.array(z.string()),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: newest first, `before` an entry id to page on. */
export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  actor: line().max(200, 'Actor must be at most 200 characters.').optional(),
  subject_type: line().max(40, 'Subject type must be at most 40 characters.').optional(),
  subject_id: line().max(40, 'Subject id must be at most 40 characters.').optional(),
  before: recordId('Before').optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /admin/dashboard?currency=… */
export const dashboardQuery = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
    .transform((c) => c.toUpperCase())
    .default('USD'),
});

export const dashboardDaySchema = z.object({
  day: z.string(),
  requested: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  /** What guests paid for bookings requested that day, in minor units of the chosen currency. */
  gross: z.number().int(),
  /** The platform's guest and host fees of those bookings. */
  fees: z.number().int(),
  new_guests: z.number().int(),
  new_hosts: z.number().int(),
  new_listings: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardSchema = z.object({
  currency: z.string(),
  /** When the figures were read. */
  as_of: z.string(),
  days: z.array(dashboardDaySchema),
  /** What waits for an operator now. */
  attention: z.object({
    /** Reports by guests and hosts not resolved yet. */
    user_reports: z.number().int(),
    /** Listings waiting for an operator's approval. */
    listings_pending: z.number().int(),
    /** Messages sent through the contact form that nobody has handled yet. */
    contact_messages: z.number().int(),
    /** Card payments refused or not reached in the last FAILED_PAYMENTS_WINDOW_DAYS days. */
    failed_payments: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** GET /admin/users?q=…: by name, e-mail, phone or id. */
export const adminUserSearchQuery = z.object({
  q: line({ error: 'Type a name, e-mail, phone or id.' })
    .min(1, 'Type a name, e-mail, phone or id.')
    .max(100, 'Search must be at most 100 characters.'),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['guest', 'host']),
  operator_roles: z.array(role),
  created_at: z.string(),
  /** Null unless suspended. */
  suspension: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const adminBookingSchema = z.object({
  id: z.number().int(),
  listing_title: z.string(),
  state: z.string(),
  checkin: z.string().nullable(),
  checkout: z.string().nullable(),
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  created_at: z.string(),
});

/** GET /admin/users/{id}: what support needs to judge an account. */
export const adminUserDetailSchema = adminUserSchema.extend({
  city: z.string().nullable(),
  country: z.string().nullable(),
  email_verified: z.boolean(),
  /** When an operator marked the identity verified (shown to hosts on booking requests). */
  identity_verified_at: z.string().nullable(),
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
  bookings_as_guest: z.array(adminBookingSchema),
  bookings_as_host: z.array(adminBookingSchema),
  /** The newest reviews the account wrote, hidden ones included. */
  reviews: z.array(
    z.object({
      id: z.number().int(),
      listing_id: z.number().int(),
      listing_title: z.string(),
      rating: z.number().int(),
      body: z.string(),
      created_at: z.string(),
      hidden: z.boolean(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      revoked: z.boolean(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParams = z.object({ id: recordId('User id') });

/** POST /admin/users/{id}/suspend: the reason is required (the audit log keeps it). */
export const suspendUserBody = z.object({
  reason: text({ error: 'Give a reason.' })
    .trim()
    .min(3, 'Give a reason of at least 3 characters.')
    .max(500, 'Reason must be at most 500 characters.'),
});
export type SuspendUserBody = z.input<typeof suspendUserBody>;

/** POST /admin/users/{id}/reinstate. */
export const reinstateUserBody = z.object({ reason });
export type ReinstateUserBody = z.input<typeof reinstateUserBody>;
