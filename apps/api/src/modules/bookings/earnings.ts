import type { Earnings } from '@roamstead/contract';
import { convertMinor } from '@roamstead/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, listings, payouts, users } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import type { BookingQueries } from './queries';

/**
 * The currency a host is paid in: payouts are made in the listing's currency, so the one most of
 * their listings are priced in; their account currency before they have a listing.
 */
export async function payoutCurrency(db: Db, hostId: number) {
  const [top] = await db
    .select({ currency: listings.currency, n: count() })
    .from(listings)
    .where(eq(listings.hostId, hostId))
    .groupBy(listings.currency)
    .orderBy(desc(count()), listings.currency)
    .limit(1);
  if (top) return top.currency;
  const [user] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, hostId));
  return user?.currency ?? 'USD';
}

/**
 * A host's payouts, summed in one currency at the stored rates (by default their payout
 * currency): paid out, upcoming and per month.
 */
export async function earnings(
  db: Db,
  payoutRows: BookingQueries['payoutRows'],
  hostId: number,
  asked?: string,
): Promise<Earnings> {
  const currency = asked ?? (await payoutCurrency(db, hostId));
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
