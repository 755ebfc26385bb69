import type { Money } from '@roamstead/contract';
import { useCallback } from 'react';
import { formatMoneyWith, useLocale } from '../preferences';

const NO_CONVERSION = new Map<string, number>();

/** Formats an amount in exactly the currency it was charged in (receipts never re-convert). */
export function useExactMoney() {
  const locale = useLocale();
  return useCallback((m: Money) => formatMoneyWith(m.amount, m.currency, m.currency, NO_CONVERSION, locale), [locale]);
}
