/** The feature's screens, loaded lazily by the route table in app/routes. */
export const hostingPages = {
  listingWizard: () => import('./ListingWizardPage'),
  homes: () => import('./HostHomesPage'),
  experiences: () => import('./HostExperiencesPage'),
};
