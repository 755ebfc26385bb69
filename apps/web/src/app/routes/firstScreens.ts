import { matchClientRoute } from '@roamstead/contract/constants';
import { listingsPages } from '../../features/listings/pages';

/**
 * Screens whose code the document starts loading beside the app's own scripts (`firstScreen.ts`):
 * those whose largest content is a photo that needs the screen's code, then its data. The route
 * table loads them with the same functions, so the router finds the module already on its way.
 */
const FIRST_SCREENS: Record<string, () => Promise<unknown>> = {
  '/': listingsPages.explore,
  '/listings/:id': listingsPages.listing,
};

/** The loader of the screen an address opens, when it is one of the screens above. */
export function firstScreenOf(pathname: string): (() => Promise<unknown>) | undefined {
  const match = matchClientRoute(pathname);
  return match ? FIRST_SCREENS[match.route] : undefined;
}
