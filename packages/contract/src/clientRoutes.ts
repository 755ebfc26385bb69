import { BECOME_A_HOST_PATH } from './constants';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Dashboard screens, below /dashboard/. */
const DASHBOARD_SCREENS = [
  'add-property',
  'guest',
  'guest/profile',
  'guest/reviews',
  'guest/wishlist',
  'guest/trips',
  'guest/trips/:tripId',
  'guest/messages',
  'guest/messages/:conversationId',
  'host',
  'host/messages',
  'host/messages/:conversationId',
  'host/calendar',
  'host/experiences',
  'host/listings',
  'host/earnings',
  'host/payments',
  'host/profile',
  'host/account',
  'host/login-security',
  'host/notifications',
  'host/preferences',
  'host/privacy',
  'host/public-guest-profile/:userId',
  'host/public-host-profile/:userId',
  'host/referrals',
  'host/settings',
  'host/taxes',
  'host/travel-work',
];

/**
 * Every path the web client has a screen or a redirect for, as router patterns (`:name` is one
 * segment). The server answers any other path with the not-found page and status 404; the web
 * client's route table is checked against this list by its tests.
 */
export const CLIENT_ROUTES: readonly string[] = [
  '/',
  '/listings/:id',
  '/category/:slug',
  '/about',
  '/blog',
  '/blogs/:id',
  '/media',
  '/careers',
  '/careers/:id',
  '/terms',
  '/privacy',
  '/contact',
  '/help-center',
  '/help/faqs',
  '/help/cancellation',
  '/help/neighborhood',
  '/help/countries',
  '/experiences',
  BECOME_A_HOST_PATH,
  '/pricing',
  '/compare',
  '/invoice',
  '/book/:listingId',
  '/users/:userId',
  '/not-found',
  '/newsletter/unsubscribe',
  '/grid-default',
  '/grid-full-2-col',
  '/grid-full-3-col',
  '/grid-full-4-col',
  '/grid-full-1-col-v1',
  '/grid-full-1-col-v2',
  '/banner-search-v1',
  '/banner-search-v2',
  '/list-all-style',
  '/list-v1',
  '/header-map-style',
  '/map-v1',
  '/map-v2',
  '/map-v3',
  '/map-v4',
  '/login',
  '/register',
  '/auth/login',
  '/auth/register',
  '/forgot-password',
  '/reset-password',
  '/r/:code',
  ...range(2, 10).map((n) => `/home-v${n}`),
  '/agents',
  '/agency',
  '/agent-single/:id',
  '/agency-single/:id',
  ...range(1, 10).map((n) => `/single-v${n}/:id`),
  '/dashboard-home',
  '/dashboard-message',
  '/dashboard-add-property',
  '/dashboard-my-properties',
  '/dashboard-my-favourites',
  '/dashboard-saved-search',
  '/dashboard-reviews',
  '/dashboard-my-package',
  '/dashboard-my-profile',
  ...range(1, 3).map((n) => `/blog-list-v${n}`),
  '/faq',
  '/dashboard',
  ...DASHBOARD_SCREENS.map((screen) => `/dashboard/${screen}`),
];

export interface ClientRouteMatch {
  route: string;
  params: Record<string, string>;
}

/** The route pattern `pathname` matches and its parameters, as the client's router would match it. */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of CLIENT_ROUTES) {
    const parts = route.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}
