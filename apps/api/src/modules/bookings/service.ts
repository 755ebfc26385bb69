import { createHash, randomUUID } from 'node:crypto';
import {
  BOOKING_FEES,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  type BookingDetail,
  type BookingEvent,
  type BookingState,
  type BookingSummary,
  type CancellationPolicyId,
  type createBookingSchema,
  nextState,
  PAYOUT_DELAY_HOURS,
  PRICING_RULE_MESSAGES,
  type Quote,
  REQUEST_TTL_HOURS,
} from '@roamstead/contract';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  bookings,
  currencies,
  experienceSlots,
  listingHolds,
  listingNightPrices,
  listingPhotos,
  listings,
  notifications,
  payments,
  payouts,
  places,
  users,
} from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { variantUrl } from '../../platform/uploads';
import type { CurrencyRate } from '../listings/money';
import { bookingThreadChanged, linkBookingConversation } from '../messages/booking-thread';
import type { PaymentProvider } from '../payments/provider';
import { addDays, daysBetween, localInstant, nightsOf, stayRange, todayUtc } from './dates';
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlState, UNIQUE_VIOLATION } from './db-errors';
import { type NoticeSubject, sendNotices } from './notices';
import { guestRefund, nightPrices, payoutSplit, priceBooking, stayDiscount } from './pricing';
import { arrivalRuleBroken, heldUntil } from './stay-rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BookingRow = typeof bookings.$inferSelect;
type ListingRow = typeof listings.$inferSelect;
type QuoteInput = {
  listing_id: number;
  checkin?: string | undefined;
  checkout?: string | undefined;
  slot_id?: number | undefined;
  guests: number;
  currency: string;
};

export interface BookingsDeps {
  db: Db;
  outbox: Outbox;
  provider: PaymentProvider;
  log: { error(obj: object, msg: string): void };
  /** The clock; tests move it to reach expiry and checkout. */
  now?: () => Date;
}

const HOUR_MS = 3_600_000;

const money = (amount: number, currency: string) => ({ amount, currency });

const formatMoney = (amount: number, currency: string, minorDigits = 2) =>
  `${(amount / 10 ** minorDigits).toFixed(minorDigits)} ${currency}`;

const fmtDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function bookingsService(deps: BookingsDeps) {
  const { db, outbox, provider } = deps;
  const now = deps.now ?? (() => new Date());

  async function rate(code: string): Promise<CurrencyRate & { code: string }> {
    const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
    if (!row) throw badRequest(BOOKING_MESSAGES.unknownCurrency, { currency: [BOOKING_MESSAGES.unknownCurrency] });
    return { code: row.code, rate: row.rate, minorDigits: row.minorDigits };
  }

  async function loadListing(id: number) {
    const [row] = await db
      .select({ listing: listings, timezone: places.timezone, placeName: places.name })
      .from(listings)
      .leftJoin(places, eq(places.id, listings.placeId))
      .where(eq(listings.id, id));
    return row;
  }

  async function bookableListing(id: number) {
    const row = await loadListing(id);
    if (row?.listing.status !== 'published') throw notFound(BOOKING_MESSAGES.notBookable);
    return row as NonNullable<typeof row>;
  }

  /** Nightly prices of `[from, to)`: per-night overrides, then the weekend price, then the nightly price. */
  async function nightlyPrices(l: ListingRow, from: string, to: string) {
    const overrides = await db
      .select()
      .from(listingNightPrices)
      .where(
        and(
          eq(listingNightPrices.listingId, l.id),
          sql`${listingNightPrices.night} >= ${from}::date and ${listingNightPrices.night} < ${to}::date`,
        ),
      );
    return nightPrices(nightsOf(from, to), l, new Map(overrides.map((o) => [o.night, o.price])));
  }

  /** Validates the request against the listing and prices it; the same answer the checkout charges. */
  async function price(input: QuoteInput, row: NonNullable<Awaited<ReturnType<typeof loadListing>>>) {
    const l = row.listing;
    const [listingRate, guestRate] = await Promise.all([rate(l.currency), rate(input.currency)]);
    if (l.kind === 'experience') {
      if (!input.slot_id) throw badRequest(BOOKING_MESSAGES.slotRequired, { slot_id: [BOOKING_MESSAGES.slotRequired] });
      const [slot] = await db
        .select()
        .from(experienceSlots)
        .where(and(eq(experienceSlots.id, input.slot_id), eq(experienceSlots.listingId, l.id)));
      if (!slot) throw notFound('This time slot does not exist.');
      if (slot.startsAt <= now()) throw badRequest(BOOKING_MESSAGES.slotPast, { slot_id: [BOOKING_MESSAGES.slotPast] });
      if (input.guests > l.maxGuests) {
        throw badRequest(BOOKING_MESSAGES.guests(l.maxGuests), { guests: [BOOKING_MESSAGES.guests(l.maxGuests)] });
      }
      if (slot.seatsTaken + input.guests > slot.capacity) throw conflict(BOOKING_MESSAGES.seatsTaken);
      const p = priceBooking({
        unitPrices: [l.nightlyPrice],
        quantity: input.guests,
        cleaningFee: 0,
        listingRate,
        guestRate,
      });
      const quote: Quote = {
        listing_id: l.id,
        kind: 'experience',
        checkin: null,
        checkout: null,
        slot_id: slot.id,
        starts_at: slot.startsAt.toISOString(),
        nights: 0,
        guests: input.guests,
        nightly: [],
        ...lines(p, guestRate.code, l),
      };
      return { quote, priced: p, slot, startsAt: slot.startsAt };
    }

    const { checkin, checkout } = input;
    const details: Record<string, string[]> = {};
    if (!checkin) details.checkin = [BOOKING_MESSAGES.datesRequired];
    if (!checkout) details.checkout = [BOOKING_MESSAGES.datesRequired];
    if (!checkin || !checkout) throw badRequest(BOOKING_MESSAGES.datesRequired, details);
    const today = todayUtc(now());
    if (checkin < today) throw badRequest(BOOKING_MESSAGES.pastDates, { checkin: [BOOKING_MESSAGES.pastDates] });
    if (checkout <= checkin) {
      throw badRequest(BOOKING_MESSAGES.checkoutBeforeCheckin, { checkout: [BOOKING_MESSAGES.checkoutBeforeCheckin] });
    }
    const broken = arrivalRuleBroken(checkin, today, l);
    if (broken) throw badRequest(broken, { checkin: [broken] });
    const nights = daysBetween(checkin, checkout);
    if (nights < l.minNights) {
      throw badRequest(BOOKING_MESSAGES.minNights(l.minNights), {
        checkout: [BOOKING_MESSAGES.minNights(l.minNights)],
      });
    }
    if (nights > l.maxNights) {
      throw badRequest(BOOKING_MESSAGES.maxNights(l.maxNights), {
        checkout: [BOOKING_MESSAGES.maxNights(l.maxNights)],
      });
    }
    if (input.guests > l.maxGuests) {
      throw badRequest(BOOKING_MESSAGES.guests(l.maxGuests), { guests: [BOOKING_MESSAGES.guests(l.maxGuests)] });
    }
    await checkNightsFree(l, checkin, checkout);
    const perNight = await nightlyPrices(l, checkin, checkout);
    const discount = stayDiscount(nights, l);
    const p = priceBooking({
      unitPrices: perNight.map((n) => n.price),
      quantity: 1,
      cleaningFee: l.cleaningFee,
      listingRate,
      guestRate,
      discountPercent: discount?.percent ?? 0,
    });
    const quote: Quote = {
      listing_id: l.id,
      kind: 'home',
      checkin,
      checkout,
      slot_id: null,
      starts_at: null,
      nights,
      guests: input.guests,
      nightly: perNight.map((n, i) => ({ date: n.night, amount: p.units[i] ?? 0, weekend: n.weekend })),
      ...lines(p, guestRate.code, l),
      discount: discount && { ...discount, amount: money(p.discount, guestRate.code) },
    };
    return {
      quote,
      priced: p,
      slot: null,
      startsAt: localInstant(checkin, l.checkInTime, row.timezone),
    };
  }

  /**
   * The stay and the preparation nights after it are free (the exclusion constraint has the last
   * word at insert), and so are the preparation nights before it; only host blocks and imported
   * events can sit there, since a booking's hold already carries its own preparation nights.
   */
  async function checkNightsFree(l: ListingRow, checkin: string, checkout: string) {
    const held = (from: string, to: string) =>
      and(eq(listingHolds.listingId, l.id), sql`${listingHolds.stay} && ${stayRange(from, to)}::daterange`);
    const [taken] = await db.select({ id: listingHolds.id }).from(listingHolds).where(held(checkin, checkout)).limit(1);
    if (taken) throw conflict(BOOKING_MESSAGES.datesTaken);
    if (!l.preparationNights) return;
    const [near] = await db
      .select({ id: listingHolds.id })
      .from(listingHolds)
      .where(
        or(
          held(checkout, heldUntil(checkout, l)),
          and(held(addDays(checkin, -l.preparationNights), checkin), ne(listingHolds.reason, 'booking')),
        ),
      )
      .limit(1);
    if (near) throw conflict(PRICING_RULE_MESSAGES.preparationTaken(l.preparationNights));
  }

  function lines(p: ReturnType<typeof priceBooking>, currency: string, l: ListingRow) {
    return {
      accommodation: money(p.accommodation, currency),
      cleaning_fee: money(p.cleaning, currency),
      service_fee: money(p.serviceFee, currency),
      taxes: money(p.taxes, currency),
      total: money(p.total, currency),
      listing_total: money(p.listingTotal, l.currency),
      instant_book: l.instantBook,
      cancellation_policy: l.cancellationPolicy,
      fees: { service_fee_percent: BOOKING_FEES.guestServiceFeePercent, tax_percent: BOOKING_FEES.taxPercent },
    };
  }

  async function noticeSubject(b: BookingRow, refund?: string): Promise<NoticeSubject> {
    const [guest] =
      b.guestId === null
        ? []
        : await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, b.guestId));
    const [l] =
      b.listingId === null
        ? []
        : await db.select({ title: listings.title }).from(listings).where(eq(listings.id, b.listingId));
    const q = b.quote as Quote;
    const when =
      b.checkin && b.checkout
        ? `${fmtDay(b.checkin)} – ${fmtDay(b.checkout)}`
        : q.starts_at
          ? new Date(q.starts_at).toUTCString()
          : '';
    return {
      id: b.id,
      listingId: b.listingId,
      guestId: b.guestId,
      hostId: b.hostId,
      guestName: guest?.firstName || 'A guest',
      listingTitle: l?.title ?? (b.listingTitle || 'your listing'),
      when,
      ...(b.message ? { message: b.message } : {}),
      ...(refund ? { refund } : {}),
    };
  }

  /** Notices never fail the answer they follow. */
  async function announce(event: BookingEvent, b: BookingRow, refund?: string) {
    try {
      await sendNotices(db, outbox, event, await noticeSubject(b, refund));
    } catch (err) {
      deps.log.error({ err, bookingId: b.id }, 'booking notification failed');
    }
  }

  /** A request answered anywhere else no longer offers Approve/Decline in the host's bell. */
  async function settleRequestNotice(bookingId: number, approved: boolean) {
    await db
      .update(notifications)
      .set({ actionStatus: approved ? 'approved' : 'declined' })
      .where(
        and(
          eq(notifications.kind, 'booking_request'),
          eq(notifications.subjectId, bookingId),
          eq(notifications.actionStatus, 'pending'),
        ),
      );
  }

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
    const split = payoutSplit(b.hostGross);
    await tx
      .insert(payouts)
      .values({
        bookingId: b.id,
        hostId: b.hostId,
        gross: split.gross,
        hostFee: split.hostFee,
        amount: split.amount,
        currency: b.hostCurrency,
        scheduledFor: new Date(checkinAt.getTime() + PAYOUT_DELAY_HOURS * HOUR_MS),
      })
      .onConflictDoNothing();
  }

  /** Refund preview for a guest cancelling `b` now (null unless the guest may cancel). */
  function refundFor(b: BookingRow, event: BookingEvent, startsAt: Date) {
    if (event === 'cancel_by_host') return { percent: 100, amount: b.totalAmount };
    const hours = (startsAt.getTime() - now().getTime()) / HOUR_MS;
    return guestRefund(b.cancellationPolicy as CancellationPolicyId, b.totalAmount, hours);
  }

  /**
   * Fires one transition: a conditional UPDATE on the expected states (so two racing answers
   * cannot both win), then the calendar and money effects the contract lists for it, in one
   * transaction; notices go out after commit.
   */
  async function fire(bookingId: number, event: BookingEvent, opts: { fromNotification?: boolean } = {}) {
    const t = BOOKING_TRANSITIONS[event];
    const [before] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!before) throw notFound();
    const startsAt = before.startsAt;
    let refund = { percent: 0, amount: 0 };
    const after = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const from = t.from ?? [];
        const [row] = await tx
          .update(bookings)
          .set({ state: t.to, stateChangedAt: now() })
          .where(and(eq(bookings.id, bookingId), inArray(bookings.state, [...from])))
          .returning();
        if (!row) {
          const [current] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, bookingId));
          const check = nextState(current?.state ?? before.state, event, t.actor);
          throw conflict(check.ok ? 'This booking changed meanwhile. Please reload it.' : check.message);
        }
        if (t.calendar === 'release') await release(tx, row);
        const key = `booking:${row.id}:${event}`;
        if (t.money === 'capture') await capture(tx, row, startsAt);
        if (t.money === 'void') {
          const auth = await authorizationOf(tx, row.id);
          const reference = await provider.void({ authorization: auth.reference, idempotencyKey: key });
          await tx.insert(payments).values({
            bookingId: row.id,
            kind: 'void',
            amount: auth.amount,
            currency: auth.currency,
            provider: provider.name,
            reference,
          });
        }
        if (t.money === 'refund') {
          // A paid-out stay is never refunded as well (a cancel racing the payout sweep).
          const [paid] = await tx
            .select({ id: payouts.id })
            .from(payouts)
            .where(and(eq(payouts.bookingId, row.id), eq(payouts.status, 'paid')));
          if (paid) throw conflict(BOOKING_MESSAGES.stayStarted);
          refund = refundFor(row, event, startsAt);
          if (refund.amount > 0) {
            const auth = await authorizationOf(tx, row.id);
            const reference = await provider.refund({
              authorization: auth.reference,
              amount: refund.amount,
              currency: row.currency,
              idempotencyKey: key,
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
          // The host keeps the share of the nights the guest is not refunded, less the host fee.
          const kept = Math.floor((row.hostGross * (100 - refund.percent)) / 100);
          const split = payoutSplit(kept);
          await tx
            .update(payouts)
            .set(
              kept > 0
                ? { gross: split.gross, hostFee: split.hostFee, amount: split.amount }
                : { status: 'cancelled', gross: 0, hostFee: 0, amount: 0 },
            )
            .where(and(eq(payouts.bookingId, row.id), eq(payouts.status, 'scheduled')));
        }
        return row;
      }),
    );
    if (
      !opts.fromNotification &&
      (event === 'accept' || event === 'decline' || event === 'expire' || event === 'withdraw')
    ) {
      await settleRequestNotice(bookingId, event === 'accept');
    }
    const [guestCurrency] = await db.select().from(currencies).where(eq(currencies.code, after.currency));
    await announce(
      event,
      after,
      t.money === 'refund' ? formatMoney(refund.amount, after.currency, guestCurrency?.minorDigits) : undefined,
    );
    await bookingThreadChanged(db, after, deps.log);
    return after;
  }

  /**
   * Who the caller is to the booking; strangers get 404 so ids reveal nothing. Once one side has
   * deleted their account only the other side remains.
   */
  async function own(userId: number, bookingId: number) {
    const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!b || (b.guestId !== userId && b.hostId !== userId)) throw notFound();
    return { b, viewer: b.guestId === userId ? ('guest' as const) : ('host' as const) };
  }

  /** What the viewer may do now; a confirmed stay that has started can no longer be cancelled. */
  function actionsFor(state: BookingState, viewer: 'guest' | 'host', started: boolean): BookingDetail['actions'] {
    if (state === 'pending') return viewer === 'host' ? ['accept', 'decline'] : ['cancel'];
    return state === 'accepted' && !started ? ['cancel'] : [];
  }

  const bookingCode = (id: number) => `RS-${String(id).padStart(6, '0')}`;

  async function summaries(where: SQL | undefined): Promise<BookingSummary[]> {
    const rows = await db
      .select({
        b: bookings,
        title: listings.title,
        kind: listings.kind,
        place: places.name,
        guestName: users.firstName,
      })
      .from(bookings)
      // Left joins: a booking outlives its listing and either person, as history.
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(places, eq(places.id, listings.placeId))
      .leftJoin(users, eq(users.id, bookings.guestId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(500);
    const ids = [...new Set(rows.flatMap((r) => (r.b.listingId === null ? [] : [r.b.listingId])))];
    const photos = ids.length
      ? await db
          .select()
          .from(listingPhotos)
          .where(inArray(listingPhotos.listingId, ids))
          .orderBy(asc(listingPhotos.position))
      : [];
    const cover = new Map<number, string>();
    for (const p of photos) if (!cover.has(p.listingId)) cover.set(p.listingId, variantUrl(p.storageKey, 480));
    return rows.map(({ b, title, kind, place, guestName }) => {
      const q = b.quote as Quote;
      return {
        id: b.id,
        code: bookingCode(b.id),
        state: b.state,
        listing: {
          id: b.listingId,
          title: title ?? b.listingTitle,
          kind: kind ?? q.kind,
          place: place ?? '',
          photo_url: b.listingId === null ? null : (cover.get(b.listingId) ?? null),
        },
        guest: b.guestId === null || guestName === null ? null : { id: b.guestId, first_name: guestName },
        checkin: b.checkin,
        checkout: b.checkout,
        starts_at: q.starts_at,
        nights: q.nights,
        guests: b.guests,
        total: money(b.totalAmount, b.currency),
        message: b.message,
        created_at: b.createdAt.toISOString(),
        expires_at: b.state === 'pending' ? (b.expiresAt?.toISOString() ?? null) : null,
      };
    });
  }

  async function detail(userId: number, bookingId: number): Promise<BookingDetail> {
    const { b, viewer } = await own(userId, bookingId);
    const [summary] = await summaries(eq(bookings.id, b.id));
    const row = b.listingId === null ? undefined : await loadListing(b.listingId);
    const [host] = b.hostId === null ? [] : await db.select().from(users).where(eq(users.id, b.hostId));
    if (!summary) throw notFound();
    const ledger = await db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(asc(payments.id));
    const [payout] = viewer === 'host' ? await payoutRows(eq(payouts.bookingId, b.id)) : [];
    const revealed = viewer === 'host' || b.state === 'accepted' || b.state === 'completed';
    const startsAt = b.startsAt;
    const event: BookingEvent = b.state === 'pending' ? 'withdraw' : 'cancel_by_guest';
    const preview =
      viewer === 'guest' && (b.state === 'pending' || (b.state === 'accepted' && startsAt > now()))
        ? b.state === 'pending'
          ? { percent: 100, amount: money(b.totalAmount, b.currency) }
          : (() => {
              const r = refundFor(b, event, startsAt);
              return { percent: r.percent, amount: money(r.amount, b.currency) };
            })()
        : null;
    return {
      ...summary,
      quote: b.quote as Quote,
      cancellation_policy: b.cancellationPolicy as CancellationPolicyId,
      check_in_time: row?.listing.checkInTime ?? null,
      check_out_time: row?.listing.checkOutTime ?? null,
      address: revealed ? (row?.listing.address ?? null) : null,
      host: host
        ? {
            id: host.id,
            first_name: host.firstName,
            email: revealed ? host.email : null,
            phone: revealed ? host.phone : null,
          }
        : null,
      payments: ledger.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: money(p.amount, p.currency),
        provider: p.provider,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
      })),
      refund_preview: preview,
      refunded: money(b.refundedAmount, b.currency),
      payout: payout ?? null,
      actions: actionsFor(b.state, viewer, startsAt <= now()),
      viewer,
      state_changed_at: b.stateChangedAt.toISOString(),
    };
  }

  async function payoutRows(where: SQL | undefined) {
    const rows = await db
      .select({
        p: payouts,
        title: listings.title,
        storedTitle: bookings.listingTitle,
        guestName: users.firstName,
        checkin: bookings.checkin,
      })
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .leftJoin(listings, eq(listings.id, bookings.listingId))
      .leftJoin(users, eq(users.id, bookings.guestId))
      .where(where)
      .orderBy(desc(payouts.scheduledFor), desc(payouts.id));
    return rows.map(({ p, title, storedTitle, guestName, checkin }) => ({
      id: p.id,
      booking_id: p.bookingId,
      listing_title: title ?? storedTitle,
      guest_name: guestName,
      checkin,
      gross: money(p.gross, p.currency),
      host_fee: money(p.hostFee, p.currency),
      amount: money(p.amount, p.currency),
      status: p.status,
      scheduled_for: p.scheduledFor.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    }));
  }

  const requestHash = (body: z.output<typeof createBookingSchema>) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          body.listing_id,
          body.checkin ?? null,
          body.checkout ?? null,
          body.slot_id ?? null,
          body.guests,
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
    const row = await bookableListing(body.listing_id);
    const l = row.listing;
    if (l.hostId === guestId) throw forbidden(BOOKING_MESSAGES.ownListing);
    const { quote, priced, slot, startsAt } = await price(body, row);
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
          if (t.money === 'authorize_and_capture') await capture(tx, b, startsAt);
          return b;
        }),
      );
    } catch (err) {
      // A twin with the same key inserted first: the provider names its authorisation by the
      // same key, so it is the twin's and must stay.
      if (sqlState(err) === UNIQUE_VIOLATION && idempotencyKey) throw err;
      await provider
        .void({ authorization: auth.reference, idempotencyKey: `${authKey}:void` })
        .catch((voidErr) => deps.log.error({ err: voidErr }, 'voiding a failed booking authorisation failed'));
      if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict(BOOKING_MESSAGES.datesTaken);
      throw err;
    }
    await announce(event, booking);
    await linkBookingConversation(db, booking, deps.log);
    return detail(guestId, booking.id);
  }

  return {
    fire,
    payoutRows,
    loadListing,
    nightlyPrices,

    async quote(input: QuoteInput): Promise<Quote> {
      const row = await bookableListing(input.listing_id);
      return (await price(input, row)).quote;
    },

    /**
     * Books a stay or seats: validates and prices on the server, refuses a total that differs
     * from the one the guest saw, authorises the card, then in one transaction inserts the
     * booking, holds the nights (exclusion constraint) or takes the seats (conditional UPDATE)
     * and records the payment. A retry with the same Idempotency-Key returns the first booking.
     */
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
        const lostRace = (err instanceof AppError && err.status === 409) || sqlState(err) === UNIQUE_VIOLATION;
        if (idempotencyKey && lostRace) {
          const earlier = await replay(guestId, idempotencyKey, hash);
          if (earlier) return { booking: earlier, replayed: true };
        }
        throw err;
      }
    },

    detail,

    async list(userId: number, role: 'guest' | 'host', listingId?: number, state?: BookingState) {
      const who = role === 'guest' ? eq(bookings.guestId, userId) : eq(bookings.hostId, userId);
      return summaries(
        and(
          who,
          listingId ? eq(bookings.listingId, listingId) : undefined,
          state ? eq(bookings.state, state) : undefined,
        ),
      );
    },

    /** The host answers a request (also what the bell's Approve/Decline do). */
    async answer(userId: number, bookingId: number, accept: boolean, opts: { fromNotification?: boolean } = {}) {
      const { b, viewer } = await own(userId, bookingId);
      const event: BookingEvent = accept ? 'accept' : 'decline';
      const check = nextState(b.state, event, viewer);
      if (!check.ok) throw check.reason === 'actor' ? forbidden(check.message) : conflict(check.message);
      await fire(bookingId, event, opts);
      return detail(userId, bookingId);
    },

    /** The guest withdraws a request or cancels a stay; the host cancels a confirmed stay. */
    async cancel(userId: number, bookingId: number) {
      const { b, viewer } = await own(userId, bookingId);
      const event: BookingEvent =
        viewer === 'host' ? 'cancel_by_host' : b.state === 'pending' ? 'withdraw' : 'cancel_by_guest';
      const check = nextState(b.state, event, viewer);
      if (!check.ok) throw check.reason === 'actor' ? forbidden(check.message) : conflict(check.message);
      // Once the guest has arrived the host may already have been paid: no refund from here.
      if (event !== 'withdraw' && b.startsAt <= now()) throw conflict(BOOKING_MESSAGES.stayStarted);
      await fire(bookingId, event);
      return detail(userId, bookingId);
    },

    /** A date `days` after today (UTC), for default ranges. */
    dayFromToday: (days: number) => addDays(todayUtc(now()), days),
    now,
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
