import { describe, expect, it } from 'vitest';
import { convert, convertMinor, formatMoney, minorDigits, ratesOf } from './money';

const rates = new Map([
  ['USD', 1],
  ['EUR', 0.92],
  ['JPY', 151.4],
]);

describe('money', () => {
  it('knows the minor digits of each currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('NOT')).toBe(2);
  });

  it('converts integer minor units, rounding to the nearest minor unit of the target', () => {
    const usd = { rate: 1, minorDigits: 2 };
    const jpy = { rate: 151.4, minorDigits: 0 };
    const eur = { rate: 0.92, minorDigits: 2 };
    expect(convertMinor(10_000, usd, jpy)).toBe(15_140);
    expect(convertMinor(15_140, jpy, usd)).toBe(10_000);
    expect(convertMinor(999, usd, eur)).toBe(919);
    expect(convertMinor(1, jpy, usd)).toBe(1);
  });

  it('reads rates from the currency list', () => {
    expect(ratesOf([{ code: 'EUR', rate: 0.92 }]).get('EUR')).toBe(0.92);
  });

  it('converts minor units between currencies through USD', () => {
    expect(convert(10_000, 'USD', 'EUR', rates)).toBeCloseTo(92);
    expect(convert(15_140, 'JPY', 'USD', rates)).toBeCloseTo(100);
    expect(convert(500, 'USD', 'XXX', rates)).toBeNull();
  });

  it('formats in the locale of the UI', () => {
    expect(formatMoney(12_345, 'USD', 'USD', rates, 'en')).toBe('$123.45');
    expect(formatMoney(10_000, 'USD', 'EUR', rates, 'de')).toBe('92,00\u00a0€');
    expect(formatMoney(10_000, 'USD', 'JPY', rates, 'en')).toBe('¥15,140');
  });

  it('shows whole units while browsing and exact minor units where cents matter', () => {
    expect(formatMoney(13_587, 'USD', 'USD', rates, 'en', 'whole')).toBe('$136');
    expect(formatMoney(13_587, 'USD', 'USD', rates, 'en', 'exact')).toBe('$135.87');
    expect(formatMoney(10_050, 'USD', 'EUR', rates, 'de', 'whole')).toBe('92\u00a0€');
    expect(formatMoney(10_000, 'USD', 'JPY', rates, 'en', 'whole')).toBe('¥15,140');
  });

  it('keeps the original currency while rates are unknown', () => {
    expect(formatMoney(2_500, 'EUR', 'GBP', new Map(), 'en')).toBe('€25.00');
  });
});
