import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';
import { DashboardIndex } from './DashboardIndex';

type PageModule = Promise<{ default: React.ComponentType }>;
const page = (path: string, load: () => PageModule): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The whole /dashboard subtree (SPEC §2), guarded: the splash while auth loads, else /auth/login. */
export const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  element: <RequireAuth />,
  children: [
    {
      lazy: async () => ({ Component: (await import('./DashboardLayout')).default }),
      children: [
        { index: true, element: <DashboardIndex /> },
        page('add-property', () => import('../hosting/pages/ListingWizardPage')),
        page('guest', () => import('../account/pages/GuestTodayPage')),
        page('guest/profile', () => import('../account/pages/ProfilePage')),
        page('guest/reviews', () => import('../account/pages/ReviewsPage')),
        page('guest/wishlist', () => import('../wishlists/pages/WishlistsPage')),
        page('guest/trips', () => import('../booking/pages/TripsPage')),
        page('guest/trips/:tripId', () => import('../booking/pages/TripPage')),
        page('guest/messages', () => import('../messages/pages/MessagesPage')),
        page('guest/messages/:conversationId', () => import('../messages/pages/MessagesPage')),
        page('host', () => import('../account/pages/HostTodayPage')),
        page('host/messages', () => import('../messages/pages/MessagesPage')),
        page('host/messages/:conversationId', () => import('../messages/pages/MessagesPage')),
        page('host/calendar', () => import('../booking/pages/HostCalendarPage')),
        page('host/experiences', () => import('../hosting/pages/HostExperiencesPage')),
        page('host/listings', () => import('../hosting/pages/HostHomesPage')),
        page('host/earnings', () => import('../booking/pages/EarningsPage')),
        page('host/payments', () => import('../booking/pages/PaymentsPage')),
        page('host/profile', () => import('../account/pages/ProfilePage')),
        page('host/account', () => import('../account/pages/PersonalInfoPage')),
        page('host/login-security', () => import('../account/pages/LoginSecurityPage')),
        page('host/notifications', () => import('../account/pages/NotificationSettingsPage')),
        page('host/preferences', () => import('../account/pages/PreferencesPage')),
        page('host/privacy', () => import('../account/pages/PrivacyPage')),
        page('host/public-guest-profile/:userId', () => import('../account/pages/PublicProfilePage')),
        page('host/public-host-profile/:userId', () => import('../account/pages/PublicProfilePage')),
        page('host/referrals', () => import('../account/pages/ReferralsPage')),
        page('host/settings', () => import('../account/pages/SettingsPage')),
        page('host/taxes', () => import('../account/pages/TaxesPage')),
        page('host/travel-work', () => import('../account/pages/TravelWorkPage')),
      ],
    },
  ],
};

/** Opened from a referral link: remembers the code for after sign-up, then goes to registration. */
export const referralRoute: RouteObject = page('/r/:code', () => import('../account/pages/ReferralLandingPage'));
