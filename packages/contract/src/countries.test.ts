import { describe, expect, it } from 'vitest';
import { COUNTRY_DIAL_CODES, DEFAULT_COUNTRY_INDEX, dialCodeForPayload } from './countries';

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
