/** The feature's screens, loaded lazily by the route table in app/routes. */
export const accountPages = {
  guestToday: () => import('./GuestTodayPage'),
  hostToday: () => import('./HostTodayPage'),
  profile: () => import('./ProfilePage'),
  reviews: () => import('./ReviewsPage'),
  personalInfo: () => import('./PersonalInfoPage'),
  loginSecurity: () => import('./LoginSecurityPage'),
  notificationSettings: () => import('./NotificationSettingsPage'),
  preferences: () => import('./PreferencesPage'),
  privacy: () => import('./PrivacyPage'),
  publicProfile: () => import('./PublicProfilePage'),
  user: () => import('./UserPage'),
  referrals: () => import('./ReferralsPage'),
  referralLanding: () => import('./ReferralLandingPage'),
  settings: () => import('./SettingsPage'),
  taxes: () => import('./TaxesPage'),
  travelWork: () => import('./TravelWorkPage'),
};

/** Loaders of its screens' data (the route table pairs them with the screens). */
export { profileLoader } from './loaders';
