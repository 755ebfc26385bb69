import { SIDEBAR } from '@roamstead/contract/constants';
import { LogOut, PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { NavList } from './NavList';
import { MENUS } from './nav';
import { RoleToggle } from './RoleToggle';
import { useSidebarCollapsed } from './useSidebarCollapsed';

/** Left sidebar, large screens only (SPEC §9: 250px, collapsible to 80px, 300ms). */
export function Sidebar() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const [collapsed, toggle] = useSidebarCollapsed();
  if (!user) return null;
  const rowClass = `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-canvas ${collapsed ? 'justify-center' : ''}`;
  return (
    <aside
      aria-label={t('dashboard.sidebar')}
      data-collapsed={collapsed}
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col overflow-y-auto overflow-x-hidden border-e border-line bg-surface p-3 min-[992px]:flex"
      style={{
        width: collapsed ? SIDEBAR.collapsedWidthPx : SIDEBAR.widthPx,
        transition: `width ${SIDEBAR.transitionMs}ms ease`,
      }}
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={t(collapsed ? 'dashboard.expandSidebar' : 'dashboard.collapseSidebar')}
        className={`${rowClass} mb-2 text-muted`}
      >
        {collapsed ? (
          <PanelLeftOpen className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        ) : (
          <PanelLeftClose className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        )}
        {!collapsed && <span>{t('dashboard.collapseSidebar')}</span>}
      </button>
      <RoleToggle compact={collapsed} />
      <nav aria-label={t('dashboard.menu')} className="mt-3 flex-1">
        <NavList items={MENUS[user.role]} compact={collapsed} />
        {user.role === 'host' && (
          <NavLink
            to="/dashboard/add-property"
            title={collapsed ? t('dashboard.nav.addProperty') : undefined}
            aria-label={collapsed ? t('dashboard.nav.addProperty') : undefined}
            className={`${rowClass} mt-3 border border-dashed border-line text-brand-700`}
          >
            <Plus className="size-5 shrink-0" aria-hidden="true" />
            {!collapsed && <span>{t('dashboard.nav.addProperty')}</span>}
          </NavLink>
        )}
      </nav>
      <button
        type="button"
        onClick={() => void signOut()}
        aria-label={collapsed ? t('dashboard.signOut') : undefined}
        className={`${rowClass} mt-3 text-muted`}
      >
        <LogOut className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        {!collapsed && <span>{t('dashboard.signOut')}</span>}
      </button>
    </aside>
  );
}
