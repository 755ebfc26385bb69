import { API_BASE_PATH, DEFAULT_LANGUAGE } from '@roamstead/contract/constants';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

export function initI18n() {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
    .use(translationsBackend)
    .use(initReactI18next)
    .init({
      lng: stored ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18next };
