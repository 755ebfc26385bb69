import type { Earnings } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, payouts } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { convertMinor } from '../listings';
import type { BookingQueries } from './queries';

/** A host's payouts, summed in one currency at the stored rates: paid out, upcoming and per month. */
export async function earnings(
  db: Db,
  payoutRows: BookingQueries['payoutRows'],
  hostId: number,
  currency: string,
): Promise<Earnings> {
  const rates = new Map((await db.select().from(currencies)).map((c) => [c.code, c]));
  const target = rates.get(currency);
  if (!target) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
  const items = await payoutRows(eq(payouts.hostId, hostId));
  const inTarget = (amount: number, code: string) => {
    const from = rates.get(code);
    return from ? convertMinor(amount, from, target) : 0;
  };
  let paid = 0;
  let upcoming = 0;
  const months = new Map<string, { paid: number; upcoming: number }>();
  for (const p of items) {
    if (p.status === 'cancelled') continue;
    const value = inTarget(p.amount.amount, p.amount.currency);
    const month = (p.paid_at ?? p.scheduled_for).slice(0, 7);
    const m = months.get(month) ?? { paid: 0, upcoming: 0 };
    if (p.status === 'paid') {
      paid += value;
      m.paid += value;
    } else {
      upcoming += value;
      m.upcoming += value;
    }
    months.set(month, m);
  }
  return {
    currency,
    paid,
    upcoming,
    by_month: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v })),
    payouts: items,
    payout_method: { provider: 'test_mode', label: 'Test-mode bank account •••• 6789' },
  };
}
