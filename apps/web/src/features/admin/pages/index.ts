/** The operator console's shell and screens, loaded lazily by the route table in app/routes. */
export const adminPages = {
  layout: () => import('../AdminLayout'),
  dashboard: () => import('./AdminDashboardPage'),
  users: () => import('./UsersPage'),
  user: () => import('./UserPage'),
  operators: () => import('./OperatorsPage'),
  audit: () => import('./AuditPage'),
  content: () => import('./ContentPage'),
  contentItem: () => import('./ContentEditorPage'),
  catalogue: () => import('./CataloguePage'),
  listings: () => import('./ListingsModerationPage'),
  reviews: () => import('./ReviewsModerationPage'),
  reports: () => import('./ReportsPage'),
  report: () => import('./ReportPage'),
  settings: () => import('./SettingsPage'),
};
