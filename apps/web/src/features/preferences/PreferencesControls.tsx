import { Globe } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { PreferencesTab } from './PreferencesDialog';
import { useAccountPreferences, useCurrency } from './usePreferences';

// The dialog (Radix Dialog + Tabs) loads only when a visitor opens it, keeping the shell small.
const PreferencesDialog = lazy(() => import('./PreferencesDialog').then((m) => ({ default: m.PreferencesDialog })));

const buttonClass =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-canvas max-header:px-2';

/** The header's language and currency choosers. */
export function PreferencesControls() {
  const { t, i18n } = useTranslation();
  const { currency } = useCurrency();
  const [tab, setTab] = useState<PreferencesTab | null>(null);
  useAccountPreferences();
  // The language's own name comes with its strings (Intl.DisplayNames is slow to build).
  const languageName = t('site.header.languageName');
  // Each button's name holds what it shows, outside brackets (WCAG 2.5.3: a name's bracketed part
  // does not count): "Language: English, EN", "Currency: USD".
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        onClick={() => setTab('language')}
        aria-label={t('site.header.language', { name: languageName, code: i18n.language.toUpperCase() })}
      >
        <Globe className="size-5" aria-hidden="true" />
        <span className="uppercase max-header:hidden" aria-hidden="true">
          {i18n.language}
        </span>
      </button>
      <button
        type="button"
        className={buttonClass}
        onClick={() => setTab('currency')}
        aria-label={t('site.header.currency', { code: currency })}
      >
        <span aria-hidden="true">{currency}</span>
      </button>
      {tab && (
        <Suspense fallback={null}>
          <PreferencesDialog tab={tab} onTabChange={setTab} onClose={() => setTab(null)} />
        </Suspense>
      )}
    </>
  );
}
