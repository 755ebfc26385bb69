import { API_BASE_PATH, CONTENT_LANGUAGES, DEFAULT_LANGUAGE, PAGE_COOKIES } from '@roamstead/contract/constants';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { A_YEAR_IN_SECONDS, writeCookie } from '../lib/cookies';

export const LANGUAGE_STORAGE_KEY = 'roamstead.language';

/** Loads UI strings from GET /translations, the one source of every language's resources. */
const translationsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(`${API_BASE_PATH}/translations?language_code=${encodeURIComponent(language)}`)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`translations ${res.status}`))))
      .then((body) => callback(null, body.data.resources))
      .catch((err) => callback(err, false));
  },
};

const RTL = new Set(['ar', 'he', 'fa', 'ur']);
const directionOf = (language: string) => (RTL.has(language) ? 'rtl' : 'ltr');

/** Keeps <html lang dir> in step with the language, so Arabic renders right to left. */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const isContentLanguage = (code: string | null | undefined) =>
  (CONTENT_LANGUAGES as readonly string[]).includes(code ?? '');

/**
 * Sets i18next up in the browser, in the language the server wrote the page in (`<html lang>`:
 * the address's `?lang=`, the language cookie or the browser's languages), whose strings
 * index.html is already loading; offline, in the device's choice. Resolves once they are in.
 */
export function initI18n() {
  // The server writes the page's currency beside its language; the app's shell served offline by
  // the service worker has neither, and the device's choice applies.
  const fromServer = 'currency' in document.documentElement.dataset;
  const pageLanguage = fromServer ? document.documentElement.lang : undefined;
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next.use(translationsBackend).init({
    lng: isContentLanguage(pageLanguage)
      ? pageLanguage
      : isContentLanguage(stored)
        ? (stored as string)
        : DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });
}

/** The visitor chose a language: kept on this device, sent to the server with each page. */
export function rememberLanguage(code: string) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  writeCookie(PAGE_COOKIES.language, code, A_YEAR_IN_SECONDS);
}

/**
 * An i18next of its own for one language, for rendering a page on the server. `resources` has
 * the strings of the language and of the default one, which fills its gaps as in the browser.
 */
export function createServerI18n(language: string, resources: Record<string, Record<string, unknown>>): I18n {
  const instance = i18next.createInstance({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(Object.entries(resources).map(([code, strings]) => [code, { translation: strings }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

export { useCatalogueNames } from './catalogue';
export { type Translation, TranslationProvider, useTranslation } from './translation';
export { i18next };
