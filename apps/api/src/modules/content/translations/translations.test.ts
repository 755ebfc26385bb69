import { CONTENT_LANGUAGES } from '@roamstead/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../../db/schema';
import { CONTENT_TRANSLATIONS, ORIGINALS, TRANSLATED_FIELDS } from '.';

const languages = Object.entries(CONTENT_TRANSLATIONS);
type Item = Record<string, string | readonly string[]>;
const english = (kind: (typeof CONTENT_KINDS)[number]) =>
  new Map<string, Item>(ORIGINALS[kind].map((item) => [item.slug, item as unknown as Item]));
/** The numbers written with digits ("24 heures sur 24" names one number). */
const numbers = (text: string) => [...new Set(text.match(/\d+/g))].sort();
const texts = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : [...value]);

describe('content translations', () => {
  it('cover every published language but English', () => {
    expect(Object.keys(CONTENT_TRANSLATIONS).sort()).toEqual(CONTENT_LANGUAGES.filter((l) => l !== 'en').sort());
  });

  describe.each(languages)('%s', (_lang, translation) => {
    it.each(CONTENT_KINDS)('has every %s, with exactly the translated fields', (kind) => {
      const originals = english(kind);
      const items = translation[kind] as Record<string, Item>;
      expect(Object.keys(items).sort()).toEqual([...originals.keys()].sort());
      for (const [slug, item] of Object.entries(items)) {
        expect(Object.keys(item).sort(), slug).toEqual([...TRANSLATED_FIELDS[kind]].sort());
        for (const field of TRANSLATED_FIELDS[kind]) {
          const original = originals.get(slug)?.[field] ?? '';
          const value = item[field] ?? '';
          // Lists keep their length; no text is left empty.
          expect(texts(value).length, `${slug}.${field}`).toBe(texts(original).length);
          for (const text of texts(value)) expect(text.trim(), `${slug}.${field}`).not.toBe('');
          // Numbers, paragraphs and the product name stay as they are.
          expect(numbers(texts(value).join(' ')), `${slug}.${field}`).toEqual(numbers(texts(original).join(' ')));
          if (typeof original === 'string' && typeof value === 'string') {
            expect(value.split(/\n{2,}/).length, `${slug}.${field} paragraphs`).toBe(original.split(/\n{2,}/).length);
          }
          if (texts(original).join(' ').includes('Roamstead')) {
            expect(texts(value).join(' '), `${slug}.${field}`).toContain('Roamstead');
          }
        }
        // Titles and long texts are really translated, not copied.
        for (const field of ['title', 'body', 'excerpt', 'summary', 'question', 'answer']) {
          if (field in item) {
            expect(item[field], `${slug}.${field}`).not.toEqual(originals.get(slug)?.[field]);
          }
        }
      }
    });

    it('names each blog category and FAQ topic the same way everywhere', () => {
      for (const [kind, field] of [
        ['blog_post', 'category'],
        ['faq', 'topic'],
      ] as const) {
        const names = new Map<string, Set<string>>();
        for (const [slug, item] of Object.entries(translation[kind] as Record<string, Item>)) {
          const original = String(english(kind).get(slug)?.[field]);
          names.set(original, (names.get(original) ?? new Set()).add(String(item[field])));
        }
        for (const [original, translated] of names) expect([...translated], original).toHaveLength(1);
        // …and two different English names never become one.
        expect(new Set([...names.values()].map((s) => [...s][0])).size).toBe(names.size);
      }
    });
  });

  it('writes Arabic in Arabic script', () => {
    for (const kind of CONTENT_KINDS) {
      for (const [slug, item] of Object.entries(CONTENT_TRANSLATIONS.ar[kind] as Record<string, Item>)) {
        for (const field of TRANSLATED_FIELDS[kind]) {
          for (const text of texts(item[field] ?? '')) expect(text, `${slug}.${field}`).toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
  });
});
