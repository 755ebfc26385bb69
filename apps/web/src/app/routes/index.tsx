import {
  BECOME_A_HOST_PATH,
  type DashboardScreen,
  DEMO_LAYOUT_PATHS,
  type DemoLayoutPath,
  type PublicScreen,
  TEMPLATE_REDIRECTS,
} from '@roamstead/contract/constants';
import { generatePath, type LoaderFunction, matchPath, type RouteObject, redirect } from 'react-router';
import { accountPages } from '../../features/account/pages';
import { RequireAuth } from '../../features/auth';
import { authPages } from '../../features/auth/pages';
import { bookingPages } from '../../features/booking/pages';
import { comparePages } from '../../features/compare/pages';
import { contentPages } from '../../features/content/pages';
import { DashboardIndex } from '../../features/dashboard';
import { dashboardPages } from '../../features/dashboard/pages';
import { hostingPages } from '../../features/hosting/pages';
import { listingsPages } from '../../features/listings/pages';
import { messagesPages } from '../../features/messages/pages';
import { sitePages } from '../../features/site/pages';
import { wishlistsPages } from '../../features/wishlists/pages';
import { MainLayout } from '../layouts/MainLayout';
import { RouteError } from '../RouteError';

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };

/**
 * A lazily loaded screen (SPEC §2: screens load lazily with a loading indicator), with the loader
 * its module may export to start its queries before it first renders.
 */
const screen = (load: () => Promise<PageModule>) => async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
  const { default: Component, loader } = await load();
  return loader ? { Component, loader } : { Component };
};

/** What the server renders to HTML (docs/adr/0047): public pages anyone can read. */
export const SERVER_RENDERED = { serverRendered: true } as const;

type Load = () => Promise<PageModule>;
/** A screen's code, and whether the server renders it. */
type Screen = { load: Load; server?: true };
const publicPage = (load: Load): Screen => ({ load, server: true });
const browserPage = (load: Load): Screen => ({ load });

const route = (path: string, { load, server }: Screen): RouteObject => ({
  ...(path === '/' ? { index: true } : { path }),
  lazy: screen(load),
  ...(server ? { handle: SERVER_RENDERED } : {}),
});

const notFound = () => import('../../pages/NotFoundPage');

/**
 * The template paths of SPEC §2 redirect to their equivalents. They are looked for only where no
 * screen matched, outside the ranked table that the router walks for every address (docs/adr/0046).
 */
const templateRedirect: LoaderFunction = ({ url }) => {
  for (const [path, to] of TEMPLATE_REDIRECTS) {
    const match = matchPath(path, url.pathname);
    if (match) return redirect(generatePath(to, match.params));
  }
  return null;
};

const signIn = browserPage(authPages.auth);
const layoutDemo = publicPage(listingsPages.layoutDemo);

/** The public shell's screens, one for each path the contract lists. */
const publicScreens: Record<PublicScreen | DemoLayoutPath, Screen> = {
  '/': publicPage(listingsPages.explore),
  '/listings/:id': publicPage(listingsPages.listing),
  '/category/:slug': publicPage(listingsPages.category),
  '/about': publicPage(contentPages.about),
  '/blog': publicPage(contentPages.blog),
  '/blogs/:id': publicPage(contentPages.blogPost),
  '/media': publicPage(contentPages.media),
  '/careers': publicPage(contentPages.careers),
  '/careers/:id': publicPage(contentPages.careerDetail),
  '/terms': publicPage(contentPages.terms),
  '/privacy': publicPage(contentPages.privacy),
  '/contact': publicPage(contentPages.contact),
  '/help-center': publicPage(contentPages.helpCenter),
  '/help/faqs': publicPage(contentPages.faqs),
  '/help/cancellation': publicPage(contentPages.cancellation),
  '/help/neighborhood': publicPage(contentPages.neighborhood),
  '/help/countries': publicPage(contentPages.countries),
  '/experiences': publicPage(contentPages.experiences),
  [BECOME_A_HOST_PATH]: publicPage(contentPages.becomeHost),
  '/pricing': publicPage(contentPages.pricing),
  '/compare': browserPage(comparePages.compare),
  '/invoice': browserPage(bookingPages.invoice),
  '/book/:listingId': browserPage(bookingPages.checkout),
  '/users/:userId': publicPage(accountPages.user),
  '/not-found': publicPage(notFound),
  '/newsletter/unsubscribe': browserPage(sitePages.unsubscribe),
  '/login': signIn,
  '/register': signIn,
  '/auth/login': signIn,
  '/auth/register': signIn,
  '/forgot-password': browserPage(authPages.forgotPassword),
  '/reset-password': browserPage(authPages.resetPassword),
  // Opened from a referral link: remembers the code for after sign-up, then goes to registration.
  '/r/:code': browserPage(accountPages.referralLanding),
  ...(Object.fromEntries(DEMO_LAYOUT_PATHS.map((path) => [path, layoutDemo])) as Record<DemoLayoutPath, Screen>),
};

/** The public shell: explore, listings, company and help pages, sign-in, checkout. */
const publicRoutes: RouteObject[] = [
  ...Object.entries(publicScreens).map(([path, screen]) => route(path, screen)),
  { path: '*', loader: templateRedirect, lazy: screen(notFound), handle: SERVER_RENDERED },
];

/** The /dashboard screens (SPEC §2), one for each the contract lists. */
const dashboardScreens: Record<DashboardScreen, Load> = {
  'add-property': hostingPages.listingWizard,
  guest: accountPages.guestToday,
  'guest/profile': accountPages.profile,
  'guest/reviews': accountPages.reviews,
  'guest/wishlist': wishlistsPages.wishlists,
  'guest/trips': bookingPages.trips,
  'guest/trips/:tripId': bookingPages.trip,
  'guest/messages': messagesPages.messages,
  'guest/messages/:conversationId': messagesPages.messages,
  host: accountPages.hostToday,
  'host/messages': messagesPages.messages,
  'host/messages/:conversationId': messagesPages.messages,
  'host/calendar': bookingPages.hostCalendar,
  'host/experiences': hostingPages.experiences,
  'host/listings': hostingPages.homes,
  'host/earnings': bookingPages.earnings,
  'host/payments': bookingPages.payments,
  'host/profile': accountPages.profile,
  'host/account': accountPages.personalInfo,
  'host/login-security': accountPages.loginSecurity,
  'host/notifications': accountPages.notificationSettings,
  'host/preferences': accountPages.preferences,
  'host/privacy': accountPages.privacy,
  'host/public-guest-profile/:userId': accountPages.publicProfile,
  'host/public-host-profile/:userId': accountPages.publicProfile,
  'host/referrals': accountPages.referrals,
  'host/settings': accountPages.settings,
  'host/taxes': accountPages.taxes,
  'host/travel-work': accountPages.travelWork,
};

/** The whole /dashboard subtree (SPEC §2), guarded: the splash while auth loads, else /auth/login. */
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  ...Object.entries(dashboardScreens).map(([path, load]) => ({ path, lazy: screen(load) })),
];

/** Every screen of the app (SPEC §2), in one table. */
export const routes: RouteObject[] = [
  { element: <MainLayout />, errorElement: <RouteError />, children: publicRoutes },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [{ lazy: screen(dashboardPages.layout), children: dashboardRoutes }],
  },
];
