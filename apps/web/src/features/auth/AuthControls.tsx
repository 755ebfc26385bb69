import { CircleUserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { buttonClass } from '../../ui/Button';
import { LoadWhenIdle } from '../../ui/LoadWhenIdle';
import { useAuth } from './AuthProvider';
import { Avatar } from './Avatar';
import { useLoginModal } from './LoginModal';
import { PROFILE_BUTTON_CLASS, profileButtonLabel } from './profileButton';
import { useLikelySignedIn } from './sessionHint';

// The menu (Radix DropdownMenu and its positioning engine) loads only for signed-in visitors, once
// the page is idle or the avatar is first pressed: not with a page's first load.
const loadProfileMenu = () => import('./ProfileMenu');

/**
 * The header's account corner: 'Sign in' for anonymous visitors (not on /auth/* pages, SPEC §2),
 * the avatar and profile menu once signed in. Below 760px the button shrinks to an icon.
 */
export function AuthControls() {
  const { t } = useTranslation();
  const { status, user, signOut, switchRole } = useAuth();
  const loginModal = useLoginModal();
  const { pathname } = useLocation();
  const likelySignedIn = useLikelySignedIn();

  // The avatar's place, kept while a session the page was asked with is being read.
  if (status === 'loading' && likelySignedIn)
    return <span className="size-8 rounded-full bg-canvas" aria-hidden="true" />;
  if (user) {
    return (
      <LoadWhenIdle
        load={loadProfileMenu}
        standIn={(press) => (
          <button
            type="button"
            className={PROFILE_BUTTON_CLASS}
            aria-label={profileButtonLabel(t, user)}
            aria-haspopup="menu"
            aria-expanded={false}
            onClick={press}
          >
            <Avatar user={user} size="sm" />
          </button>
        )}
      >
        {({ ProfileMenu }, open) => (
          <ProfileMenu
            user={user}
            onSwitchRole={() => void switchRole()}
            onSignOut={() => void signOut()}
            defaultOpen={open}
          />
        )}
      </LoadWhenIdle>
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
