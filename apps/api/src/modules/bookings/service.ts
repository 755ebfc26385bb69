import { BOOKING_MESSAGES, type HostEarningsQuery, nextState, type Quote } from '@roamstead/contract';
import { conflict, forbidden } from '../../platform/errors';
import { calendarService } from './calendar';
import { dateChanges } from './changes';
import type { BookingsContext, BookingsDeps } from './context';
import { bookingCreation } from './create';
import { earnings } from './earnings';
import { ledger as createLedger } from './ledger';
import { bookingNotices } from './notices';
import { bookingQueries } from './queries';
import { quotes as createQuotes, type QuoteInput } from './quotes';
import { reviewsService } from './reviews';
import { bookingSweeper } from './sweep';
import { type FiredEvent, type FireOptions, transitions } from './transitions';

/**
 * The bookings service, built once by the app: quotes, creation (`create.ts`), reads
 * (`queries.ts`), the guest's and host's answers fired through `transitions.ts`, the host calendar,
 * reviews, earnings and the sweep of time-driven transitions (`sweep.ts`).
 */
export function bookingsService(deps: BookingsDeps) {
  const ctx: BookingsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  const { now } = ctx;
  const quotes = createQuotes(ctx);
  const ledger = createLedger(ctx);
  const notices = bookingNotices(ctx);
  const queries = bookingQueries(ctx, quotes, ledger);
  const { fire } = transitions(ctx, ledger, notices);
  const { create } = bookingCreation(ctx, { quotes, ledger, queries, notices });
  const { own, detail } = queries;
  const reviews = reviewsService(ctx);
  const changes = dateChanges(ctx, quotes, queries);
  const sweeper = bookingSweeper(ctx, fire, reviews, changes.expire);

  return {
    async quote(input: QuoteInput): Promise<Quote> {
      const row = await quotes.bookableListing(input.listing_id);
      return (await quotes.price(input, row)).quote;
    },

    create,
    detail,
    list: queries.list,

    /** The host answers a request (also what the bell's Approve/Decline do). */
    async answer(userId: number, bookingId: number, accept: boolean, opts: { fromNotification?: boolean } = {}) {
      const { b, viewer } = await own(userId, bookingId);
      const event: FiredEvent = accept ? 'accept' : 'decline';
      const check = nextState(b.state, event, viewer);
      if (!check.ok) throw check.reason === 'actor' ? forbidden(check.message) : conflict(check.message);
      await fire(bookingId, event, opts);
      return detail(userId, bookingId);
    },

    /** The guest withdraws a request or cancels a stay; the host cancels a confirmed stay. */
    async cancel(userId: number, bookingId: number) {
      const { b, viewer } = await own(userId, bookingId);
      const event: FiredEvent =
        viewer === 'host' ? 'cancel_by_host' : b.state === 'pending' ? 'withdraw' : 'cancel_by_guest';
      const check = nextState(b.state, event, viewer);
      if (!check.ok) throw check.reason === 'actor' ? forbidden(check.message) : conflict(check.message);
      // Once the guest has arrived the host may already have been paid: no refund from here.
      if (event !== 'withdraw' && b.startsAt <= now()) throw conflict(BOOKING_MESSAGES.stayStarted);
      await fire(bookingId, event);
      return detail(userId, bookingId);
    },

    /**
     * Support cancels a confirmed stay from the console with a refund of `refundAmount` (the caller
     * checked it against what was paid); `within` writes the audit entry in the same transaction.
     */
    async cancelBySupport(bookingId: number, refundAmount: number, within: FireOptions['within']) {
      return fire(bookingId, 'cancel_by_support', { refundAmount, within });
    },

    /** Support declines a request the host has not answered; `within` as for cancelBySupport. */
    async declineBySupport(bookingId: number, within: FireOptions['within']) {
      return fire(bookingId, 'decline_by_support', { within });
    },

    earnings: (hostId: number, query: HostEarningsQuery = {}) => earnings(ctx.db, queries.payoutRows, hostId, query),
    calendar: calendarService(ctx.db, now),
    reviews,
    changes,
    sweeper,
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
