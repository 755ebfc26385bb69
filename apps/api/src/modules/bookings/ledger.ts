import type { BookingEvent, CancellationPolicyId } from '@roamstead/contract';
import { PAYOUT_DELAY_HOURS } from '@roamstead/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experienceSlots, listingHolds, payments, payouts } from '../../db/schema';
import { cohostShares, splitShares } from '../cohosts';
import type { BookingRow, BookingsContext, Tx } from './context';
import { HOUR_MS } from './context';
import { guestRefund, payoutSplit } from './pricing';

/**
 * The payout rows of a booking whose host earns `hostGross`: the owner's, less the shares of the
 * listing's co-hosts, and one per co-host with a share; their amounts add up to the host payout.
 */
export async function payoutValues(
  tx: Tx,
  b: Pick<BookingRow, 'id' | 'listingId' | 'hostCurrency'> & { hostId: number },
  hostGross: number,
  scheduledFor: Date,
): Promise<(typeof payouts.$inferInsert)[]> {
  const split = payoutSplit(hostGross);
  const shares = b.listingId === null ? [] : await cohostShares(tx as unknown as Db, b.listingId);
  const { cuts, ownerAmount } = splitShares(split.amount, shares);
  const common = { bookingId: b.id, currency: b.hostCurrency, scheduledFor };
  return [
    {
      ...common,
      hostId: b.hostId,
      gross: split.gross,
      hostFee: split.hostFee,
      cohostShare: split.amount - ownerAmount,
      amount: ownerAmount,
    },
    ...cuts.map((c) => ({
      ...common,
      hostId: c.userId,
      role: 'cohost' as const,
      gross: c.amount,
      hostFee: 0,
      amount: c.amount,
    })),
  ];
}

/** The calendar and money steps transitions take inside their transaction, and the refund rule. */
export function ledger({ provider, now }: Pick<BookingsContext, 'provider' | 'now'>) {
  async function release(tx: Tx, b: BookingRow) {
    if (b.slotId) {
      await tx
        .update(experienceSlots)
        .set({ seatsTaken: sql`${experienceSlots.seatsTaken} - ${b.guests}` })
        .where(eq(experienceSlots.id, b.slotId));
    } else {
      await tx.delete(listingHolds).where(and(eq(listingHolds.bookingId, b.id), eq(listingHolds.reason, 'booking')));
    }
  }

  async function authorizationOf(tx: Tx, bookingId: number) {
    const [auth] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'authorization')));
    if (!auth) throw new Error(`Booking ${bookingId} has no authorisation`);
    return auth;
  }

  async function capture(tx: Tx, b: BookingRow, checkinAt: Date) {
    const auth = await authorizationOf(tx, b.id);
    const reference = await provider.capture({
      authorization: auth.reference,
      amount: b.totalAmount,
      currency: b.currency,
      idempotencyKey: `booking:${b.id}:capture`,
    });
    await tx.insert(payments).values({
      bookingId: b.id,
      kind: 'capture',
      amount: b.totalAmount,
      currency: b.currency,
      provider: provider.name,
      reference,
    });
    // A deleted host is not paid.
    if (b.hostId === null) return;
    const scheduledFor = new Date(checkinAt.getTime() + PAYOUT_DELAY_HOURS * HOUR_MS);
    const rows = await payoutValues(tx, { ...b, hostId: b.hostId }, b.hostGross, scheduledFor);
    await tx.insert(payouts).values(rows).onConflictDoNothing();
  }

  /** Refund preview for a guest cancelling `b` now (null unless the guest may cancel). */
  function refundFor(b: BookingRow, event: BookingEvent, startsAt: Date) {
    if (event === 'cancel_by_host') return { percent: 100, amount: b.totalAmount };
    const hours = (startsAt.getTime() - now().getTime()) / HOUR_MS;
    return guestRefund(b.cancellationPolicy as CancellationPolicyId, b.totalAmount, hours);
  }

  /** Support's refund of `amount` (checked against what was paid), with its share of the total. */
  function partialRefund(b: BookingRow, amount: number) {
    return { percent: b.totalAmount === 0 ? 0 : Math.round((amount * 100) / b.totalAmount), amount };
  }

  return { release, authorizationOf, capture, refundFor, partialRefund };
}

export type Ledger = ReturnType<typeof ledger>;
