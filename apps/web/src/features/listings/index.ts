export { DEMO_LAYOUT_PATHS } from './layouts';

/** Screens, loaded lazily by the route table (app/routes). */
export const listingsPages = {
  explore: () => import('./pages/ExplorePage'),
  listing: () => import('./pages/ListingPage'),
  category: () => import('./pages/CategoryPage'),
  layoutDemo: () => import('./pages/LayoutDemoPage'),
};
