/** The feature's screens, loaded lazily by the route table in app/routes. */
export const savedSearchesPages = {
  list: () => import('./SavedSearchesPage'),
  unsubscribe: () => import('./UnsubscribeAlertsPage'),
};
