import { CircleUserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../ui/Button';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle';
import { useAuth } from './AuthProvider';
import { Avatar } from './Avatar';
import { useLoginModal } from './LoginModal';
import { PROFILE_BUTTON_CLASS, profileButtonLabel } from './profileButton';

// The menu (Radix DropdownMenu and its positioning engine) loads only for signed-in visitors, once
// the page is idle or the avatar is first pressed: not with a page's first load.
const loadProfileMenu = () => import('./ProfileMenu');
const ProfileMenu = lazy(() => loadProfileMenu().then((m) => ({ default: m.ProfileMenu })));

/**
 * The header's account corner: 'Sign in' for anonymous visitors (not on /auth/* pages, SPEC §2),
 * the avatar and profile menu once signed in. Below 760px the button shrinks to an icon.
 */
export function AuthControls() {
  const { t } = useTranslation();
  const { status, user, signOut, switchRole } = useAuth();
  const loginModal = useLoginModal();
  const { pathname } = useLocation();
  const { placeholder, loaded, press } = useLoadWhenIdle(loadProfileMenu, Boolean(user));

  if (status === 'loading') return null;
  if (user) {
    const standIn = (
      <button
        ref={placeholder}
        type="button"
        className={PROFILE_BUTTON_CLASS}
        aria-label={profileButtonLabel(t, user)}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={press}
      >
        <Avatar user={user} size="sm" />
      </button>
    );
    if (!loaded) return standIn;
    return (
      <Suspense fallback={standIn}>
        <ProfileMenu
          user={user}
          onSwitchRole={() => void switchRole()}
          onSignOut={() => void signOut()}
          defaultOpen={loaded.open}
          focusTrigger={loaded.focus}
        />
      </Suspense>
    );
  }
  if (pathname.startsWith('/auth/')) return null;
  return (
    <button type="button" className={buttonClass('secondary', 'max-header:px-2.5')} onClick={() => loginModal.open()}>
      <CircleUserRound className="size-5" aria-hidden="true" />
      <span className="max-header:sr-only">{t('auth.signIn')}</span>
    </button>
  );
}
