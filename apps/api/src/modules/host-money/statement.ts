import { convertMinor, countDays } from '@roamstead/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, currencies, listings, payouts, users } from '../../db/schema';
import { badRequest } from '../../platform/errors';

export interface StatementRow {
  payoutId: number;
  bookingId: number;
  /** The day the earnings screen files it under: paid, else scheduled (UTC). */
  date: string;
  status: 'scheduled' | 'paid';
  /** The owner's payout, or a co-host's share of the owner's. */
  role: 'host' | 'cohost';
  listingTitle: string;
  guestName: string | null;
  checkin: string | null;
  nights: number;
  /** Listing currency, minor units. */
  gross: number;
  hostFee: number;
  /** What the owner's payout gave to co-hosts. */
  cohostShare: number;
  amount: number;
  currency: string;
  /** The same amounts in the statement's currency. */
  converted: { gross: number; hostFee: number; cohostShare: number; amount: number };
}

/**
 * A host's payouts dated within `[from, to]` (inclusive days), cancelled ones left out, oldest
 * first, each converted to `currency` the way the earnings screen converts it (per payout, at the
 * stored rates), so sums match the screen.
 */
export async function statement(db: Db, hostId: number, from: string, to: string, currency: string) {
  const rates = new Map((await db.select().from(currencies)).map((c) => [c.code, c]));
  const target = rates.get(currency);
  if (!target) throw badRequest('Unknown currency.', { currency: ['Unknown currency.'] });
  const dated = sql<string>`to_char(coalesce(${payouts.paidAt}, ${payouts.scheduledFor}) at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      p: payouts,
      date: dated,
      title: listings.title,
      storedTitle: bookings.listingTitle,
      guestName: users.firstName,
      checkin: bookings.checkin,
      checkout: bookings.checkout,
    })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .leftJoin(listings, eq(listings.id, bookings.listingId))
    .leftJoin(users, eq(users.id, bookings.guestId))
    .where(
      and(
        eq(payouts.hostId, hostId),
        ne(payouts.status, 'cancelled'),
        sql`${dated} >= ${from}`,
        sql`${dated} <= ${to}`,
      ),
    )
    .orderBy(asc(dated), asc(payouts.id));
  const convert = (amount: number, code: string) => {
    const rate = rates.get(code);
    return rate ? convertMinor(amount, rate, target) : 0;
  };
  const items: StatementRow[] = rows.map((r) => ({
    payoutId: r.p.id,
    bookingId: r.p.bookingId,
    date: r.date,
    status: r.p.status === 'paid' ? 'paid' : 'scheduled',
    role: r.p.role,
    listingTitle: r.title ?? r.storedTitle,
    guestName: r.guestName,
    checkin: r.checkin,
    nights: r.checkin && r.checkout ? countDays(r.checkin, r.checkout) : 0,
    gross: r.p.gross,
    hostFee: r.p.hostFee,
    cohostShare: r.p.cohostShare,
    amount: r.p.amount,
    currency: r.p.currency,
    converted: {
      gross: convert(r.p.gross, r.p.currency),
      hostFee: convert(r.p.hostFee, r.p.currency),
      cohostShare: convert(r.p.cohostShare, r.p.currency),
      amount: convert(r.p.amount, r.p.currency),
    },
  }));
  return { items, currency: target.code, minorDigits: target.minorDigits, rates };
}
