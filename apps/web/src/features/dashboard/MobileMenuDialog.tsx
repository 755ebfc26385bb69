import { LogOut, Menu, Plus, Repeat, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useAuth } from '../auth';
import { MENU_BUTTON_CLASS } from './menuButton';
import { NavList } from './NavList';
import { MENUS } from './nav';
import { useRoleSwitch } from './useRoleSwitch';

/** Off-canvas menu of the mobile header: the role's menu, role switch and sign-out. */
export function MobileMenuDialog({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const switchRole = useRoleSwitch();
  const [open, setOpen] = useState(defaultOpen);
  if (!user) return null;
  const close = () => setOpen(false);
  const rowClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-canvas';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={MENU_BUTTON_CLASS} aria-label={t('dashboard.openMenu')}>
        <Menu className="size-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-surface p-4 shadow-xl focus:outline-none"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('dashboard.menu')}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-muted hover:bg-canvas" aria-label={t('dashboard.closeMenu')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('dashboard.menu')} className="flex-1">
            <NavList items={MENUS[user.role]} onNavigate={close} />
            {user.role === 'host' && (
              <Link to="/dashboard/add-property" onClick={close} className={`${rowClass} mt-2 text-brand-700`}>
                <Plus className="size-5" aria-hidden="true" />
                {t('dashboard.nav.addProperty')}
              </Link>
            )}
          </nav>
          <div className="mt-4 border-t border-line pt-3">
            <button
              type="button"
              className={rowClass}
              onClick={() => {
                close();
                void switchRole();
              }}
            >
              <Repeat className="size-5" aria-hidden="true" />
              {t(user.role === 'host' ? 'dashboard.switchToTravelling' : 'dashboard.switchToHosting')}
            </button>
            <button
              type="button"
              className={`${rowClass} text-muted`}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOut className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              {t('dashboard.signOut')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
