/** The feature's screens, loaded lazily by the route table in app/routes. */
export const cohostsPages = {
  cohosts: () => import('./CohostsPage'),
  cohosting: () => import('./CohostingPage'),
};
