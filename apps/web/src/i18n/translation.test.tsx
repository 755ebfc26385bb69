import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider, useTranslation } from './translation';

function Labels({ guests }: { guests: number }) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>{t('ui.error')}</li>
      <li>{t('ui.error')}</li>
      <li>{t('no.such.key', 'Fallback text')}</li>
      <li>{t('booking.quote.nights', { count: guests })}</li>
    </ul>
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

describe('useTranslation', () => {
  it('looks each plain string up once, and interpolates on every call', () => {
    const lookUp = vi.spyOn(i18next, 't');
    const { rerender } = render(
      <TranslationProvider>
        <Labels guests={1} />
      </TranslationProvider>,
    );
    rerender(
      <TranslationProvider>
        <Labels guests={3} />
      </TranslationProvider>,
    );
    expect(screen.getAllByText('Error')).toHaveLength(2);
    expect(screen.getByText('Fallback text')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    const keys = lookUp.mock.calls.map(([key]) => key);
    expect(keys.filter((key) => key === 'ui.error')).toHaveLength(1);
    expect(keys.filter((key) => key === 'no.such.key')).toHaveLength(1);
    expect(keys.filter((key) => key === 'booking.quote.nights')).toHaveLength(2);
  });

  it('renders again in the new language when the language changes, with none of the old strings', async () => {
    i18next.addResourceBundle('es', 'translation', { ui: { error: 'Fallo' } }, true, true);
    render(
      <TranslationProvider>
        <Labels guests={1} />
      </TranslationProvider>,
    );
    expect(screen.getAllByText('Error')).toHaveLength(2);
    await act(() => i18next.changeLanguage('es'));
    expect(screen.getAllByText('Fallo')).toHaveLength(2);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
