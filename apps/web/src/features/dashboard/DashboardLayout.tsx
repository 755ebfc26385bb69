import { PRODUCT_NAME } from '@roamstead/contract/constants';
import { Repeat } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { AuthControls, useAuth } from '../auth';
import { MessagesHeaderLink } from '../messages';
import { NotificationBell } from '../notifications';
import { PendingSaveWatcher } from '../wishlists';
import { MobileMenu } from './MobileMenu';
import { MobileTabBar } from './MobileTabBar';
import { Sidebar } from './Sidebar';
import { useReferralClaim } from './useReferralClaim';
import { useRoleSwitch } from './useRoleSwitch';

/** Where the sidebar replaces the menu button (its classes: `min-[992px]:`). */
const SIDEBAR_MEDIA = '(min-width: 992px)';

/** Signed-in shell (SPEC §2 dashboard layout): header, sidebar, main, footer and the mobile tab bar. */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const switchRole = useRoleSwitch();
  const navigation = useNavigation();
  useReferralClaim();
  // The sidebar shows on wide screens, the menu button on the others: each renders only there.
  const wide = useMediaQuery(SIDEBAR_MEDIA);
  const switchLabel = t(user?.role === 'host' ? 'dashboard.switchToTravelling' : 'dashboard.switchToHosting');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('dashboard.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label={t('dashboard.loadingPage')}
        />
      )}
      <header className="sticky top-0 z-40 h-16 border-b border-line bg-surface/95 backdrop-blur">
        <div className="flex h-full items-center gap-2 px-3 sm:px-4">
          {!wide && <MobileMenu />}
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-500">
            <Logo size={32} />
            <span className="max-[380px]:sr-only">{PRODUCT_NAME}</span>
          </Link>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <button
              type="button"
              onClick={() => void switchRole()}
              className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold hover:bg-canvas"
              aria-label={switchLabel}
            >
              <Repeat className="size-5 md:hidden" aria-hidden="true" />
              <span className="max-md:hidden">{switchLabel}</span>
            </button>
            <MessagesHeaderLink />
            <NotificationBell />
            <AuthControls />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        {wide && <Sidebar />}
        <div className="flex min-w-0 flex-1 flex-col">
          {/* At least a screen tall: the footer is never pushed down in view as the page comes in. */}
          <main id="dashboard-main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </main>
          <footer className="border-t border-line px-4 py-5 text-center text-xs text-muted">
            © {new Date().getFullYear()} {PRODUCT_NAME} ·{' '}
            <Link to="/help-center" className="hover:underline">
              {t('dashboard.help')}
            </Link>{' '}
            ·{' '}
            <Link to="/terms" className="hover:underline">
              {t('dashboard.terms')}
            </Link>{' '}
            ·{' '}
            <Link to="/privacy" className="hover:underline">
              {t('dashboard.privacy')}
            </Link>
          </footer>
        </div>
      </div>
      <MobileTabBar />
      <PendingSaveWatcher />
    </div>
  );
}
