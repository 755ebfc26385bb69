import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './index';

const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms a language's strings need (i18next picks one by Intl.PluralRules, and a missing
 * form falls back to English): Arabic has six. The French and Spanish "many" is for round millions
 * ("1 000 000 de nuits"), a count no screen shows.
 */
const pluralForms = (language: string) =>
  new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.filter((form) => form !== 'many' || language === 'ar')
    .sort();

/** en's keys, with each plural family in the forms `language` needs. */
function expectedKeys(language: string) {
  const reference = keys(TRANSLATIONS.en);
  const families = new Set(reference.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const plain = reference.filter((k) => !PLURAL.test(k));
  return [...plain, ...[...families].flatMap((f) => pluralForms(language).map((form) => `${f}_${form}`))].sort();
}

describe('translations', () => {
  for (const language of ['en', 'es', 'fr', 'de', 'ar']) {
    it(`${language} has every key of en, in every plural form it needs, and no other`, () => {
      expect(keys(TRANSLATIONS[language as keyof typeof TRANSLATIONS]).sort()).toEqual(expectedKeys(language));
    });
  }
});
