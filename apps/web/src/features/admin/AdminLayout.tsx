import { mayUse, PRODUCT_NAME } from '@roamstead/contract/constants';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { normaliseError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { buttonClass } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { QueryError } from '../../ui/QueryState';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthControls } from '../auth';
import { useAdminMe } from './api';
import { AdminNavMenu, AdminSideNav, SECTIONS } from './components/AdminNav';

/** The operator console's shell: header, the sections the caller's roles open, and the screen. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const me = useAdminMe();
  const roles = me.data?.roles ?? [];
  const { pathname } = useLocation();
  // The section an address is in: its own link, or the one its path starts with (a user's page).
  const path = pathname.replace(/\/+$/, '');
  const section =
    SECTIONS.find((s) => s.to === path) ?? SECTIONS.find((s) => s.to !== '/admin' && path.startsWith(`${s.to}/`));
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('dashboard.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 h-16 border-b border-line bg-surface/95 backdrop-blur">
        <div className="flex h-full items-center gap-2 px-3 sm:px-4">
          {me.isSuccess && <AdminNavMenu roles={roles} />}
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-500">
            <Logo size={32} />
            <span className="max-sm:sr-only">{PRODUCT_NAME}</span>
          </Link>
          <span className="truncate border-s border-line ps-2 text-sm font-semibold text-muted">
            {t('admin.console')}
          </span>
          <div className="ms-auto">
            <AuthControls />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        {me.isSuccess && <AdminSideNav roles={roles} />}
        <main id="admin-main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          {me.isPending ? (
            <Spinner />
          ) : me.isError ? (
            normaliseError(me.error).status === 403 ? (
              <NoAccess what="console" />
            ) : (
              <QueryError error={me.error} onRetry={() => void me.refetch()} />
            )
          ) : section && !mayUse(roles, section.area) ? (
            <NoAccess what="section" />
          ) : (
            <Suspense fallback={<Spinner />}>
              <Outlet context={roles} />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}

/** No operator role at all, or none that opens this section. */
function NoAccess({ what }: { what: 'console' | 'section' }) {
  const { t } = useTranslation();
  const title = t(what === 'console' ? 'admin.noAccess.title' : 'admin.noAccess.sectionTitle');
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-md rounded-card border border-line bg-surface p-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{t(what === 'console' ? 'admin.noAccess.body' : 'admin.noAccess.sectionBody')}</p>
      <Link to={what === 'console' ? '/' : '/admin'} className={buttonClass('secondary', 'mt-4')}>
        {t(what === 'console' ? 'admin.noAccess.home' : 'admin.noAccess.console')}
      </Link>
    </section>
  );
}
