import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

/** What a component translates with: `t` in the current language, and i18next itself. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/**
 * `t` for the current language, each string looked up once (docs/adr/0045): i18next's own `t`
 * copies all its options and walks its resolution steps on every call, and a page makes hundreds
 * of calls. Calls with options (interpolation, plurals) still go to i18next each time.
 */
function translationOf(i18n: I18n): Translation {
  const lookUp = (key: string, ...rest: unknown[]) =>
    (i18n.t as unknown as (key: string, ...rest: unknown[]) => unknown)(key, ...rest);
  const strings = new Map<string, unknown>();
  const t = (key: string, ...rest: unknown[]) => {
    const [defaultValue] = rest;
    if (rest.length > 1 || (defaultValue !== undefined && typeof defaultValue !== 'string'))
      return lookUp(key, ...rest);
    const id = defaultValue === undefined ? key : `${key}\u0000${defaultValue}`;
    if (!strings.has(id)) strings.set(id, lookUp(key, ...rest));
    return strings.get(id);
  };
  return { t: t as unknown as TFunction, i18n };
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * Re-renders what it holds in the new language when the language changes: one subscription for
 * the app. `i18n` is the browser's i18next unless given (a page rendered on the server).
 */
export function TranslationProvider({ i18n = i18next, children }: { i18n?: I18n; children: ReactNode }) {
  const subscribe = useMemo(
    () => (listener: () => void) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    [i18n],
  );
  const snapshot = () => i18n.language;
  const language = useSyncExternalStore(subscribe, snapshot, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translation for each language
  const translation = useMemo(() => translationOf(i18n), [i18n, language]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The app's strings. Outside a TranslationProvider (a component test) it uses the browser's i18next. */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? translationOf(i18next);
}
