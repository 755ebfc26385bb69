import '@testing-library/jest-dom/vitest';
import { TRANSLATIONS } from '@roamstead/contract/i18n';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { markFirstPageRendered } from '../startup';

// Component tests get the real English resources without a server.
await i18next.init({
  lng: 'en',
  resources: { en: { translation: TRANSLATIONS.en } },
  interpolation: { escapeValue: false },
});

// Components are rendered without the app's layouts: their page counts as rendered (startup.ts).
markFirstPageRendered();

afterEach(() => cleanup());
