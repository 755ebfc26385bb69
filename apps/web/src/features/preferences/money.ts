import type { Currency } from '@roamstead/contract';

/** Digits after the decimal point of a currency (JPY 0, USD 2), as Intl knows them. */
export const minorDigits = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

export type Rates = ReadonlyMap<string, number>;

export const ratesOf = (currencies: readonly Currency[]): Rates => new Map(currencies.map((c) => [c.code, c.rate]));

/**
 * Converts an amount in minor units of `from` into major units of `to`, with rates given as units
 * per 1 USD. Null when either rate is unknown.
 */
export function convert(amountMinor: number, from: string, to: string, rates: Rates): number | null {
  const major = amountMinor / 10 ** minorDigits(from);
  if (from === to) return major;
  const fromRate = rates.get(from);
  const toRate = rates.get(to);
  if (!fromRate || !toRate) return null;
  return (major / fromRate) * toRate;
}

/**
 * `amountMinor` of `from` shown in `to` for `locale`; falls back to the original currency when
 * the rates are not known (yet).
 */
export function formatMoney(amountMinor: number, from: string, to: string, rates: Rates, locale: string): string {
  const converted = convert(amountMinor, from, to, rates);
  const [value, currency] = converted === null ? [amountMinor / 10 ** minorDigits(from), from] : [converted, to];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: minorDigits(currency),
  }).format(value);
}
