import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { CompareBar } from '../../features/compare';
import { MobileTabBar } from '../../features/dashboard';
import { Footer, Header } from '../../features/site';
import { PendingSaveWatcher } from '../../features/wishlists';
import { Spinner } from '../../ui/Spinner';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';

/** Public shell: header, page, footer (SPEC §1). */
export function MainLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const painted = useAfterFirstPaint();
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
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {painted && <Footer />}
      <MobileTabBar />
      <PendingSaveWatcher />
      <CompareBar />
    </div>
  );
}
