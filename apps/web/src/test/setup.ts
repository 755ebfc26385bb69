import '@testing-library/jest-dom/vitest';
import { TRANSLATIONS } from '@roamstead/contract/i18n';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';

// Component tests get the real English resources without a server.
await i18next.init({
  lng: 'en',
  resources: { en: { translation: TRANSLATIONS.en } },
  interpolation: { escapeValue: false },
});

afterEach(() => cleanup());
