export { DashboardIndex } from './DashboardIndex';
export { MobileTabBar } from './MobileTabBar';
export { MENUS, type NavItem } from './nav';
export { REFERRAL_STORAGE_KEY } from './useReferralClaim';

/** The dashboard's shell (sidebar, top bar), loaded lazily by the route table (app/routes). */
export const dashboardPages = {
  layout: () => import('./DashboardLayout'),
};
