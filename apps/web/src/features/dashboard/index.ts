export { DashboardIndex } from './DashboardIndex';
export { MobileTabBar } from './MobileTabBar';
export { MENUS, type NavItem } from './nav';
export { REFERRAL_STORAGE_KEY } from './useReferralClaim';
