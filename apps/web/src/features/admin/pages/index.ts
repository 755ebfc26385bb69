/** The operator console's shell and screens, loaded lazily by the route table in app/routes. */
export const adminPages = {
  layout: () => import('../AdminLayout'),
  dashboard: () => import('./AdminDashboardPage'),
  operators: () => import('./OperatorsPage'),
  audit: () => import('./AuditPage'),
};
