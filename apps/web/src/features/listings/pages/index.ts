/** The feature's screens, loaded lazily by the route table in app/routes. */
export const listingsPages = {
  explore: () => import('./ExplorePage'),
  listing: () => import('./ListingPage'),
  category: () => import('./CategoryPage'),
  layoutDemo: () => import('./LayoutDemoPage'),
};
