import {
  BOOKING_MESSAGES,
  DATE_CHANGE_MESSAGES,
  DATE_CHANGE_TTL_HOURS,
  type DateChange,
  type DateChangeQuote,
  PAYOUT_DELAY_HOURS,
  type Quote,
  type requestDateChangeSchema,
} from '@roamstead/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingChanges,
  bookings,
  currencies,
  listingHolds,
  listings,
  notifications,
  payments,
  payouts,
} from '../../db/schema';
import { EXCLUSION_VIOLATION, isUniqueViolation, retryOnDeadlock, sqlState } from '../../platform/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { notify } from '../notifications';
import { type BookingRow, type BookingsContext, HOUR_MS, money } from './context';
import { stayRange } from './dates';
import { payoutValues } from './ledger';
import { formatMoney } from './notices';
import type { BookingQueries } from './queries';
import type { Quotes } from './quotes';
import { heldUntil } from './stay-rules';

type ChangeRow = typeof bookingChanges.$inferSelect;
type RequestBody = z.output<typeof requestDateChangeSchema>;

const day = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const stayText = (checkin: string, checkout: string, guests: number) =>
  `${day(checkin)} – ${day(checkout)}, ${guests} guest${guests === 1 ? '' : 's'}`;

const toChange = (c: ChangeRow): DateChange => ({
  id: c.id,
  booking_id: c.bookingId,
  state: c.state,
  checkin: c.checkin,
  checkout: c.checkout,
  guests: c.guests,
  previous: { checkin: c.previousCheckin, checkout: c.previousCheckout, guests: c.previousGuests },
  total: money(c.totalAmount, c.currency),
  previous_total: money(c.previousTotal, c.currency),
  difference: money(c.totalAmount - c.previousTotal, c.currency),
  message: c.message,
  expires_at: c.expiresAt.toISOString(),
  created_at: c.createdAt.toISOString(),
  answered_at: c.answeredAt?.toISOString() ?? null,
});

/**
 * Date and party changes of confirmed home stays (docs/adr/0067): the guest asks with the new price
 * and the difference; the host accepts or declines (instant-book homes accept at once when the
 * nights are free). Acceptance moves the booking's hold, its totals and payout, and charges or
 * refunds the difference, in one transaction whose hold insert the exclusion constraint guards.
 */
export function dateChanges(ctx: BookingsContext, quotes: Quotes, queries: BookingQueries) {
  const { db, provider, now, outbox, events } = ctx;

  async function changeable(userId: number, bookingId: number) {
    const { b, viewer } = await queries.own(userId, bookingId);
    if (viewer !== 'guest') throw forbidden(DATE_CHANGE_MESSAGES.guestOnly);
    if (b.state !== 'accepted' || !b.checkin || !b.checkout || b.listingId === null || b.startsAt <= now()) {
      throw conflict(DATE_CHANGE_MESSAGES.notChangeable);
    }
    return b;
  }

  /** The new quote for `input` on `b`'s listing in `b`'s currency, its own nights counting as free. */
  async function priceChange(
    b: BookingRow,
    input: { checkin: string; checkout: string; guests: number; infants: number; pets: number },
  ) {
    const old = b.quote as Quote;
    if (
      input.checkin === b.checkin &&
      input.checkout === b.checkout &&
      input.guests === b.guests &&
      input.infants === (old.infants ?? 0) &&
      input.pets === (old.pets ?? 0)
    ) {
      throw new AppError(400, 'VALIDATION_ERROR', DATE_CHANGE_MESSAGES.nothingChanged, {
        checkin: [DATE_CHANGE_MESSAGES.nothingChanged],
      });
    }
    const row = await quotes.bookableListing(b.listingId as number);
    const priced = await quotes.price({ listing_id: row.listing.id, currency: b.currency, ...input }, row, {
      exceptBooking: b.id,
    });
    return { ...priced, listing: row.listing };
  }

  async function notice(userId: number | null, title: string, body: string, link: string, opts = {}) {
    if (userId !== null) await notify(db, userId, { kind: 'booking_update', title, body, link, ...opts }, outbox);
  }
  const tripLink = (id: number) => `/dashboard/guest/trips/${id}`;
  const hostLink = (b: BookingRow) => `/dashboard/host/calendar?listing=${b.listingId}&booking=${b.id}`;

  async function moneyText(amount: number, currency: string) {
    const [c] = await db.select().from(currencies).where(eq(currencies.code, currency));
    return formatMoney(Math.abs(amount), currency, c?.minorDigits);
  }

  /**
   * Applies an accepted change in one transaction: the request (still pending), the booking (still
   * confirmed), its hold moved (the exclusion constraint refuses taken nights), its totals and payout,
   * and the money: the held extra captured, or the difference refunded on the original payment.
   */
  async function apply(change: ChangeRow) {
    const diff = change.totalAmount - change.previousTotal;
    try {
      return await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const at = now();
          const [c] = await tx
            .update(bookingChanges)
            .set({ state: 'accepted', answeredAt: at })
            .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.state, 'pending')))
            .returning();
          if (!c) throw conflict(DATE_CHANGE_MESSAGES.notPending);
          const quote = c.quote as Quote;
          const [b] = await tx
            .update(bookings)
            .set({
              checkin: c.checkin,
              checkout: c.checkout,
              guests: c.guests,
              quote,
              totalAmount: c.totalAmount,
              hostGross: c.hostGross,
              startsAt: c.startsAt,
            })
            .where(and(eq(bookings.id, c.bookingId), eq(bookings.state, 'accepted')))
            .returning();
          if (!b || b.listingId === null) throw conflict(DATE_CHANGE_MESSAGES.notChangeable);
          await tx
            .delete(listingHolds)
            .where(and(eq(listingHolds.bookingId, b.id), eq(listingHolds.reason, 'booking')));
          const [rules] = await tx
            .select({ preparationNights: listings.preparationNights })
            .from(listings)
            .where(eq(listings.id, b.listingId));
          await tx.insert(listingHolds).values({
            listingId: b.listingId,
            stay: stayRange(c.checkin, heldUntil(c.checkout, { preparationNights: rules?.preparationNights ?? 0 })),
            reason: 'booking',
            bookingId: b.id,
          });
          if (diff > 0 && c.authorization) {
            const reference = await provider.capture({
              authorization: c.authorization,
              amount: diff,
              currency: c.currency,
              idempotencyKey: `change:${c.id}:capture`,
            });
            await tx.insert(payments).values({
              bookingId: b.id,
              kind: 'change_charge',
              amount: diff,
              currency: c.currency,
              provider: provider.name,
              reference,
            });
          } else if (diff < 0) {
            const [auth] = await tx
              .select()
              .from(payments)
              .where(and(eq(payments.bookingId, b.id), eq(payments.kind, 'authorization')));
            if (!auth) throw new Error(`Booking ${b.id} has no authorisation`);
            const reference = await provider.refund({
              authorization: auth.reference,
              amount: -diff,
              currency: c.currency,
              idempotencyKey: `change:${c.id}:refund`,
            });
            await tx.insert(payments).values({
              bookingId: b.id,
              kind: 'refund',
              amount: -diff,
              currency: c.currency,
              provider: provider.name,
              reference,
            });
          }
          // The payout follows the new total, split again with the co-hosts' shares.
          const [scheduled] = await tx
            .select({ id: payouts.id })
            .from(payouts)
            .where(and(eq(payouts.bookingId, b.id), eq(payouts.role, 'host'), eq(payouts.status, 'scheduled')));
          if (scheduled && b.hostId !== null) {
            const scheduledFor = new Date(c.startsAt.getTime() + PAYOUT_DELAY_HOURS * HOUR_MS);
            const [owner, ...cohosts] = await payoutValues(tx, { ...b, hostId: b.hostId }, c.hostGross, scheduledFor);
            await tx
              .delete(payouts)
              .where(and(eq(payouts.bookingId, b.id), eq(payouts.role, 'cohost'), eq(payouts.status, 'scheduled')));
            if (owner) {
              const { gross, hostFee, cohostShare, amount } = owner;
              await tx
                .update(payouts)
                .set({ gross, hostFee, cohostShare, amount, scheduledFor })
                .where(eq(payouts.id, scheduled.id));
            }
            if (cohosts.length > 0) await tx.insert(payouts).values(cohosts).onConflictDoNothing();
          }
          return { c, b };
        }),
      );
    } catch (err) {
      if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(DATE_CHANGE_MESSAGES.nightsTaken);
      throw err;
    }
  }

  /** Lets a held extra go when the change will not happen. */
  async function releaseHold(change: ChangeRow) {
    if (!change.authorization) return;
    await provider
      .void({ authorization: change.authorization, idempotencyKey: `change:${change.id}:void` })
      .catch((err) => ctx.log.error({ err, change: change.id }, 'releasing a date change authorisation failed'));
  }

  /** The host's Approve/Decline in the bell shows the outcome once the request is answered anywhere. */
  async function settleBell(changeId: number, approved: boolean) {
    await db
      .update(notifications)
      .set({ actionStatus: approved ? 'approved' : 'declined' })
      .where(
        and(
          eq(notifications.kind, 'booking_change'),
          eq(notifications.subjectId, changeId),
          eq(notifications.actionStatus, 'pending'),
        ),
      );
  }

  /** Closes a pending change as declined or expired (conditional: one closer wins). */
  async function close(change: ChangeRow, state: 'declined' | 'expired' | 'withdrawn', settle = true) {
    const [closed] = await db
      .update(bookingChanges)
      .set({ state, answeredAt: now() })
      .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.state, 'pending')))
      .returning();
    if (!closed) return null;
    await releaseHold(closed);
    if (settle) await settleBell(closed.id, false);
    return closed;
  }

  async function accepted(c: ChangeRow, b: BookingRow, auto: boolean, settle = true) {
    if (settle) await settleBell(c.id, true);
    const diff = c.totalAmount - c.previousTotal;
    const amount = await moneyText(diff, c.currency);
    const moneyNote = diff > 0 ? ` ${amount} was charged.` : diff < 0 ? ` ${amount} is refunded.` : '';
    const stay = `${b.listingTitle}, ${stayText(c.checkin, c.checkout, c.guests)}`;
    await notice(b.guestId, 'Change confirmed', `Your trip is now ${stay}.${moneyNote}`, tripLink(b.id));
    await notice(
      b.hostId,
      auto ? 'Reservation changed' : 'Change accepted',
      `The reservation is now ${stay}.`,
      hostLink(b),
    );
    await events.emit('booking.rescheduled', {
      booking: b,
      from: auto ? b.guestId : b.hostId,
      text: auto
        ? `Changed the stay to ${stayText(c.checkin, c.checkout, c.guests)}.`
        : `Accepted the change to ${stayText(c.checkin, c.checkout, c.guests)}.`,
    });
  }

  async function pendingOf(bookingId: number) {
    const [c] = await db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.state, 'pending')));
    return c;
  }

  return {
    async quote(userId: number, bookingId: number, input: Parameters<typeof priceChange>[1]): Promise<DateChangeQuote> {
      const b = await changeable(userId, bookingId);
      const { quote, listing } = await priceChange(b, input);
      return {
        quote,
        previous_total: money(b.totalAmount, b.currency),
        difference: money(quote.total.amount - b.totalAmount, b.currency),
        instant: listing.instantBook,
      };
    },

    async request(userId: number, bookingId: number, body: RequestBody) {
      const b = await changeable(userId, bookingId);
      if (await pendingOf(b.id)) throw conflict(DATE_CHANGE_MESSAGES.alreadyPending);
      const { quote, priced, startsAt, listing } = await priceChange(b, body);
      const diff = quote.total.amount - b.totalAmount;
      if (body.quoted_difference.amount !== diff || body.quoted_difference.currency !== b.currency) {
        throw conflict(DATE_CHANGE_MESSAGES.priceChanged, { quoted_difference: [DATE_CHANGE_MESSAGES.priceChanged] });
      }
      let authorization: string | null = null;
      if (diff > 0) {
        if (!body.card_number) {
          throw new AppError(400, 'VALIDATION_ERROR', DATE_CHANGE_MESSAGES.cardNeeded, {
            card_number: [DATE_CHANGE_MESSAGES.cardNeeded],
          });
        }
        const auth = await provider.authorize({
          amount: diff,
          currency: b.currency,
          cardNumber: body.card_number,
          idempotencyKey: `change:${b.id}:${now().getTime()}:${Math.random()}`,
        });
        if (!auth.ok) {
          if (auth.failure === 'declined') {
            throw new AppError(422, 'UNPROCESSABLE', BOOKING_MESSAGES.cardDeclined, {
              card_number: [BOOKING_MESSAGES.cardDeclined],
            });
          }
          throw new AppError(503, 'SERVICE_UNAVAILABLE', BOOKING_MESSAGES.processorUnavailable, undefined, 1);
        }
        authorization = auth.reference;
      }
      const created = now();
      const old = { checkin: b.checkin as string, checkout: b.checkout as string };
      let change: ChangeRow;
      try {
        const [row] = await db
          .insert(bookingChanges)
          .values({
            bookingId: b.id,
            checkin: body.checkin,
            checkout: body.checkout,
            guests: body.guests,
            previousCheckin: old.checkin,
            previousCheckout: old.checkout,
            previousGuests: b.guests,
            quote,
            totalAmount: quote.total.amount,
            previousTotal: b.totalAmount,
            currency: b.currency,
            hostGross: priced.hostGross,
            startsAt,
            authorization,
            message: body.message,
            // The host answers within a day, and before the stay would start.
            expiresAt: new Date(
              Math.min(created.getTime() + DATE_CHANGE_TTL_HOURS * HOUR_MS, startsAt.getTime(), b.startsAt.getTime()),
            ),
            createdAt: created,
          })
          .returning();
        if (!row) throw new Error('change not inserted');
        change = row;
      } catch (err) {
        if (authorization) await releaseHold({ id: 0, authorization } as ChangeRow);
        if (isUniqueViolation(err)) throw conflict(DATE_CHANGE_MESSAGES.alreadyPending);
        throw err;
      }

      if (listing.instantBook) {
        try {
          const done = await apply(change);
          await accepted(done.c, done.b, true);
          return toChange(done.c);
        } catch (err) {
          // Taken meanwhile (or the stay changed): the request is declined at once, the hold let go.
          await close(change, 'declined');
          throw err;
        }
      }
      const stay = `${b.listingTitle}: ${stayText(old.checkin, old.checkout, b.guests)} → ${stayText(change.checkin, change.checkout, change.guests)}`;
      const amount = await moneyText(diff, b.currency);
      const priceNote =
        diff > 0 ? ` The guest pays ${amount} more.` : diff < 0 ? ` The guest is refunded ${amount}.` : '';
      await notify(
        db,
        b.hostId as number,
        {
          kind: 'booking_change',
          title: 'Date change request',
          body: `The guest asks to change ${stay}.${priceNote} Answer within 24 hours.`,
          link: hostLink(b),
          actionable: true,
          subjectId: change.id,
        },
        outbox,
      );
      await notice(
        b.guestId,
        'Change requested',
        `Your request to change ${stay} was sent to the host.`,
        tripLink(b.id),
      );
      await events.emit('booking.rescheduled', {
        booking: b,
        from: b.guestId,
        text: `Asked to change the stay to ${stayText(change.checkin, change.checkout, change.guests)}.${body.message ? ` ${body.message}` : ''}`,
      });
      return toChange(change);
    },

    /** The host's answer (also the bell's Approve/Decline, which settles its own item). */
    async answer(userId: number, changeId: number, accept: boolean, opts: { fromNotification?: boolean } = {}) {
      const settle = !opts.fromNotification;
      const [change] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, changeId));
      if (!change) throw notFound();
      const { b, viewer } = await queries.own(userId, change.bookingId);
      if (viewer !== 'host') throw forbidden(DATE_CHANGE_MESSAGES.hostOnly);
      if (change.state !== 'pending') throw conflict(DATE_CHANGE_MESSAGES.notPending);
      if (accept) {
        const done = await apply(change);
        await accepted(done.c, done.b, false, settle);
        return toChange(done.c);
      }
      const closed = await close(change, 'declined', settle);
      if (!closed) throw conflict(DATE_CHANGE_MESSAGES.notPending);
      await notice(
        b.guestId,
        'Change declined',
        `The host declined your change to ${b.listingTitle}. Your trip stays as booked; nothing was charged.`,
        tripLink(b.id),
      );
      await events.emit('booking.rescheduled', {
        booking: b,
        from: b.hostId,
        text: `Declined the change to ${stayText(change.checkin, change.checkout, change.guests)}. The stay stays as booked.`,
      });
      return toChange(closed);
    },

    /** The guest takes back a request the host has not answered; a held extra is let go. */
    async withdraw(userId: number, changeId: number) {
      const [change] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, changeId));
      if (!change) throw notFound();
      const { b, viewer } = await queries.own(userId, change.bookingId);
      if (viewer !== 'guest') throw forbidden(DATE_CHANGE_MESSAGES.guestOnly);
      const closed = await close(change, 'withdrawn');
      if (!closed) throw conflict(DATE_CHANGE_MESSAGES.notPending);
      await notice(
        b.hostId,
        'Change request withdrawn',
        `The guest withdrew the change to ${b.listingTitle}. The reservation stays as booked.`,
        hostLink(b),
      );
      return toChange(closed);
    },

    /** A booking's change requests, newest first: its guest and host only. */
    async list(userId: number, bookingId: number) {
      await queries.own(userId, bookingId, 'reservations');
      const rows = await db
        .select()
        .from(bookingChanges)
        .where(eq(bookingChanges.bookingId, bookingId))
        .orderBy(desc(bookingChanges.id))
        .limit(20);
      return rows.map(toChange);
    },

    /** Requests past their time expire (from the sweep); the guest is told. */
    async expire() {
      const due = await db
        .select()
        .from(bookingChanges)
        .where(and(eq(bookingChanges.state, 'pending'), lte(bookingChanges.expiresAt, now())));
      for (const change of due) {
        const closed = await close(change, 'expired');
        if (!closed) continue;
        const [b] = await db.select().from(bookings).where(eq(bookings.id, change.bookingId));
        if (!b) continue;
        await notice(
          b.guestId,
          'Change request expired',
          `The host did not answer your change to ${b.listingTitle} in time. Your trip stays as booked; nothing was charged.`,
          tripLink(b.id),
        );
      }
    },
  };
}

export type DateChanges = ReturnType<typeof dateChanges>;
