import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, formatMoney, ratesOf } from '@roamstead/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { i18next, rememberLanguage, useTranslation } from '../../i18n';
import { notify } from '../../ui/toast';
import { useAuth } from '../auth';
import { currenciesQuery, preferencesApi } from './api';
import { currencyStore, pageCurrency, ServerCurrency } from './store';

/** The active locale for Intl formatting (dates, numbers, money). */
export const useLocale = () => useTranslation().i18n.language || DEFAULT_LANGUAGE;

/**
 * The display currency and `formatMoney(amountMinor, currencyCode)`, which converts a browsing
 * price (card, map pin, nightly price) with the server's rates and shows it in whole units for the
 * active language (`MoneyPrecision` in the contract). Amounts where cents matter (quotes,
 * checkout, receipts) are shown exactly, in the currency they were charged in (`useExactMoney`).
 */
export function useCurrency() {
  const serverCurrency = useContext(ServerCurrency);
  const currency = useSyncExternalStore(
    currencyStore.subscribe,
    currencyStore.get,
    () => serverCurrency ?? pageCurrency(),
  );
  const locale = useLocale();
  const { data } = useQuery(currenciesQuery);
  const rates = useMemo(() => ratesOf(data ?? []), [data]);
  const format = useCallback(
    (amountMinor: number, currencyCode: string) =>
      formatMoney(amountMinor, currencyCode, currency, rates, locale, 'whole'),
    [currency, rates, locale],
  );
  return { currency, currencies: data, formatMoney: format };
}

function applyLanguage(code: string) {
  rememberLanguage(code);
  return i18next.changeLanguage(code);
}

/** Choosing a language or currency: the UI changes at once; signed-in users also save it on their account. */
export function usePreferenceActions() {
  const { t } = useTranslation();
  const { user, setUser } = useAuth();

  const chooseCurrency = useCallback(
    async (code: string) => {
      currencyStore.set(code);
      if (user) {
        const [, error] = await preferencesApi.setUserCurrency(code, user.id);
        if (error) return notify.error(t('site.preferences.currencyUpdateFailed'), t('ui.error'));
        setUser({ ...user, currency: code });
      }
      notify.success(t('site.preferences.currencyUpdated'));
    },
    [user, setUser, t],
  );

  const chooseLanguage = useCallback(
    async (code: string) => {
      await applyLanguage(code);
      if (user) {
        const [, error] = await preferencesApi.setUserLanguage(code, user.id);
        if (error) return notify.error(i18next.t('site.preferences.languageUpdateFailed'), i18next.t('ui.error'));
        setUser({ ...user, language: code });
      }
      // Worded in the language just chosen.
      notify.success(i18next.t('site.preferences.languageUpdated'));
    },
    [user, setUser],
  );

  return { chooseCurrency, chooseLanguage };
}

/**
 * On sign-in the account's saved choices apply on this device; a new account with the defaults
 * takes over what the visitor had already chosen here instead.
 */
export function useAccountPreferences() {
  const { user } = useAuth();
  const appliedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    const localLanguage = i18next.language;
    const localCurrency = currencyStore.get();
    if (user.currency === DEFAULT_CURRENCY && localCurrency !== DEFAULT_CURRENCY) {
      void preferencesApi.setUserCurrency(localCurrency, user.id);
    } else {
      currencyStore.set(user.currency);
    }
    if (user.language === DEFAULT_LANGUAGE && localLanguage !== DEFAULT_LANGUAGE) {
      void preferencesApi.setUserLanguage(localLanguage, user.id);
    } else if (user.language !== localLanguage) {
      void applyLanguage(user.language);
    }
  }, [user]);
}
