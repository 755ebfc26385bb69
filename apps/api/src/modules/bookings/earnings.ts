import type { Earnings, HostEarningsQuery } from '@roamstead/contract';
import { convertMinor, todayUtc } from '@roamstead/contract';
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

/** The UTC day a payout is filed under: when it was paid, else when it is scheduled (as the CSV export dates it). */
const payoutDay = (p: { paid_at: string | null; scheduled_for: string }) => (p.paid_at ?? p.scheduled_for).slice(0, 10);

/**
 * A host's payouts dated within the asked days (by default from their first payout to their
 * last), summed in one currency at the stored rates (by default their payout currency): paid
 * out, upcoming and per month.
 */
export async function earnings(
  db: Db,
  payoutRows: BookingQueries['payoutRows'],
  hostId: number,
  query: HostEarningsQuery = {},
): Promise<Earnings> {
  const currency = query.currency ?? (await payoutCurrency(db, hostId));
  const rates = new Map((await db.select().from(currencies)).map((c) => [c.code, c]));
  const target = rates.get(currency);
  if (!target) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
  const all = (await payoutRows(eq(payouts.hostId, hostId))).filter((p) => p.status !== 'cancelled');
  const days = all.map(payoutDay).sort();
  const year = todayUtc().slice(0, 4);
  const from = query.from ?? days[0] ?? `${year}-01-01`;
  const to = query.to ?? days.at(-1) ?? `${year}-12-31`;
  const items = all.filter((p) => payoutDay(p) >= from && payoutDay(p) <= to);
  const inTarget = (amount: number, code: string) => {
    const from = rates.get(code);
    return from ? convertMinor(amount, from, target) : 0;
  };
  let paid = 0;
  let upcoming = 0;
  const months = new Map<string, { paid: number; upcoming: number }>();
  for (const p of items) {
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
    from: from <= to ? from : to,
    to,
    paid,
    upcoming,
    by_month: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v })),
    payouts: items,
    payout_method: { provider: 'test_mode', label: 'Test-mode bank account •••• 6789' },
  };
}
