import { describe, expect, it } from 'vitest';
import { contentLanguage } from './language';

describe('contentLanguage', () => {
  it('takes the lang parameter first, ignoring the region and the case', () => {
    expect(contentLanguage('es', 'de')).toBe('es');
    expect(contentLanguage('AR', undefined)).toBe('ar');
    expect(contentLanguage('fr-CA', 'de')).toBe('fr');
    expect(contentLanguage('de_AT', undefined)).toBe('de');
  });

  it('reads English for a lang the content is not published in, whatever the header says', () => {
    expect(contentLanguage('ja', 'es')).toBe('en');
    expect(contentLanguage('x'.repeat(30), undefined)).toBe('en');
  });

  it('otherwise picks the best published language of Accept-Language', () => {
    expect(contentLanguage(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(contentLanguage(undefined, 'ja, de;q=0.7, fr;q=0.9')).toBe('fr');
    expect(contentLanguage(undefined, 'fr;q=0.5, ar')).toBe('ar');
    expect(contentLanguage(undefined, 'de, es')).toBe('de');
    expect(contentLanguage(undefined, 'es;q=0, de;q=0.1')).toBe('de');
  });

  it('falls back to English', () => {
    expect(contentLanguage(undefined, undefined)).toBe('en');
    expect(contentLanguage(undefined, '')).toBe('en');
    expect(contentLanguage(undefined, '*')).toBe('en');
    expect(contentLanguage(undefined, 'ja, zh-CN;q=0.8')).toBe('en');
    expect(contentLanguage(undefined, ';;;q=,,')).toBe('en');
  });
});
