import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { notify } from '../../ui/toast';
import { currenciesQuery, languagesQuery } from './api';
import { useDisplayNames } from './displayNames';
import { useCurrency, usePreferenceActions } from './usePreferences';

export type PreferencesTab = 'language' | 'currency';

interface PreferencesDialogProps {
  tab: PreferencesTab | null;
  onTabChange: (tab: PreferencesTab) => void;
  onClose: () => void;
}

/** SPEC §2 'Language and Region' / 'Currency' dialog; each list loads when its tab opens. */
export function PreferencesDialog({ tab, onTabChange, onClose }: PreferencesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={tab !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(tab === 'currency' ? 'site.preferences.currencyTab' : 'site.preferences.title')}
      width="max-w-2xl"
    >
      <Tabs
        value={tab ?? 'language'}
        onValueChange={onTabChange}
        label={t('site.preferences.tabsLabel')}
        tabs={[
          { value: 'language', label: t('site.preferences.languageTab') },
          { value: 'currency', label: t('site.preferences.currencyTab') },
        ]}
      >
        <TabPanel value="language">
          <LanguageList onChosen={onClose} />
        </TabPanel>
        <TabPanel value="currency">
          <CurrencyList onChosen={onClose} />
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}

function LanguageList({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ ...languagesQuery, refetchOnMount: 'always' });
  const { chooseLanguage } = usePreferenceActions();
  const names = useDisplayNames();
  useFailureToast(query.isError, t('site.preferences.languagesToast'));
  return (
    <OptionList
      heading={t('site.preferences.chooseLanguage')}
      state={query}
      errorText={t('site.preferences.languagesError')}
      options={(query.data ?? []).map((l) => ({
        key: l.code,
        title: l.native_name,
        subtitle: names.language(l.code, l.name),
        lang: l.code,
        selected: i18n.language === l.code,
        choose: () => {
          onChosen();
          void chooseLanguage(l.code);
        },
      }))}
    />
  );
}

function CurrencyList({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ ...currenciesQuery, refetchOnMount: 'always' });
  const { currency } = useCurrency();
  const { chooseCurrency } = usePreferenceActions();
  const names = useDisplayNames();
  useFailureToast(query.isError, t('site.preferences.currenciesToast'));
  return (
    <OptionList
      heading={t('site.preferences.chooseCurrency')}
      state={query}
      errorText={t('site.preferences.currenciesError')}
      options={(query.data ?? [])
        .map((c) => ({ ...c, name: names.currency(c.code, c.name) }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
        .map((c) => ({
          key: c.code,
          title: c.name,
          subtitle: `${c.code} – ${c.symbol}`,
          selected: currency === c.code,
          choose: () => {
            onChosen();
            void chooseCurrency(c.code);
          },
        }))}
    />
  );
}

function useFailureToast(failed: boolean, message: string) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failed) notify.error(message, t('ui.error'), message);
  }, [failed, message, t]);
}

interface Option {
  key: string;
  title: ReactNode;
  subtitle: string;
  lang?: string;
  selected: boolean;
  choose: () => void;
}

function OptionList({
  heading,
  state,
  errorText,
  options,
}: {
  heading: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  errorText: string;
  options: Option[];
}) {
  const { t } = useTranslation();
  if (state.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-danger">
        <p>{errorText}</p>
        <Button variant="secondary" onClick={() => state.refetch()}>
          {t('site.preferences.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={heading} aria-busy={state.isPending}>
      <h3 className="mb-3 text-base font-semibold">{heading}</h3>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
        {state.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className="h-14 animate-pulse rounded-lg bg-canvas" />
            ))
          : options.map((o) => (
              <li key={o.key}>
                <button
                  type="button"
                  aria-pressed={o.selected}
                  onClick={o.choose}
                  className="flex w-full items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-start hover:bg-canvas aria-pressed:border-ink"
                >
                  <span className="min-w-0">
                    <span lang={o.lang} className="block truncate text-sm font-medium">
                      {o.title}
                    </span>
                    <span className="block truncate text-xs text-muted">{o.subtitle}</span>
                  </span>
                  {o.selected && <Check className="size-4 shrink-0" aria-label={t('site.preferences.selected')} />}
                </button>
              </li>
            ))}
      </ul>
    </section>
  );
}
