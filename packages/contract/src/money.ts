// Money is kept as integer minor units (cents) with its currency code; rates are units per 1 USD.
// The one place amounts change currency, for the API (prices, totals, payouts) and the web client
// (display currency).

/** A currency's rate against USD (units per 1 USD) and its digits after the decimal point. */
export interface CurrencyRate {
  rate: number;
  minorDigits: number;
}

/** Converts integer minor units between currencies at the given rates, rounding to the nearest minor unit. */
export function convertMinor(amount: number, from: CurrencyRate, to: CurrencyRate) {
  return Math.round((amount / 10 ** from.minorDigits / from.rate) * to.rate * 10 ** to.minorDigits);
}

// Building an Intl.NumberFormat costs far more than using one (a price list builds hundreds), so
// each one is made once per currency, language and digits.
const digitsByCode = new Map<string, number>();
const formats = new Map<string, Intl.NumberFormat>();

/** Digits after the decimal point of a currency (JPY 0, USD 2) as Intl knows them; 2 for a code it does not know. */
export function minorDigits(code: string) {
  let digits = digitsByCode.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCode.set(code, digits);
  }
  return digits;
}

function currencyFormat(locale: string, currency: string, digits: number) {
  const key = `${locale} ${currency} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** Rates by currency code (units per 1 USD). */
export type Rates = ReadonlyMap<string, number>;

export const ratesOf = (currencies: readonly { code: string; rate: number }[]): Rates =>
  new Map(currencies.map((c) => [c.code, c.rate]));

/** An amount in minor units of `from` as major units of `to`; null when either rate is unknown. */
export function convert(amountMinor: number, from: string, to: string, rates: Rates): number | null {
  if (from === to) return amountMinor / 10 ** minorDigits(from);
  const fromRate = rates.get(from);
  const toRate = rates.get(to);
  if (!fromRate || !toRate) return null;
  const digits = minorDigits(to);
  return (
    convertMinor(
      amountMinor,
      { rate: fromRate, minorDigits: minorDigits(from) },
      { rate: toRate, minorDigits: digits },
    ) /
    10 ** digits
  );
}

/**
 * How much of an amount is shown — the one price display rule: `whole` units while browsing
 * (cards, map pins, a listing's nightly price, wishlists), so the same price reads the same
 * everywhere; `exact` minor units where cents matter (quotes, checkout, receipts, payouts).
 * Currencies without minor units (JPY) read the same either way.
 */
export type MoneyPrecision = 'whole' | 'exact';

/**
 * `amountMinor` of `from` shown in `to` for `locale`; falls back to the original currency when
 * the rates are not known (yet).
 */
export function formatMoney(
  amountMinor: number,
  from: string,
  to: string,
  rates: Rates,
  locale: string,
  precision: MoneyPrecision = 'exact',
): string {
  const converted = convert(amountMinor, from, to, rates);
  const [value, currency] = converted === null ? [amountMinor / 10 ** minorDigits(from), from] : [converted, to];
  const digits = precision === 'whole' ? 0 : minorDigits(currency);
  return currencyFormat(locale, currency, digits).format(value);
}
