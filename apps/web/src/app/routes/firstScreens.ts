import { matchClientRoute } from '@roamstead/contract/constants';
import { bookingPages } from '../../features/booking/pages';
import { dashboardPages } from '../../features/dashboard/pages';
import { listingsPages } from '../../features/listings/pages';

type Load = () => Promise<unknown>;

/**
 * Screens whose code the document starts loading beside the app's own scripts (`firstScreen.ts`):
 * those whose largest content is a photo that needs the screen's code, then its data. The route
 * table loads them with the same functions, so the router finds the modules already on their way:
 * the page's, after the layout's it renders in.
 */
const FIRST_SCREENS: Record<string, Load[]> = {
  '/': [listingsPages.explore],
  '/listings/:id': [listingsPages.listing],
  '/dashboard/guest/trips': [dashboardPages.layout, bookingPages.trips],
};

/** The loaders of the screen an address opens, when it is one of the screens above. */
export function firstScreenOf(pathname: string): Load[] | undefined {
  const match = matchClientRoute(pathname);
  return match ? FIRST_SCREENS[match.route] : undefined;
}
