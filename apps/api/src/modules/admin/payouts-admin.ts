import {
  ADMIN_PAGE_SIZE,
  type AdminPayout,
  type AdminPayoutPage,
  type AdminPayoutStatus,
  type FailedPaymentPage,
  minorDigits,
} from '@roamstead/contract';
import { and, desc, eq, exists, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, listings, paymentFailures, payouts, userSuspensions, users } from '../../db/schema';
import { csvLine, decimal } from '../host-money';

const money = (amount: number, currency: string) => ({ amount, currency });
const code = (id: number) => `RS-${String(id).padStart(6, '0')}`;
/** Rows one CSV export holds at most (newest first). */
const EXPORT_LIMIT = 50_000;

/**
 * Host payouts as finance sees them (docs/adr/0075): scheduled ones are pending, or held while the
 * host is suspended (the sweep does not release them); paid ones are released. Cancelled payouts
 * (a fully refunded stay) are not money owed, so they are left out.
 */
export function payoutsAdmin(db: Db) {
  const suspended = exists(
    db.select({ one: sql`1` }).from(userSuspensions).where(eq(userSuspensions.userId, payouts.hostId)),
  );
  const statusWhere: Record<AdminPayoutStatus, SQL | undefined> = {
    pending: and(eq(payouts.status, 'scheduled'), not(suspended)),
    held: and(eq(payouts.status, 'scheduled'), suspended),
    released: eq(payouts.status, 'paid'),
  };

  async function rows(status: AdminPayoutStatus | undefined, before: number | undefined, limit: number) {
    const found = await db
      .select({
        p: payouts,
        held: sql<boolean>`${suspended}`,
        title: listings.title,
        storedTitle: bookings.listingTitle,
        first: users.firstName,
        last: users.lastName,
        email: users.email,
      })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(users, eq(users.id, payouts.hostId))
      .where(
        and(
          status ? statusWhere[status] : sql`${payouts.status} <> 'cancelled'`,
          before ? lt(payouts.id, before) : undefined,
        ),
      )
      .orderBy(desc(payouts.id))
      .limit(limit);
    return found.map(
      (r): AdminPayout => ({
        id: r.p.id,
        booking_id: r.p.bookingId,
        booking_code: code(r.p.bookingId),
        listing_title: r.title ?? r.storedTitle,
        host: r.email === null ? null : { id: r.p.hostId, name: `${r.first} ${r.last}`.trim(), email: r.email },
        role: r.p.role,
        gross: money(r.p.gross, r.p.currency),
        host_fee: money(r.p.hostFee, r.p.currency),
        amount: money(r.p.amount, r.p.currency),
        status: r.p.status === 'paid' ? 'released' : r.held ? 'held' : 'pending',
        scheduled_for: r.p.scheduledFor.toISOString(),
        paid_at: r.p.paidAt?.toISOString() ?? null,
      }),
    );
  }

  return {
    async list(status: AdminPayoutStatus | undefined, before: number | undefined): Promise<AdminPayoutPage> {
      const found = await rows(status, before, ADMIN_PAGE_SIZE + 1);
      const items = found.slice(0, ADMIN_PAGE_SIZE);
      return { items, next_before: found.length > ADMIN_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },

    /** The same rows as CSV, amounts as decimals in each payout's currency. */
    async csv(status: AdminPayoutStatus | undefined): Promise<string> {
      const found = await rows(status, undefined, EXPORT_LIMIT);
      const lines = [
        csvLine([
          'Payout',
          'Status',
          'Booking',
          'Listing',
          'Host',
          'Host e-mail',
          // Co-hosting (docs/adr/0077): the owner's payout or a co-host's share, as in hosts' exports.
          'Role',
          'Gross',
          'Host fee',
          'Payout amount',
          'Currency',
          'Scheduled for',
          'Released at',
        ]),
      ];
      for (const p of found) {
        const d = minorDigits(p.amount.currency);
        lines.push(
          csvLine([
            p.id,
            p.status,
            p.booking_code,
            p.listing_title,
            p.host?.name ?? '',
            p.host?.email ?? '',
            p.role === 'cohost' ? 'co-host' : 'host',
            decimal(p.gross.amount, d),
            decimal(p.host_fee.amount, d),
            decimal(p.amount.amount, d),
            p.amount.currency,
            p.scheduled_for,
            p.paid_at,
          ]),
        );
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    /** Card payments refused or not reached when guests booked, newest first. */
    async failed(before: number | undefined): Promise<FailedPaymentPage> {
      const found = await db
        .select({ f: paymentFailures, first: users.firstName, last: users.lastName, email: users.email })
        .from(paymentFailures)
        .leftJoin(users, eq(users.id, paymentFailures.guestId))
        .where(before ? lt(paymentFailures.id, before) : undefined)
        .orderBy(desc(paymentFailures.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const items = found.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
        id: r.f.id,
        guest:
          r.f.guestId === null || r.email === null
            ? null
            : { id: r.f.guestId, name: `${r.first} ${r.last}`.trim(), email: r.email },
        listing: { id: r.f.listingId, title: r.f.listingTitle },
        amount: money(r.f.amount, r.f.currency),
        failure: r.f.failure,
        created_at: r.f.createdAt.toISOString(),
      }));
      return { items, next_before: found.length > ADMIN_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null };
    },
  };
}
