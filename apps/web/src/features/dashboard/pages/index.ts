/** The dashboard's shell (sidebar, top bar), loaded lazily by the route table in app/routes. */
export const dashboardPages = {
  layout: () => import('../DashboardLayout'),
};
