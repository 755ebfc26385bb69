import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { CompareBar } from '../../features/compare';
import { MobileTabBar } from '../../features/dashboard';
import { Footer, Header } from '../../features/site';
import { PendingSaveWatcher } from '../../features/wishlists';
import { useTranslation } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { AfterFirstPaint, usePagePainted } from '../../ui/useAfterFirstPaint';

/** Public shell: header, page, footer (SPEC §1). */
export function MainLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const painted = usePagePainted();
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
      {/* On the app's first render, the header paints first and the page renders in the next
          task, the footer in the one after (each a long task on a phone rendered together). The
          page is at least a screen tall: the footer never shows above content still coming in
          (a page's data, its sections below the fold), so it is never pushed down in view. */}
      <main id="main" className="min-h-dvh flex-1">
        {painted && (
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {painted && (
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      )}
      <MobileTabBar />
      <PendingSaveWatcher />
      <CompareBar />
    </div>
  );
}
