import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle';
import { useAuth } from '../auth';
import { MENU_BUTTON_CLASS } from './menuButton';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })));

/**
 * The mobile header's menu button. The off-canvas menu's code (a Radix dialog) is not part of a
 * page's first load: it comes once the page is idle, or when the button is first pressed.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { placeholder, loaded, press } = useLoadWhenIdle(loadDialog, Boolean(user));
  if (!user) return null;
  const standIn = (
    <button
      ref={placeholder}
      type="button"
      className={MENU_BUTTON_CLASS}
      aria-label={t('dashboard.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={press}
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  );
  if (!loaded) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MobileMenuDialog defaultOpen={loaded.open} focusTrigger={loaded.focus} />
    </Suspense>
  );
}
