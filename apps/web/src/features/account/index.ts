/** Screens, loaded lazily by the route table (app/routes). */
export const accountPages = {
  guestToday: () => import('./pages/GuestTodayPage'),
  hostToday: () => import('./pages/HostTodayPage'),
  profile: () => import('./pages/ProfilePage'),
  reviews: () => import('./pages/ReviewsPage'),
  personalInfo: () => import('./pages/PersonalInfoPage'),
  loginSecurity: () => import('./pages/LoginSecurityPage'),
  notificationSettings: () => import('./pages/NotificationSettingsPage'),
  preferences: () => import('./pages/PreferencesPage'),
  privacy: () => import('./pages/PrivacyPage'),
  publicProfile: () => import('./pages/PublicProfilePage'),
  referrals: () => import('./pages/ReferralsPage'),
  referralLanding: () => import('./pages/ReferralLandingPage'),
  settings: () => import('./pages/SettingsPage'),
  taxes: () => import('./pages/TaxesPage'),
  travelWork: () => import('./pages/TravelWorkPage'),
};
