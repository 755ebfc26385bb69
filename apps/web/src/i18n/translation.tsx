import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** What a component translates with: `t` in the current language, and i18next itself. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const lookUp = (key: string, ...rest: unknown[]) =>
  (i18next.t as unknown as (key: string, ...rest: unknown[]) => unknown)(key, ...rest);

/**
 * `t` for the current language, each string looked up once (docs/adr/0045): i18next's own `t`
 * copies all its options and walks its resolution steps on every call, and a first screen makes
 * hundreds of calls. Calls with options (interpolation, plurals) still go to i18next each time.
 */
function translationOfTheMoment(): Translation {
  const strings = new Map<string, unknown>();
  const t = (key: string, ...rest: unknown[]) => {
    const [defaultValue] = rest;
    if (rest.length > 1 || (defaultValue !== undefined && typeof defaultValue !== 'string'))
      return lookUp(key, ...rest);
    const id = defaultValue === undefined ? key : `${key}\u0000${defaultValue}`;
    if (!strings.has(id)) strings.set(id, lookUp(key, ...rest));
    return strings.get(id);
  };
  return { t: t as unknown as TFunction, i18n: i18next };
}

let current = translationOfTheMoment();
const listeners = new Set<() => void>();
i18next.on('languageChanged', () => {
  current = translationOfTheMoment();
  for (const listener of listeners) listener();
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let loading: Promise<unknown> | undefined;
/** The app's first strings are on their way: components suspend until they are in. */
export const translationsLoading = (promise: Promise<unknown>) => {
  loading = promise;
};

const TranslationContext = createContext<Translation | null>(null);

/** Re-renders what it holds in the new language when the language changes: one subscription for the app. */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useSyncExternalStore(subscribe, () => current);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The app's strings. Suspends while the first strings load (the app's Suspense shows its
 * spinner). Outside a TranslationProvider (a component test) it translates in the language of
 * the moment.
 */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext) ?? current;
  if (!i18next.isInitialized && loading) throw loading;
  return translation;
}
