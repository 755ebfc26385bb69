import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from './i18n';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from './wishlistConstants';
import { compareQuery, createWishlistBody } from './wishlists';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const leaves = (obj: unknown, prefix = ''): Array<[string, string]> =>
  obj && typeof obj === 'object'
    ? Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, String(obj)]];

describe('wishlists contract', () => {
  it('has a translated message for every server rule, in every language', () => {
    for (const [language, resources] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(resources.wishlists.errors).sort(), language).toEqual(Object.keys(WISHLIST_MESSAGES).sort());
    }
    // English words them exactly as the server does.
    expect(TRANSLATIONS.en.wishlists.errors).toEqual(WISHLIST_MESSAGES);
  });

  it('uses the same placeholders in every language as in English', () => {
    const english = new Map(leaves(TRANSLATIONS.en.wishlists));
    for (const language of ['es', 'fr', 'de', 'ar'] as const) {
      for (const [key, text] of leaves(TRANSLATIONS[language].wishlists)) {
        // A plural form English does not have (Arabic's) is checked against English's "other".
        const reference = english.get(key) ?? english.get(key.replace(/_(zero|two|few|many)$/, '_other')) ?? '';
        // Arabic words "none", "one" and "two" out instead of printing the number.
        if (language === 'ar' && /_(zero|one|two)$/.test(key)) {
          expect(placeholders(reference)).toEqual(expect.arrayContaining(placeholders(text)));
          continue;
        }
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference));
      }
    }
  });

  it('trims names and enforces their length', () => {
    expect(createWishlistBody.parse({ name: '  Summer  ' })).toEqual({ name: 'Summer' });
    expect(createWishlistBody.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      WISHLIST_MESSAGES.nameRequired,
    );
    const long = 'x'.repeat(WISHLIST_LIMITS.nameMax + 1);
    expect(createWishlistBody.safeParse({ name: long }).error?.issues[0]?.message).toBe(WISHLIST_MESSAGES.nameTooLong);
  });

  it('reads compare ids as a short list of distinct positive numbers', () => {
    expect(compareQuery.parse({ ids: '4,2,4,9' }).ids).toEqual([4, 2, 9]);
    for (const ids of ['', '1,2,3,4,5', '1;2', '0', '-1', '1,']) {
      expect(compareQuery.safeParse({ ids }).success, ids).toBe(false);
    }
  });
});
