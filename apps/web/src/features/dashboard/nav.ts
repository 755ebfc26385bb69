import type { Role } from '@roamstead/contract';
import {
  BadgeDollarSign,
  BellRing,
  CalendarDays,
  CircleUserRound,
  CreditCard,
  Heart,
  House,
  type LucideIcon,
  MessageSquare,
  MessageSquareText,
  Plane,
  Search,
  Settings,
  Sparkles,
  Star,
  Sun,
  UsersRound,
} from 'lucide-react';

export interface NavItem {
  /** Key under `dashboard.nav.` */
  key: string;
  to: string;
  icon: LucideIcon;
}

const item = (key: string, to: string, icon: LucideIcon): NavItem => ({ key, to, icon });

/** Sidebar and off-canvas menus per role (SPEC §6). */
export const MENUS: Record<Role, NavItem[]> = {
  guest: [
    item('today', '/dashboard/guest', Sun),
    item('trips', '/dashboard/guest/trips', Plane),
    item('wishlist', '/dashboard/guest/wishlist', Heart),
    item('savedSearches', '/dashboard/guest/saved-searches', BellRing),
    item('reviews', '/dashboard/guest/reviews', Star),
    item('messages', '/dashboard/guest/messages', MessageSquare),
    item('profile', '/dashboard/guest/profile', CircleUserRound),
  ],
  host: [
    item('today', '/dashboard/host', Sun),
    item('listings', '/dashboard/host/listings', House),
    item('calendar', '/dashboard/host/calendar', CalendarDays),
    item('experiences', '/dashboard/host/experiences', Sparkles),
    item('earnings', '/dashboard/host/earnings', BadgeDollarSign),
    item('payments', '/dashboard/host/payments', CreditCard),
    item('messages', '/dashboard/host/messages', MessageSquare),
    item('quickReplies', '/dashboard/host/quick-replies', MessageSquareText),
    item('cohosting', '/dashboard/host/cohosting', UsersRound),
    item('profile', '/dashboard/host/profile', CircleUserRound),
    item('accountSettings', '/dashboard/host/settings', Settings),
  ],
};

/** Bottom tab bar on small screens (SPEC §2): five tabs per role, three for anonymous visitors. */
export const TABS: Record<Role | 'anonymous', NavItem[]> = {
  host: [
    item('today', '/dashboard/host', Sun),
    item('messages', '/dashboard/host/messages', MessageSquare),
    item('calendar', '/dashboard/host/calendar', CalendarDays),
    item('listings', '/dashboard/host/listings', House),
    item('profile', '/dashboard/host/profile', CircleUserRound),
  ],
  guest: [
    item('search', '/', Search),
    item('wishlist', '/dashboard/guest/wishlist', Heart),
    item('trips', '/dashboard/guest/trips', Plane),
    item('messages', '/dashboard/guest/messages', MessageSquare),
    item('profile', '/dashboard/guest/profile', CircleUserRound),
  ],
  anonymous: [
    item('search', '/', Search),
    item('wishlist', '/dashboard/guest/wishlist', Heart),
    item('profile', '/dashboard/guest/profile', CircleUserRound),
  ],
};

export const homeOf = (role: Role | undefined) => (role === 'host' ? '/dashboard/host' : '/dashboard/guest');
