import { useMemo } from 'react';
import { useLocale } from './usePreferences';

/**
 * Currency and language names in the visitor's language from the browser's own data
 * (Intl.DisplayNames): "dollar des États-Unis" in French. The server's English name stays the
 * fallback for a code the browser does not know.
 */
export function useDisplayNames() {
  const locale = useLocale();
  return useMemo(() => {
    const currencies = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    return {
      currency: (code: string, fallback: string) => {
        const name = currencies.of(code);
        return name ? capitalised(name) : fallback;
      },
      language: (code: string, fallback: string) => {
        const name = languages.of(code);
        return name ? capitalised(name) : fallback;
      },
    };
  }, [locale]);
}
