import { Menu } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { LoadWhenIdle } from '../../ui/LoadWhenIdle';
import { useAuth } from '../auth';
import { MENU_BUTTON_CLASS } from './menuButton';

const loadDialog = () => import('./MobileMenuDialog');

/**
 * The mobile header's menu button. The off-canvas menu's code (a Radix dialog) is not part of a
 * page's first load: it comes once the page is idle, or when the button is first pressed.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <LoadWhenIdle
      load={loadDialog}
      standIn={(press) => (
        <button
          type="button"
          className={MENU_BUTTON_CLASS}
          aria-label={t('dashboard.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={press}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      )}
    >
      {({ MobileMenuDialog }, open) => <MobileMenuDialog defaultOpen={open} />}
    </LoadWhenIdle>
  );
}
