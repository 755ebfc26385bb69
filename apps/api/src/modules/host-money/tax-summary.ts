import type { TaxSummary } from '@roamstead/contract';
import type { Db } from '../../db/client';
import { type StatementRow, statement } from './statement';

const empty = () => ({ bookings: 0, nights: 0, gross: 0, host_fee: 0, net: 0 });
type Totals = ReturnType<typeof empty>;

const add = (t: Totals, r: StatementRow) => {
  t.bookings += 1;
  t.nights += r.nights;
  t.gross += r.converted.gross;
  t.host_fee += r.converted.hostFee;
  t.net += r.converted.amount;
};

/** A calendar year of payouts (by the day each is paid, else due), per listing and month, for taxes. */
export async function taxSummary(db: Db, hostId: number, year: number, currency: string): Promise<TaxSummary> {
  const s = await statement(db, hostId, `${year}-01-01`, `${year}-12-31`, currency);
  const totals = { ...empty(), paid: 0, upcoming: 0 };
  const byListing = new Map<string, Totals>();
  const byMonth = new Map<string, Totals>();
  for (const r of s.items) {
    add(totals, r);
    if (r.status === 'paid') totals.paid += r.converted.amount;
    else totals.upcoming += r.converted.amount;
    const listing = byListing.get(r.listingTitle) ?? empty();
    add(listing, r);
    byListing.set(r.listingTitle, listing);
    const month = r.date.slice(0, 7);
    const m = byMonth.get(month) ?? empty();
    add(m, r);
    byMonth.set(month, m);
  }
  return {
    year,
    currency: s.currency,
    totals,
    by_listing: [...byListing.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([listing_title, t]) => ({ listing_title, ...t })),
    by_month: [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, t]) => ({ month, ...t })),
  };
}
