/** The operator console's shell and screens, loaded lazily by the route table in app/routes. */
export const adminPages = {
  layout: () => import('../AdminLayout'),
  dashboard: () => import('./AdminDashboardPage'),
  users: () => import('./UsersPage'),
  user: () => import('./UserPage'),
  operators: () => import('./OperatorsPage'),
  audit: () => import('./AuditPage'),
  bookings: () => import('./BookingsPage'),
  booking: () => import('./BookingPage'),
  payouts: () => import('./PayoutsPage'),
  payments: () => import('./FailedPaymentsPage'),
  inbox: () => import('./InboxPage'),
};
