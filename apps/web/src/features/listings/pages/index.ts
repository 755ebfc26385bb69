/** The feature's screens, loaded lazily by the route table in app/routes. */
export const listingsPages = {
  explore: () => import('./ExplorePage'),
  listing: () => import('./ListingPage'),
  category: () => import('./CategoryPage'),
  layoutDemo: () => import('./LayoutDemoPage'),
};

/** Loaders of its screens' data (the route table pairs them with the screens). */
export { listingLoader, searchLoader } from './loaders';
