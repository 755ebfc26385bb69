/** Screens, loaded lazily by the route table (app/routes). */
export const hostingPages = {
  listingWizard: () => import('./pages/ListingWizardPage'),
  homes: () => import('./pages/HostHomesPage'),
  experiences: () => import('./pages/HostExperiencesPage'),
};
