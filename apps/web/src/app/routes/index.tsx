import {
  type AdminScreen,
  BECOME_A_HOST_PATH,
  type DashboardScreen,
  DEMO_LAYOUT_PATHS,
  type DemoLayoutPath,
  type PublicScreen,
  TEMPLATE_REDIRECTS,
} from '@roamstead/contract/constants';
import { type ComponentType, lazy } from 'react';
import { generatePath, type LoaderFunction, matchPath, matchRoutes, type RouteObject, redirect } from 'react-router';
import { accountPages, profileLoader } from '../../features/account/pages';
import { adminPages } from '../../features/admin/pages';
import { arrivalPages } from '../../features/arrival/pages';
import { RequireAuth } from '../../features/auth';
import { authPages } from '../../features/auth/pages';
import { bookingPages, tripsLoader } from '../../features/booking/pages';
import { cohostsPages } from '../../features/cohosts/pages';
import { comparePages } from '../../features/compare/pages';
import { contentLoaders, contentPages } from '../../features/content/pages';
import { DashboardIndex } from '../../features/dashboard';
import { dashboardPages } from '../../features/dashboard/pages';
import { hostingPages } from '../../features/hosting/pages';
import { listingLoader, listingsPages, searchLoader } from '../../features/listings/pages';
import { messagesPages } from '../../features/messages/pages';
import { multiCalendarPages } from '../../features/multi-calendar/pages';
import { quickRepliesPages } from '../../features/quick-replies/pages';
import { savedSearchesPages } from '../../features/saved-searches/pages';
import { sitePages } from '../../features/site/pages';
import { wishlistsPages } from '../../features/wishlists/pages';
import { MainLayout } from '../layouts/MainLayout';
import { RouteError } from '../RouteError';

type Load = () => Promise<{ default: ComponentType }>;

/** A screen's lazy component, and the load of its code to start before it renders. */
type LazyScreen = ComponentType & { preload: Load };

/** One lazy component per screen module, however many paths show it. */
const lazyScreens = new Map<Load, LazyScreen>();
const lazyScreen = (load: Load) => {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = Object.assign(lazy(load), { preload: load });
    lazyScreens.set(load, screen);
  }
  return screen;
};

/** What the server renders to HTML (docs/adr/0047): public pages anyone can read. */
export const SERVER_RENDERED = { serverRendered: true } as const;

/**
 * A screen: its code, loaded lazily (SPEC §2: with a loading indicator, the layouts' Suspense), the
 * loader that starts its queries before it first renders, and whether the server renders it. The
 * first address's screens are loaded before the app renders (`loadScreensOf`), the others when
 * the router reaches them.
 */
type Screen = { load: Load; loader?: LoaderFunction; server?: true };
const publicPage = (load: Load, loader?: LoaderFunction): Screen => ({ load, loader, server: true });
const browserPage = (load: Load, loader?: LoaderFunction): Screen => ({ load, loader });

const route = (path: string, { load, loader, server }: Screen): RouteObject => ({
  ...(path === '/' ? { index: true } : { path }),
  Component: lazyScreen(load),
  ...(loader ? { loader } : {}),
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
const layoutDemo = publicPage(listingsPages.layoutDemo, searchLoader);

/** The public shell's screens, one for each path the contract lists. */
const publicScreens: Record<PublicScreen | DemoLayoutPath, Screen> = {
  '/': publicPage(listingsPages.explore, searchLoader),
  '/listings/:id': publicPage(listingsPages.listing, listingLoader),
  '/category/:slug': publicPage(listingsPages.category, searchLoader),
  '/about': publicPage(contentPages.about),
  '/blog': publicPage(contentPages.blog, contentLoaders.blogLoader),
  '/blogs/:id': publicPage(contentPages.blogPost, contentLoaders.blogPostLoader),
  '/media': publicPage(contentPages.media, contentLoaders.pressLoader),
  '/careers': publicPage(contentPages.careers, contentLoaders.careersLoader),
  '/careers/:id': publicPage(contentPages.careerDetail, contentLoaders.careerLoader),
  '/terms': publicPage(contentPages.terms),
  '/privacy': publicPage(contentPages.privacy),
  '/contact': publicPage(contentPages.contact),
  '/help-center': publicPage(contentPages.helpCenter, contentLoaders.helpLoader),
  '/help/faqs': publicPage(contentPages.faqs, contentLoaders.faqsLoader),
  '/help/cancellation': publicPage(contentPages.cancellation),
  '/help/neighborhood': publicPage(contentPages.neighborhood),
  '/help/countries': publicPage(contentPages.countries, contentLoaders.countriesLoader),
  '/experiences': publicPage(contentPages.experiences, contentLoaders.experiencesLoader),
  [BECOME_A_HOST_PATH]: publicPage(contentPages.becomeHost, contentLoaders.becomeHostLoader),
  '/pricing': publicPage(contentPages.pricing),
  '/compare': browserPage(comparePages.compare),
  '/invoice': browserPage(bookingPages.invoice),
  '/book/:listingId': browserPage(bookingPages.checkout),
  '/users/:userId': publicPage(accountPages.user, profileLoader),
  '/not-found': publicPage(notFound),
  '/newsletter/unsubscribe': browserPage(sitePages.unsubscribe),
  '/saved-searches/unsubscribe': browserPage(savedSearchesPages.unsubscribe),
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
  { path: '*', loader: templateRedirect, Component: lazyScreen(notFound), handle: SERVER_RENDERED },
];

/** The /dashboard screens (SPEC §2), one for each the contract lists. */
const dashboardScreens: Record<DashboardScreen, Screen> = {
  'add-property': browserPage(hostingPages.listingWizard),
  guest: browserPage(accountPages.guestToday),
  'guest/profile': browserPage(accountPages.profile),
  'guest/reviews': browserPage(accountPages.reviews),
  'guest/wishlist': browserPage(wishlistsPages.wishlists),
  'guest/saved-searches': browserPage(savedSearchesPages.list),
  'guest/trips': browserPage(bookingPages.trips, tripsLoader),
  'guest/trips/:tripId': browserPage(bookingPages.trip),
  'guest/messages': browserPage(messagesPages.messages),
  'guest/messages/:conversationId': browserPage(messagesPages.messages),
  host: browserPage(accountPages.hostToday),
  'host/messages': browserPage(messagesPages.messages),
  'host/messages/:conversationId': browserPage(messagesPages.messages),
  'host/quick-replies': browserPage(quickRepliesPages.quickReplies),
  'host/calendar': browserPage(bookingPages.hostCalendar),
  'host/multi-calendar': browserPage(multiCalendarPages.multiCalendar),
  'host/experiences': browserPage(hostingPages.experiences),
  'host/listings': browserPage(hostingPages.homes),
  'host/listings/:listingId/arrival-guide': browserPage(arrivalPages.editor),
  'host/listings/:listingId/cohosts': browserPage(cohostsPages.cohosts),
  'host/cohosting': browserPage(cohostsPages.cohosting),
  'host/earnings': browserPage(bookingPages.earnings),
  'host/payments': browserPage(bookingPages.payments),
  'host/profile': browserPage(accountPages.profile),
  'host/account': browserPage(accountPages.personalInfo),
  'host/login-security': browserPage(accountPages.loginSecurity),
  'host/notifications': browserPage(accountPages.notificationSettings),
  'host/preferences': browserPage(accountPages.preferences),
  'host/privacy': browserPage(accountPages.privacy),
  'host/public-guest-profile/:userId': browserPage(accountPages.publicProfile),
  'host/public-host-profile/:userId': browserPage(accountPages.publicProfile),
  'host/referrals': browserPage(accountPages.referrals),
  'host/settings': browserPage(accountPages.settings),
  'host/taxes': browserPage(accountPages.taxes),
  'host/travel-work': browserPage(accountPages.travelWork),
};

/** The whole /dashboard subtree (SPEC §2), guarded: the splash while auth loads, else /auth/login. */
const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  ...Object.entries(dashboardScreens).map(([path, screen]) => route(path, screen)),
];

/** The operator console's screens (docs/adr/0062): browser-rendered, their code apart from the site's. */
const adminScreens: Record<AdminScreen, Screen> = {
  users: browserPage(adminPages.users),
  'users/:userId': browserPage(adminPages.user),
  operators: browserPage(adminPages.operators),
  audit: browserPage(adminPages.audit),
  content: browserPage(adminPages.content),
  'content/:kind/:itemId': browserPage(adminPages.contentItem),
  catalogue: browserPage(adminPages.catalogue),
  listings: browserPage(adminPages.listings),
  reviews: browserPage(adminPages.reviews),
  reports: browserPage(adminPages.reports),
  'reports/:reportId': browserPage(adminPages.report),
  settings: browserPage(adminPages.settings),
  bookings: browserPage(adminPages.bookings),
  'bookings/:bookingId': browserPage(adminPages.booking),
  payouts: browserPage(adminPages.payouts),
  payments: browserPage(adminPages.payments),
  inbox: browserPage(adminPages.inbox),
};

const adminRoutes: RouteObject[] = [
  { index: true, Component: lazyScreen(adminPages.dashboard) },
  ...Object.entries(adminScreens).map(([path, screen]) => route(path, screen)),
];

/** Every screen of the app (SPEC §2), in one table. */
export const routes: RouteObject[] = [
  { element: <MainLayout />, errorElement: <RouteError />, children: publicRoutes },
  {
    path: '/dashboard',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [{ Component: lazyScreen(dashboardPages.layout), children: dashboardRoutes }],
  },
  {
    path: '/admin',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [{ Component: lazyScreen(adminPages.layout), children: adminRoutes }],
  },
];

/**
 * Loads the code of the screens the first address shows (its layout's and its page's) beside the
 * app's start-up, and has those routes render the loaded screens themselves, not through their lazy
 * components: the page then hydrates in one pass. A server-rendered screen left suspended while
 * anything above it re-renders (the session read, the screen's width) is thrown away and rendered
 * again in the browser, replacing the elements the visitor sees and may be clicking. Call it before
 * the router is created; a screen whose code fails to load stays lazy, for the render to report.
 */
export async function loadScreensOf(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const screen = route.Component as Partial<LazyScreen> | undefined;
      if (!screen?.preload) return;
      const loaded = await screen.preload().catch(() => undefined);
      if (loaded) route.Component = loaded.default;
    }),
  );
}
