import type { Role, User } from '@roamstead/contract';
import { LogOut, Repeat } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { Avatar } from './Avatar';
import { PROFILE_BUTTON_CLASS, profileButtonLabel } from './profileButton';

type MenuKey =
  | 'today'
  | 'messages'
  | 'trips'
  | 'wishlist'
  | 'reviews'
  | 'listings'
  | 'experiences'
  | 'earnings'
  | 'payments'
  | 'account'
  | 'profile';

/** SPEC §6: hosts see Earnings, Payments, Experiences, Listings, Account Settings; guests Reviews, Wishlist, Trips. */
const PROFILE_MENU: Record<Role, ReadonlyArray<[MenuKey, string]>> = {
  guest: [
    ['today', '/dashboard/guest'],
    ['trips', '/dashboard/guest/trips'],
    ['wishlist', '/dashboard/guest/wishlist'],
    ['reviews', '/dashboard/guest/reviews'],
    ['messages', '/dashboard/guest/messages'],
    ['profile', '/dashboard/guest/profile'],
  ],
  host: [
    ['today', '/dashboard/host'],
    ['listings', '/dashboard/host/listings'],
    ['experiences', '/dashboard/host/experiences'],
    ['earnings', '/dashboard/host/earnings'],
    ['payments', '/dashboard/host/payments'],
    ['messages', '/dashboard/host/messages'],
    ['profile', '/dashboard/host/profile'],
    ['account', '/dashboard/host/account'],
  ],
};

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-canvas';

interface ProfileMenuProps {
  user: User;
  onSwitchRole: () => void;
  onSignOut: () => void;
  defaultOpen: boolean;
}

/**
 * Avatar button and its menu (SPEC §4/§6). Radix closes it on an outside click or Escape and, being
 * modal, locks page scrolling while it is open.
 */
export function ProfileMenu({ user, onSwitchRole, onSignOut, defaultOpen }: ProfileMenuProps) {
  const { t } = useTranslation();
  const name = user.user_metadata.name || user.email;
  return (
    <DropdownMenu.Root modal defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={PROFILE_BUTTON_CLASS} aria-label={profileButtonLabel(t, user)}>
        <Avatar user={user} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-card border border-line bg-surface p-2 shadow-lg"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar user={user} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{name}</p>
              <p className="truncate text-xs text-muted">{user.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {PROFILE_MENU[user.role].map(([key, to]) => (
            <DropdownMenu.Item key={key} asChild className={itemClass}>
              <Link to={to}>{t(`auth.menu.${key}`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={onSwitchRole}>
            <Repeat className="size-4" aria-hidden="true" />
            {t(user.role === 'host' ? 'auth.switchToTravelling' : 'auth.switchToHosting')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('auth.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
