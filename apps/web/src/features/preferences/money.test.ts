import { describe, expect, it } from 'vitest';
import { convert, formatMoney, minorDigits } from './money';

const rates = new Map([
  ['USD', 1],
  ['EUR', 0.92],
  ['JPY', 151.4],
]);

describe('money', () => {
  it('knows the minor digits of each currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
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

  it('keeps the original currency while rates are unknown', () => {
    expect(formatMoney(2_500, 'EUR', 'GBP', new Map(), 'en')).toBe('€25.00');
  });
});
