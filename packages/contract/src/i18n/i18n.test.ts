import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './index';

const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('translations', () => {
  const reference = keys(TRANSLATIONS.en).sort();
  for (const language of ['es', 'fr', 'de', 'ar']) {
    it(`${language} has every key of en, and no other`, () => {
      expect(keys(TRANSLATIONS[language as keyof typeof TRANSLATIONS]).sort()).toEqual(reference);
    });
  }
});
