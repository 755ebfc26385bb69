import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { CompareBar } from '../../features/compare';
import { MobileTabBar } from '../../features/dashboard';
import { Footer, Header } from '../../features/site';
import { PendingSaveWatcher } from '../../features/wishlists';
import { useTranslation } from '../../i18n';
import { Spinner } from '../../ui/Spinner';

/**
 * Marks the document once the page has hydrated, its screen's code in (`<html data-hydrated>`):
 * what the browser suite waits for before it types into a server-rendered form, whose text would
 * otherwise be replaced by the hydrated (empty) state.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Public shell: header, page, footer (SPEC §1). */
export function MainLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label={t('site.header.loadingPage')}
        />
      )}
      <Header />
      {/* At least a screen tall: the footer never shows above a page still loading its data. */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
      <MobileTabBar />
      <PendingSaveWatcher />
      <CompareBar />
    </div>
  );
}
