import { useTranslation } from '../../i18n';
import { useWaitingUpdate } from './serviceWorker';

/** Offers a new version of the app once its service worker is installed; it applies on reload. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-card bg-ink px-4 py-3 text-sm text-white shadow-lg md:bottom-6"
    >
      <span>{t('ui.updateReady')}</span>
      <button
        type="button"
        onClick={() => void update()}
        className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink hover:bg-brand-50"
      >
        {t('ui.updateReload')}
      </button>
    </div>
  );
}
