import { BECOME_A_HOST_PATH } from './constants';
import { MODERATION_SCREENS } from './moderationConstants';

/** Dashboard screens, below /dashboard/ (signed in). */
export const DASHBOARD_SCREENS = [
  'add-property',
  'guest',
  'guest/profile',
  'guest/reviews',
  'guest/wishlist',
  'guest/saved-searches',
  'guest/trips',
  'guest/trips/:tripId',
  'guest/messages',
  'guest/messages/:conversationId',
  'host',
  'host/messages',
  'host/messages/:conversationId',
  'host/quick-replies',
  'host/calendar',
  'host/multi-calendar',
  'host/experiences',
  'host/listings',
  'host/listings/:listingId/arrival-guide',
  'host/listings/:listingId/cohosts',
  'host/cohosting',
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
] as const;
export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number];

/** The operator console's screens below /admin, whose index is the dashboard (docs/adr/0062). */
export const ADMIN_SCREENS = [
  'users',
  'users/:userId',
  'operators',
  'audit',
  'content',
  'content/:kind/:itemId',
  'catalogue',
  ...MODERATION_SCREENS,
  'bookings',
  'bookings/:bookingId',
  'payouts',
  'payments',
  'inbox',
] as const;
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** SPEC §2's listing-layout demo routes: the live search, each in a layout of its own. */
export const DEMO_LAYOUT_PATHS = [
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
] as const;
export type DemoLayoutPath = (typeof DEMO_LAYOUT_PATHS)[number];

/** The public shell's screens (the layout demos aside). */
export const PUBLIC_SCREENS = [
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
  '/saved-searches/unsubscribe',
  '/login',
  '/register',
  '/auth/login',
  '/auth/register',
  '/forgot-password',
  '/reset-password',
  '/r/:code',
] as const;
export type PublicScreen = (typeof PUBLIC_SCREENS)[number];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Template paths of SPEC §2 that have a real equivalent: redirects that keep the ids
 * (docs/adr/0006-template-paths.md records the mapping).
 */
export const TEMPLATE_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ...range(2, 10).map((n) => [`/home-v${n}`, '/'] as const),
  ['/agents', BECOME_A_HOST_PATH],
  ['/agency', BECOME_A_HOST_PATH],
  ['/agent-single/:id', '/dashboard/host/public-host-profile/:id'],
  ['/agency-single/:id', '/dashboard/host/public-host-profile/:id'],
  ...range(1, 10).map((n) => [`/single-v${n}/:id`, '/listings/:id'] as const),
  ['/dashboard-home', '/dashboard'],
  ['/dashboard-message', '/dashboard/guest/messages'],
  ['/dashboard-add-property', '/dashboard/add-property'],
  ['/dashboard-my-properties', '/dashboard/host/listings'],
  ['/dashboard-my-favourites', '/dashboard/guest/wishlist'],
  ['/dashboard-saved-search', '/dashboard/guest/wishlist'],
  ['/dashboard-reviews', '/dashboard/guest/reviews'],
  ['/dashboard-my-package', '/pricing'],
  ['/dashboard-my-profile', '/dashboard/guest/profile'],
  ...range(1, 3).map((n) => [`/blog-list-v${n}`, '/blog'] as const),
  ['/faq', '/help/faqs'],
];

/**
 * Every path the web client has a screen or a redirect for, as router patterns (`:name` is one
 * segment): the one list the web client's route table is typed by and the server answers 404
 * outside of.
 */
export const CLIENT_ROUTES: readonly string[] = [
  ...PUBLIC_SCREENS,
  ...DEMO_LAYOUT_PATHS,
  ...TEMPLATE_REDIRECTS.map(([from]) => from),
  '/dashboard',
  ...DASHBOARD_SCREENS.map((screen) => `/dashboard/${screen}`),
  '/admin',
  ...ADMIN_SCREENS.map((screen) => `/admin/${screen}`),
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
