import { minorDigits } from '@roamstead/contract/constants';

/** A stored amount (minor units) as the host typed it, empty for 0. */
export const toMajor = (minor: number, currency: string) => (minor ? String(minor / 10 ** minorDigits(currency)) : '');
/** A typed amount ("120", "120.50", "120,50") in minor units, or null when it is not one. */
export const toMinor = (text: string, currency: string) => {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  return Math.round(Number(clean) * 10 ** minorDigits(currency));
};
