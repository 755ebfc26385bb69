import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { useAuth, useLoginModal } from '../auth';
import { MessagesUnreadBadge } from '../messages';
import { TABS } from './nav';

const tabClass = (active: boolean) =>
  `relative flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${active ? 'text-brand-600' : 'text-muted'}`;

/**
 * Bottom tab bar, small screens only (SPEC §2). Signed in: five tabs of the role. Anonymous:
 * Search, Wishlist and Profile, where the last two open the login modal and continue there.
 */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  if (status === 'loading') return null;
  const tabs = TABS[user?.role ?? 'anonymous'];
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav
        aria-label={t('dashboard.tabBar')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="flex">
          {tabs.map(({ key, to, icon: Icon }) => {
            const label = t(`dashboard.nav.${key}`);
            const content = (
              <>
                <Icon className="size-6" aria-hidden="true" />
                {label}
                {key === 'messages' && user && <MessagesUnreadBadge placement="corner" />}
              </>
            );
            return (
              <li key={key} className="flex flex-1">
                {user || to === '/' ? (
                  <NavLink to={to} end className={({ isActive }) => tabClass(isActive)}>
                    {content}
                  </NavLink>
                ) : (
                  <button
                    type="button"
                    className={tabClass(false)}
                    onClick={() => loginModal.open({ onSuccess: () => navigate(to) })}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
