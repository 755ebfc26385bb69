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
  days: z.array(dashboardDaySchema),
  /** What waits for an operator now. */
  attention: z.object({
    /** Reports of users and conversations filed by guests and hosts. */
    user_reports: z.number().int(),
    /** Messages sent through the contact form. */
    contact_messages: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
