/**
 * Screens whose code a page's HTML asks for beside the app's own scripts (docs/adr/0041): those
 * whose largest content is a photo that needs the screen's code, then its data. Route patterns
 * (as `matchClientRoute` names them) to the modules under `src/` that the route table loads for
 * them, the layout's before the page's. The build turns this into `first-screens.json` (the files
 * of each screen, `build/firstScreenPreloads.ts`), and the server writes their `<link>` tags into
 * the page. Kept free of imports: the build reads it.
 */
export const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/': ['features/listings/pages/ExplorePage.tsx'],
  '/listings/:id': ['features/listings/pages/ListingPage.tsx'],
  '/dashboard/guest/trips': ['features/dashboard/DashboardLayout.tsx', 'features/booking/pages/TripsPage.tsx'],
};
