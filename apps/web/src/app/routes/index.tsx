import { BECOME_A_HOST_PATH } from '@roamstead/contract/constants';
import {
  generatePath,
  type LoaderFunction,
  matchPath,
  type RouteObject,
  redirect,
} from 'react-router';
import { accountPages } from '../../features/account/pages';
import { RequireAuth } from '../../features/auth';
import { authPages } from '../../features/auth/pages';
import { bookingPages } from '../../features/booking/pages';
import { comparePages } from '../../features/compare/pages';
import { contentPages } from '../../features/content/pages';
import { DashboardIndex } from '../../features/dashboard';
import { dashboardPages } from '../../features/dashboard/pages';
import { hostingPages } from '../../features/hosting/pages';
import { DEMO_LAYOUT_PATHS } from '../../features/listings';
import { listingsPages } from '../../features/listings/pages';
import { messagesPages } from '../../features/messages/pages';
import { sitePages } from '../../features/site/pages';
import { wishlistsPages } from '../../features/wishlists/pages';
import { MainLayout } from '../layouts/MainLayout';
import { RouteError } from '../RouteError';
import { TEMPLATE_REDIRECTS } from './templateRedirects';

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

const page = (path: string, load: () => Promise<PageModule>, handle?: typeof SERVER_RENDERED): RouteObject => ({
  path,
  lazy: screen(load),
  ...(handle ? { handle } : {}),
});
const publicPage = (path: string, load: () => Promise<PageModule>) => page(path, load, SERVER_RENDERED);

const notFound = () => import('../../pages/NotFoundPage');

/**
 * The template paths of SPEC §2 redirect to their equivalents. They are looked for only where no
 * screen matched, outside the ranked table that the router walks for every address: on a phone,
 * ranking and matching 36 more routes lengthened the task that creates the router (docs/adr/0046).
 */
const templateRedirect: LoaderFunction = ({ url }) => {
  for (const [path, to] of TEMPLATE_REDIRECTS) {
    const match = matchPath(path, url.pathname);
    if (match) return redirect(generatePath(to, match.params));
  }
  return null;
};

/** The public shell: explore, listings, company and help pages, sign-in, checkout. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: screen(listingsPages.explore), handle: SERVER_RENDERED },
  publicPage('/listings/:id', listingsPages.listing),
  publicPage('/category/:slug', listingsPages.category),
  ...DEMO_LAYOUT_PATHS.map((path) => publicPage(path, listingsPages.layoutDemo)),
  publicPage('/about', contentPages.about),
  publicPage('/blog', contentPages.blog),
  publicPage('/blogs/:id', contentPages.blogPost),
  publicPage('/media', contentPages.media),
  publicPage('/careers', contentPages.careers),
  publicPage('/careers/:id', contentPages.careerDetail),
  publicPage('/terms', contentPages.terms),
  publicPage('/privacy', contentPages.privacy),
  publicPage('/contact', contentPages.contact),
  publicPage('/help-center', contentPages.helpCenter),
  publicPage('/help/faqs', contentPages.faqs),
  publicPage('/help/cancellation', contentPages.cancellation),
  publicPage('/help/neighborhood', contentPages.neighborhood),
  publicPage('/help/countries', contentPages.countries),
  publicPage('/experiences', contentPages.experiences),
  publicPage(BECOME_A_HOST_PATH, contentPages.becomeHost),
  publicPage('/pricing', contentPages.pricing),
  page('/compare', comparePages.compare),
  page('/invoice', bookingPages.invoice),
  page('/book/:listingId', bookingPages.checkout),
  publicPage('/users/:userId', accountPages.user),
  page('/newsletter/unsubscribe', sitePages.unsubscribe),
  ...['/login', '/register', '/auth/login', '/auth/register'].map((path) => page(path, authPages.auth)),
  page('/forgot-password', authPages.forgotPassword),
  page('/reset-password', authPages.resetPassword),
  // Opened from a referral link: remembers the code for after sign-up, then goes to registration.
  page('/r/:code', accountPages.referralLanding),
  publicPage('/not-found', notFound),
  { path: '*', loader: templateRedirect, lazy: screen(notFound), handle: SERVER_RENDERED },
];

/** The whole /dashboard subtree (SPEC §2), guarded: the splash while auth loads, else /auth/login. */
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  page('add-property', hostingPages.listingWizard),
  page('guest', accountPages.guestToday),
  page('guest/profile', accountPages.profile),
  page('guest/reviews', accountPages.reviews),
  page('guest/wishlist', wishlistsPages.wishlists),
  page('guest/trips', bookingPages.trips),
  page('guest/trips/:tripId', bookingPages.trip),
  page('guest/messages', messagesPages.messages),
  page('guest/messages/:conversationId', messagesPages.messages),
  page('host', accountPages.hostToday),
  page('host/messages', messagesPages.messages),
  page('host/messages/:conversationId', messagesPages.messages),
  page('host/calendar', bookingPages.hostCalendar),
  page('host/experiences', hostingPages.experiences),
  page('host/listings', hostingPages.homes),
  page('host/earnings', bookingPages.earnings),
  page('host/payments', bookingPages.payments),
  page('host/profile', accountPages.profile),
  page('host/account', accountPages.personalInfo),
  page('host/login-security', accountPages.loginSecurity),
  page('host/notifications', accountPages.notificationSettings),
  page('host/preferences', accountPages.preferences),
  page('host/privacy', accountPages.privacy),
  page('host/public-guest-profile/:userId', accountPages.publicProfile),
  page('host/public-host-profile/:userId', accountPages.publicProfile),
  page('host/referrals', accountPages.referrals),
  page('host/settings', accountPages.settings),
  page('host/taxes', accountPages.taxes),
  page('host/travel-work', accountPages.travelWork),
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
