/** A currency's rate against USD (units per 1 USD) and its digits after the decimal point. */
export interface CurrencyRate {
  rate: number;
  minorDigits: number;
}

/** Converts integer minor units between currencies at the stored rates, rounding to the nearest minor unit. */
export function convertMinor(amount: number, from: CurrencyRate, to: CurrencyRate) {
  return Math.round((amount / 10 ** from.minorDigits / from.rate) * to.rate * 10 ** to.minorDigits);
}
