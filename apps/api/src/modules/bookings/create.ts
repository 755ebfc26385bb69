import { createHash, randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  type BookingDetail,
  type BookingEvent,
  type createBookingSchema,
  REQUEST_TTL_HOURS,
} from '@roamstead/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingStateChanges,
  bookings,
  experienceSlots,
  listingHolds,
  paymentFailures,
  payments,
} from '../../db/schema';
import { EXCLUSION_VIOLATION, isUniqueViolation, retryOnDeadlock, sqlState } from '../../platform/db-errors';
import { AppError, conflict, forbidden } from '../../platform/errors';
import type { BookingRow, BookingsContext } from './context';
import { HOUR_MS } from './context';
import { stayRange } from './dates';
import type { Ledger } from './ledger';
import type { bookingNotices } from './notices';
import type { BookingQueries } from './queries';
import type { Quotes } from './quotes';
import { heldUntil } from './stay-rules';

/**
 * Books a stay or seats: validates and prices on the server, refuses a total that differs from the
 * one the guest saw, authorises the card, then in one transaction inserts the booking, holds the
 * nights (exclusion constraint) or takes the seats (conditional UPDATE) and records the payment.
 * A retry with the same Idempotency-Key returns the first booking.
 */
export function bookingCreation(
  ctx: BookingsContext,
  parts: { quotes: Quotes; ledger: Ledger; queries: BookingQueries; notices: ReturnType<typeof bookingNotices> },
) {
  const { db, provider, now, events } = ctx;
  const { quotes, ledger, queries, notices } = parts;
  const { detail } = queries;

  const requestHash = (body: z.output<typeof createBookingSchema>) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          body.listing_id,
          body.checkin ?? null,
          body.checkout ?? null,
          body.slot_id ?? null,
          body.guests,
          body.infants,
          body.pets,
          body.currency,
          body.card_number.slice(-4),
        ]),
      )
      .digest('hex');

  async function replay(guestId: number, key: string, hash: string) {
    const [existing] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.guestId, guestId), eq(bookings.idempotencyKey, key)));
    if (!existing) return null;
    if (existing.requestHash !== hash) {
      throw new AppError(422, 'UNPROCESSABLE', BOOKING_MESSAGES.idempotencyReused, {
        'idempotency-key': [BOOKING_MESSAGES.idempotencyReused],
      });
    }
    return detail(guestId, existing.id);
  }

  async function book(
    guestId: number,
    body: z.output<typeof createBookingSchema>,
    idempotencyKey: string | undefined,
    hash: string,
  ): Promise<BookingDetail> {
    const row = await quotes.bookableListing(body.listing_id);
    const l = row.listing;
    if (l.hostId === guestId) throw forbidden(BOOKING_MESSAGES.ownListing);
    const { quote, priced, slot, startsAt } = await quotes.price(body, row);
    if (body.quoted_total.amount !== quote.total.amount || body.quoted_total.currency !== quote.total.currency) {
      throw conflict(BOOKING_MESSAGES.priceChanged, { quoted_total: [BOOKING_MESSAGES.priceChanged] });
    }
    const key = idempotencyKey ?? randomUUID();
    const authKey = `booking:${guestId}:${key}`;
    const auth = await provider.authorize({
      amount: quote.total.amount,
      currency: quote.total.currency,
      cardNumber: body.card_number,
      idempotencyKey: authKey,
    });
    if (!auth.ok) {
      // Kept for the operators' failed-payments queue; the guest's answer does not wait on it.
      await db
        .insert(paymentFailures)
        .values({
          guestId,
          listingId: l.id,
          listingTitle: l.title,
          amount: quote.total.amount,
          currency: quote.total.currency,
          failure: auth.failure,
        })
        .catch((err) => ctx.log.error({ err }, 'recording a failed payment failed'));
      if (auth.failure === 'declined') {
        throw new AppError(422, 'UNPROCESSABLE', BOOKING_MESSAGES.cardDeclined, {
          card_number: [BOOKING_MESSAGES.cardDeclined],
        });
      }
      throw new AppError(503, 'SERVICE_UNAVAILABLE', BOOKING_MESSAGES.processorUnavailable, undefined, 1);
    }
    const event: BookingEvent = l.instantBook ? 'instant_book' : 'request';
    const t = BOOKING_TRANSITIONS[event];
    const created = now();
    const expiresAt =
      t.to === 'pending'
        ? new Date(
            Math.min(created.getTime() + REQUEST_TTL_HOURS * HOUR_MS, Math.max(startsAt.getTime(), created.getTime())),
          )
        : null;
    let booking: BookingRow;
    try {
      booking = await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const [b] = await tx
            .insert(bookings)
            .values({
              listingId: l.id,
              listingTitle: l.title,
              guestId,
              hostId: l.hostId,
              state: t.to,
              checkin: quote.checkin,
              checkout: quote.checkout,
              slotId: slot?.id ?? null,
              guests: body.guests,
              startsAt,
              quote,
              totalAmount: quote.total.amount,
              currency: quote.total.currency,
              hostGross: priced.hostGross,
              hostCurrency: l.currency,
              cancellationPolicy: l.cancellationPolicy,
              message: body.message,
              idempotencyKey: key,
              requestHash: hash,
              expiresAt,
              createdAt: created,
              stateChangedAt: created,
            })
            .returning();
          if (!b) throw new Error('booking not inserted');
          if (slot) {
            const [taken] = await tx
              .update(experienceSlots)
              .set({ seatsTaken: sql`${experienceSlots.seatsTaken} + ${body.guests}` })
              .where(
                and(
                  eq(experienceSlots.id, slot.id),
                  sql`${experienceSlots.seatsTaken} + ${body.guests} <= ${experienceSlots.capacity}`,
                  sql`${experienceSlots.startsAt} > now()`,
                ),
              )
              .returning({ id: experienceSlots.id });
            if (!taken) throw conflict(BOOKING_MESSAGES.seatsTaken);
          } else if (quote.checkin && quote.checkout) {
            await tx.insert(listingHolds).values({
              listingId: l.id,
              stay: stayRange(quote.checkin, heldUntil(quote.checkout, l)),
              reason: 'booking',
              bookingId: b.id,
            });
          }
          await tx.insert(payments).values({
            bookingId: b.id,
            kind: 'authorization',
            amount: b.totalAmount,
            currency: b.currency,
            provider: provider.name,
            reference: auth.reference,
          });
          if (t.money === 'authorize_and_capture') await ledger.capture(tx, b, startsAt);
          await tx
            .insert(bookingStateChanges)
            .values({ bookingId: b.id, fromState: null, toState: t.to, event, actor: t.actor, at: created });
          return b;
        }),
      );
    } catch (err) {
      // A twin with the same key inserted first: the provider names its authorisation by the
      // same key, so it is the twin's and must stay.
      if (isUniqueViolation(err) && idempotencyKey) throw err;
      await provider
        .void({ authorization: auth.reference, idempotencyKey: `${authKey}:void` })
        .catch((voidErr) => ctx.log.error({ err: voidErr }, 'voiding a failed booking authorisation failed'));
      if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(BOOKING_MESSAGES.datesTaken);
      throw err;
    }
    await notices.announce(event, booking);
    await events.emit('booking.created', booking);
    return detail(guestId, booking.id);
  }
  return {
    async create(
      guestId: number,
      body: z.output<typeof createBookingSchema>,
      idempotencyKey: string | undefined,
    ): Promise<{ booking: BookingDetail; replayed: boolean }> {
      const hash = requestHash(body);
      if (idempotencyKey) {
        const earlier = await replay(guestId, idempotencyKey, hash);
        if (earlier) return { booking: earlier, replayed: true };
      }
      try {
        return { booking: await book(guestId, body, idempotencyKey, hash), replayed: false };
      } catch (err) {
        // A twin request with the same key won the race meanwhile: answer with its booking.
        const lostRace = (err instanceof AppError && err.status === 409) || isUniqueViolation(err);
        if (idempotencyKey && lostRace) {
          const earlier = await replay(guestId, idempotencyKey, hash);
          if (earlier) return { booking: earlier, replayed: true };
        }
        throw err;
      }
    },
  };
}
