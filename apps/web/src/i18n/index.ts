import { API_BASE_PATH, CONTENT_LANGUAGES, DEFAULT_LANGUAGE } from '@roamstead/contract/constants';
import i18next, { type BackendModule } from 'i18next';
import { translationsLoading } from './translation';

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

/** Keeps <html lang dir> in step with the language, so Arabic renders right to left. */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL.has(language) ? 'rtl' : 'ltr';
}

/** A language named by the address (`?lang=es`, as the server's alternate links give it) wins for that visit. */
function languageOfAddress() {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return (CONTENT_LANGUAGES as readonly string[]).find((code) => code === lang);
}

export function initI18n() {
  const chosen = languageOfAddress() ?? localStorage.getItem(LANGUAGE_STORAGE_KEY);
  i18next.on('languageChanged', applyDocumentLanguage);
  const loaded = i18next.use(translationsBackend).init({
    lng: chosen ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });
  translationsLoading(loaded);
  return loaded;
}

export { type Translation, TranslationProvider, useTranslation } from './translation';
export { i18next };
