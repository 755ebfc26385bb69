import { BECOME_A_HOST_PATH, PRODUCT_NAME } from '@roamstead/contract/constants';
import { House, Search } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { Logo } from '../../ui/Logo';
import { AuthControls, useAuth, useLikelySignedIn } from '../auth';
import { PreferencesControls } from '../preferences';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-canvas max-header:px-2 ${isActive ? 'text-brand-600' : 'text-ink'}`;

/**
 * Public header (SPEC §1/§2): logo, Explore, the become-a-host link only without a session, the
 * language and currency choosers and the account corner. At 760px and below links shrink to icons.
 */
export function Header() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const likelySignedIn = useLikelySignedIn();
  // Until the stored session is read, what the page was asked with (the same on the server).
  const signedOut = status === 'signed-out' || (status === 'loading' && !likelySignedIn);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4"
        aria-label={t('site.header.mainNav')}
      >
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-500"
          aria-label={t('site.header.home')}
        >
          <Logo size={32} />
          <span className="max-[420px]:hidden">{PRODUCT_NAME}</span>
        </Link>
        <div className="flex items-center gap-0.5 sm:gap-1">
          <NavLink to="/" end className={linkClass}>
            <Search className="size-5 header:hidden" aria-hidden="true" />
            <span className="max-header:sr-only">{t('site.header.explore')}</span>
          </NavLink>
          {signedOut && (
            <NavLink to={BECOME_A_HOST_PATH} className={linkClass}>
              <House className="size-5 header:hidden" aria-hidden="true" />
              <span className="max-header:sr-only">{t('site.header.becomeHost')}</span>
            </NavLink>
          )}
          <PreferencesControls />
          <AuthControls />
        </div>
      </nav>
    </header>
  );
}
