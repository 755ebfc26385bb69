import { PREFERENCES_MESSAGES, SUCCESS } from '@roamstead/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notify } from '../../ui/toast';
import { PreferencesDialog } from './PreferencesDialog';
import { currencyStore } from './store';

const fetchLanguages = vi.fn();
const setUserCurrency = vi.fn();
vi.mock('./api', () => ({
  languagesQuery: { queryKey: ['languages'], queryFn: () => fetchLanguages() },
  currenciesQuery: {
    queryKey: ['currencies'],
    queryFn: async () => [
      { code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92 },
    ],
  },
  preferencesApi: { setUserCurrency: (...args: unknown[]) => setUserCurrency(...args) },
}));
const auth = { user: null as null | { id: number; currency: string }, setUser: vi.fn() };
vi.mock('../auth', () => ({ useAuth: () => auth }));
vi.mock('../../ui/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function renderDialog(tab: 'language' | 'currency', onClose = vi.fn()) {
  renderWithProviders(<PreferencesDialog tab={tab} onTabChange={() => {}} onClose={onClose} />);
  return onClose;
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.user = null;
  currencyStore.set('USD');
});

describe('PreferencesDialog', () => {
  it('shows the SPEC error text and toast when languages cannot be fetched', async () => {
    fetchLanguages.mockRejectedValue(new Error('offline'));
    renderDialog('language');
    expect(await screen.findByText(PREFERENCES_MESSAGES.languagesError)).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(
      PREFERENCES_MESSAGES.languagesToast,
      'Error',
      PREFERENCES_MESSAGES.languagesToast,
    );
  });

  it('lists languages by native name once loaded', async () => {
    fetchLanguages.mockResolvedValue([{ code: 'ar', name: 'Arabic', native_name: 'العربية', dir: 'rtl' }]);
    renderDialog('language');
    expect(await screen.findByRole('button', { name: /العربية/ })).toBeInTheDocument();
  });

  it('applies a currency at once for a visitor, without calling the account endpoint', async () => {
    const onClose = renderDialog('currency');
    await userEvent.click(await screen.findByRole('button', { name: /Euro/ }));
    expect(currencyStore.get()).toBe('EUR');
    expect(onClose).toHaveBeenCalled();
    expect(setUserCurrency).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith(SUCCESS.currencyUpdated);
  });

  it('saves the currency on the account of a signed-in user and reports a failure', async () => {
    auth.user = { id: 42, currency: 'USD' };
    setUserCurrency.mockResolvedValue([null, { message: 'down', status: 500, code: 'X' }]);
    renderDialog('currency');
    await userEvent.click(await screen.findByRole('button', { name: /Euro/ }));
    expect(setUserCurrency).toHaveBeenCalledWith('EUR', 42);
    expect(notify.error).toHaveBeenCalledWith(PREFERENCES_MESSAGES.currencyUpdateFailed, 'Error');
  });
});
