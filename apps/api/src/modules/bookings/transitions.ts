import {
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  type BookingEvent,
  type BookingTransition,
  nextState,
} from '@roamstead/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { bookingStateChanges, bookings, currencies, payments, payouts } from '../../db/schema';
import { retryOnDeadlock } from '../../platform/db-errors';
import { conflict, notFound } from '../../platform/errors';
import type { BookingRow, BookingsContext, Tx } from './context';
import type { Ledger } from './ledger';
import { type bookingNotices, formatMoney } from './notices';
import { payoutSplit } from './pricing';

/** The transitions fired on an existing booking (creation is `create.ts`). */
export type FiredEvent = Exclude<BookingEvent, 'request' | 'instant_book'>;

type Refund = { percent: number; amount: number };
type MoneyStep = (
  tx: Tx,
  row: BookingRow,
  event: FiredEvent,
  startsAt: Date,
  refundAmount?: number,
) => Promise<Refund | null>;

export interface FireOptions {
  fromNotification?: boolean;
  /** Support's refund (guest currency, minor units) instead of the policy's; checked by the caller. */
  refundAmount?: number;
  /** Runs inside the transition's transaction after its effects (the console's audit entry). */
  within?: (tx: Tx, row: BookingRow, refund: Refund | null) => Promise<void>;
}

/** The answers that end the host's Approve/Decline in the bell, keyed by transition. */
const SETTLES_REQUEST: Record<FiredEvent, boolean> = {
  accept: true,
  decline: true,
  expire: true,
  withdraw: true,
  cancel_by_guest: false,
  cancel_by_host: false,
  complete: false,
  cancel_by_support: false,
  decline_by_support: true,
};

/**
 * Fires transitions on existing bookings. The transition table is the contract's
 * BOOKING_TRANSITIONS (from, to, actor, money and calendar effect per transition); this file applies
 * it: the state change with its calendar and money effects in one transaction, then notices and
 * the `booking.changed` event after commit.
 */
export function transitions(ctx: BookingsContext, ledger: Ledger, notices: ReturnType<typeof bookingNotices>) {
  const { db, provider, now, events } = ctx;

  /**
   * Each money effect the contract's BOOKING_TRANSITIONS names, as applied inside the transition's
   * transaction. Authorising belongs to creation (`create.ts`).
   */
  const money: Record<BookingTransition['money'], MoneyStep | null> = {
    authorize: null,
    authorize_and_capture: null,
    none: async () => null,
    capture: async (tx, row, _event, startsAt) => {
      await ledger.capture(tx, row, startsAt);
      return null;
    },
    void: async (tx, row, event) => {
      const auth = await ledger.authorizationOf(tx, row.id);
      const reference = await provider.void({
        authorization: auth.reference,
        idempotencyKey: `booking:${row.id}:${event}`,
      });
      await tx.insert(payments).values({
        bookingId: row.id,
        kind: 'void',
        amount: auth.amount,
        currency: auth.currency,
        provider: provider.name,
        reference,
      });
      return null;
    },
    refund: async (tx, row, event, startsAt, refundAmount) => {
      // A paid-out stay is never refunded as well (a cancel racing the payout sweep).
      const [paid] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.bookingId, row.id), eq(payouts.status, 'paid')));
      if (paid) throw conflict(BOOKING_MESSAGES.stayStarted);
      const refund =
        refundAmount === undefined ? ledger.refundFor(row, event, startsAt) : ledger.partialRefund(row, refundAmount);
      if (refund.amount > 0) {
        const auth = await ledger.authorizationOf(tx, row.id);
        const reference = await provider.refund({
          authorization: auth.reference,
          amount: refund.amount,
          currency: row.currency,
          idempotencyKey: `booking:${row.id}:${event}`,
        });
        await tx.insert(payments).values({
          bookingId: row.id,
          kind: 'refund',
          amount: refund.amount,
          currency: row.currency,
          provider: provider.name,
          reference,
        });
        await tx.update(bookings).set({ refundedAmount: refund.amount }).where(eq(bookings.id, row.id));
      }
      // The host keeps the share of the nights the guest is not refunded, less the host fee; a
      // refund of any amount keeps the same share of the stay's total.
      const kept =
        refundAmount === undefined
          ? Math.floor((row.hostGross * (100 - refund.percent)) / 100)
          : row.totalAmount === 0
            ? row.hostGross
            : Math.floor((row.hostGross * (row.totalAmount - refund.amount)) / row.totalAmount);
      const split = payoutSplit(kept);
      await tx
        .update(payouts)
        .set(
          kept > 0
            ? { gross: split.gross, hostFee: split.hostFee, amount: split.amount }
            : { status: 'cancelled', gross: 0, hostFee: 0, amount: 0 },
        )
        .where(and(eq(payouts.bookingId, row.id), eq(payouts.status, 'scheduled')));
      return refund;
    },
  };

  /**
   * Fires one transition: a conditional UPDATE on the expected states (so two racing answers
   * cannot both win), then the calendar and money effects of the transition, in one transaction;
   * notices and the `booking.changed` event go out after commit.
   */
  async function fire(bookingId: number, event: FiredEvent, opts: FireOptions = {}) {
    const t = BOOKING_TRANSITIONS[event];
    const [before] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!before) throw notFound();
    const startsAt = before.startsAt;
    let refund: Refund | null = null;
    const after = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ state: t.to, stateChangedAt: now() })
          .where(and(eq(bookings.id, bookingId), inArray(bookings.state, [...(t.from ?? [])])))
          .returning();
        if (!row) {
          const [current] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, bookingId));
          const check = nextState(current?.state ?? before.state, event, t.actor);
          throw conflict(check.ok ? 'This booking changed meanwhile. Please reload it.' : check.message);
        }
        if (t.calendar === 'release') await ledger.release(tx, row);
        const step = money[t.money];
        if (!step) throw new Error(`${event} cannot be fired on an existing booking`);
        refund = await step(tx, row, event, startsAt, opts.refundAmount);
        await tx
          .insert(bookingStateChanges)
          .values({ bookingId, fromState: before.state, toState: t.to, event, actor: t.actor, at: row.stateChangedAt });
        await opts.within?.(tx, row, refund);
        return row;
      }),
    );
    if (SETTLES_REQUEST[event] && !opts.fromNotification) {
      await notices.settleRequestNotice(bookingId, event === 'accept');
    }
    let refundText: string | undefined;
    if (t.money === 'refund') {
      const [guestCurrency] = await db.select().from(currencies).where(eq(currencies.code, after.currency));
      refundText = formatMoney((refund as Refund | null)?.amount ?? 0, after.currency, guestCurrency?.minorDigits);
    }
    await notices.announce(event, after, refundText);
    await events.emit('booking.changed', after);
    return after;
  }

  return { fire };
}
