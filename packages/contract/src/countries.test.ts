import { describe, expect, it } from 'vitest';
import {
  COUNTRY_DIAL_CODES,
  countryIndexOfRegion,
  DEFAULT_COUNTRY_INDEX,
  defaultCountryIndex,
  dialCodeForPayload,
} from './countries';

describe('country dialing codes', () => {
  it('has 195 entries in alphabetical order, Zimbabwe +263 last and default', () => {
    expect(COUNTRY_DIAL_CODES).toHaveLength(195);
    const names = COUNTRY_DIAL_CODES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    expect(COUNTRY_DIAL_CODES[DEFAULT_COUNTRY_INDEX]).toEqual({ name: 'Zimbabwe', dialCode: '+263' });
  });

  it('uses +digits codes, with the Caribbean +1-xxx form', () => {
    for (const { dialCode } of COUNTRY_DIAL_CODES) expect(dialCode).toMatch(/^\+\d{1,3}(-\d{3})?$/);
    expect(COUNTRY_DIAL_CODES.find((c) => c.name === 'Antigua and Barbuda')?.dialCode).toBe('+1-268');
    expect(dialCodeForPayload('+1-268')).toBe('1-268');
  });
});

describe('the default country code', () => {
  const nameOf = (languages: string[]) => COUNTRY_DIAL_CODES[defaultCountryIndex(languages)]?.name;

  it("follows the region of the visitor's language", () => {
    expect(nameOf(['en-GB'])).toBe('United Kingdom');
    expect(nameOf(['pt-BR', 'en-US'])).toBe('Brazil');
    expect(nameOf(['en-US'])).toBe('United States');
    expect(nameOf(['fr', 'de-AT'])).toBe('Austria');
    expect(nameOf(['tr-TR'])).toBe('Turkey');
  });

  it('finds every entry of the list from a region code', () => {
    const found = new Set<number>();
    for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        const index = countryIndexOfRegion(a + b);
        if (index !== undefined) found.add(index);
      }
    expect(found.size).toBe(COUNTRY_DIAL_CODES.length);
  });

  it('falls back to the SPEC default (index 194) without a known region', () => {
    expect(defaultCountryIndex([])).toBe(DEFAULT_COUNTRY_INDEX);
    expect(defaultCountryIndex(['en', 'not a tag'])).toBe(DEFAULT_COUNTRY_INDEX);
    expect(defaultCountryIndex(['en-001'])).toBe(DEFAULT_COUNTRY_INDEX);
  });
});
