import type { User } from '@roamstead/contract';
import { initials } from '@roamstead/contract/constants';
import type { TFunction } from 'i18next';

/** The avatar button's look, the same before and after the profile menu's code has loaded. */
export const PROFILE_BUTTON_CLASS = 'rounded-full ring-offset-2 hover:ring-2 hover:ring-line';

/**
 * The avatar button's name; it holds the initials it shows when there is no picture, outside
 * brackets (WCAG 2.5.3: a name's bracketed part does not count as holding the visible text).
 */
export function profileButtonLabel(t: TFunction, user: User) {
  const name = user.user_metadata.name || user.email;
  return user.user_metadata.picture
    ? t('auth.menu.open', { name })
    : t('auth.menu.openWithInitials', { name, initials: initials(user.user_metadata.name, user.email) });
}
