import type { Db } from '../../db/client';
import { csvLine, decimal } from './csv';
import { statement } from './statement';

const bookingCode = (id: number) => `RS-${String(id).padStart(6, '0')}`;

/**
 * Earnings as CSV: one row per payout (one per booking), amounts in the listing's currency and
 * converted to `currency`, and a last "Total" row whose converted payout equals the earnings
 * screen's paid + upcoming for the same days.
 */
export async function earningsCsv(db: Db, hostId: number, from: string, to: string, currency: string) {
  const s = await statement(db, hostId, from, to, currency);
  const digitsOf = (code: string) => s.rates.get(code)?.minorDigits ?? 2;
  const money = (minor: number) => decimal(minor, s.minorDigits);
  const lines = [
    csvLine([
      'Date',
      'Status',
      'Booking',
      'Listing',
      'Guest',
      'Check-in',
      'Nights',
      'Gross',
      'Host fee',
      'Payout',
      'Currency',
      `Gross (${s.currency})`,
      `Host fee (${s.currency})`,
      `Payout (${s.currency})`,
      // Co-hosting (docs/adr/0077): whose payout the row is, and what the owner's gave to co-hosts.
      'Role',
      'Co-host share',
      `Co-host share (${s.currency})`,
    ]),
  ];
  const total = { gross: 0, hostFee: 0, cohostShare: 0, amount: 0 };
  for (const r of s.items) {
    const d = digitsOf(r.currency);
    lines.push(
      csvLine([
        r.date,
        r.status,
        bookingCode(r.bookingId),
        r.listingTitle,
        r.guestName ?? 'Former user',
        r.checkin,
        r.nights,
        decimal(r.gross, d),
        decimal(r.hostFee, d),
        decimal(r.amount, d),
        r.currency,
        money(r.converted.gross),
        money(r.converted.hostFee),
        money(r.converted.amount),
        r.role === 'cohost' ? 'co-host' : 'host',
        decimal(r.cohostShare, d),
        money(r.converted.cohostShare),
      ]),
    );
    total.gross += r.converted.gross;
    total.hostFee += r.converted.hostFee;
    total.cohostShare += r.converted.cohostShare;
    total.amount += r.converted.amount;
  }
  lines.push(
    csvLine([
      'Total',
      '',
      '',
      '',
      '',
      '',
      s.items.reduce((n, r) => n + r.nights, 0),
      '',
      '',
      '',
      '',
      money(total.gross),
      money(total.hostFee),
      money(total.amount),
      '',
      '',
      money(total.cohostShare),
    ]),
  );
  // A byte-order mark makes spreadsheet programs read the file as UTF-8 (accented titles).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
