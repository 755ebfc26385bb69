import type { Currency, Language } from '@roamstead/contract';
import { apiClient, publicClient, request } from '../../api/http';
import { fetchData } from '../../api/query';

export const currenciesQuery = {
  queryKey: ['preferences', 'currencies'],
  queryFn: () => fetchData<Currency[]>(publicClient.get('/get-supported-currencies')),
  staleTime: 10 * 60_000,
};

export const languagesQuery = {
  queryKey: ['preferences', 'languages'],
  queryFn: () => fetchData<Language[]>(publicClient.get('/supported-lang')),
  staleTime: 10 * 60_000,
};

/** SPEC §7: a signed-in user's choices are saved on the account. */
export const preferencesApi = {
  setUserCurrency: (currency: string, userId: number) =>
    request<{ currency: string }>(apiClient.post('/set-user-currency', { currency, user_id: userId })),
  setUserLanguage: (languageCode: string, userId: number) =>
    request<{ success: boolean }>(
      apiClient.post('/set-user-default-supported-lang', { language_code: languageCode, user_id: userId }),
    ),
};
