import {
  availabilityQuery,
  availabilitySchema,
  bookingDetailSchema,
  bookingIdParams,
  bookingListQuery,
  bookingListSchema,
  bookingReviewsSchema,
  createBookingSchema,
  earningsSchema,
  hostCalendarQuery,
  hostCalendarSchema,
  hostListingsForCalendarSchema,
  listingIdParams,
  nightPriceSchema,
  nightRangeSchema,
  okEnvelope,
  quoteRequestSchema,
  quoteSchema,
  reviewResponseSchema,
  text,
  writeReviewSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import { onNotificationAction } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import { testModeProvider } from '../payments/test-mode';
import { calendarService } from './calendar';
import { earnings } from './earnings';
import { reviewsService } from './reviews';
import { type BookingsService, bookingsService } from './service';
import { sweep } from './sweep';
import { bookingTimeTravelRoutes } from './time-travel';

export interface BookingsOptions {
  /** The payment processor; the built-in test mode unless given. */
  provider?: PaymentProvider;
  /** How often expiries, checkouts and payouts are swept (ms). */
  sweepIntervalMs?: number;
}

/** The service per database, so the bell's Approve/Decline reach the app that sent the request. */
const services = new WeakMap<Db, BookingsService>();
/** The bookings service of the app on `db`: the messages module shows a thread's booking through it. */
export const bookingsServiceOf = (db: Db) => services.get(db);

onNotificationAction('booking_request', async (db, item, approved) => {
  const service = services.get(db);
  if (!service || item.subjectId === null) throw notFound();
  await service.answer(item.userId, item.subjectId, approved, { fromNotification: true });
});

const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 200 characters.')
    .max(200, 'Idempotency-Key must be 8 to 200 characters.')
    .optional(),
});

export const bookingsRoutes: FastifyPluginAsyncZod<BookingsOptions> = async (app, opts) => {
  const db = app.database.db;
  const service = bookingsService({
    db,
    outbox: app.outbox,
    provider: opts.provider ?? testModeProvider,
    log: app.log,
  });
  services.set(db, service);
  const calendar = calendarService(db, service.now);
  const reviews = reviewsService({ db, outbox: app.outbox, now: service.now, log: app.log });
  scheduleJob(app, 'booking-sweep', opts.sweepIntervalMs ?? 60_000, () => sweep(db, service, reviews));
  /** On read, so nobody sees a request that should have expired or a stay that should be complete. */
  // Reads arriving while a sweep runs wait for that one rather than start their own. A failed
  // sweep is logged and retried by the next read; it never fails the read that triggered it.
  let sweeping: Promise<void> | null = null;
  const swept = () => {
    sweeping ??= sweep(db, service, reviews)
      .catch((err) => app.log.error({ err }, 'booking sweep failed'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  const tags = ['bookings'];

  app.get(
    '/listings/:id/availability',
    {
      schema: {
        tags,
        params: listingIdParams,
        querystring: availabilityQuery,
        response: { 200: okEnvelope(availabilitySchema) },
      },
    },
    async (request) => {
      await swept();
      return ok(await calendar.availability(request.params.id, request.query.from, request.query.to));
    },
  );

  app.post(
    '/bookings/quote',
    { schema: { tags, body: quoteRequestSchema, response: { 200: okEnvelope(quoteSchema) } } },
    async (request) => {
      await swept();
      return ok(await service.quote(request.body));
    },
  );

  const authedRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', app.requireAuth);

    authed.post(
      '/bookings',
      {
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: createBookingSchema,
          response: { 200: okEnvelope(bookingDetailSchema), 201: okEnvelope(bookingDetailSchema) },
        },
      },
      async (request, reply) => {
        await swept();
        const { booking, replayed } = await service.create(
          request.auth.userId,
          request.body,
          request.headers['idempotency-key'],
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply
          .status(replayed ? 200 : 201)
          .send(ok(booking, booking.state === 'pending' ? 'Request sent to the host.' : 'Booking confirmed.'));
      },
    );

    authed.get(
      '/bookings',
      { schema: { tags, querystring: bookingListQuery, response: { 200: okEnvelope(bookingListSchema) } } },
      async (request) => {
        await swept();
        const q = request.query;
        return ok({ items: await service.list(request.auth.userId, q.role, q.listing_id, q.state) });
      },
    );

    authed.get(
      '/bookings/:id',
      { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(bookingDetailSchema) } } },
      async (request) => {
        await swept();
        return ok(await service.detail(request.auth.userId, request.params.id));
      },
    );

    for (const action of ['accept', 'decline', 'cancel'] as const) {
      authed.post(
        `/bookings/:id/${action}`,
        { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(bookingDetailSchema) } } },
        async (request) => {
          await swept();
          const { userId } = request.auth;
          const id = request.params.id;
          if (action === 'cancel') return ok(await service.cancel(userId, id), 'The booking is cancelled.');
          const accepted = action === 'accept';
          return ok(await service.answer(userId, id, accepted), accepted ? 'Booking accepted.' : 'Request declined.');
        },
      );
    }

    authed.get(
      '/bookings/:id/reviews',
      { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(bookingReviewsSchema) } } },
      async (request) => {
        await swept();
        return ok(await reviews.forBooking(request.auth.userId, request.params.id));
      },
    );

    authed.post(
      '/bookings/:id/review',
      {
        schema: {
          tags,
          params: bookingIdParams,
          body: writeReviewSchema,
          response: { 201: okEnvelope(bookingReviewsSchema) },
        },
      },
      async (request, reply) => {
        await swept();
        const { userId } = request.auth;
        await reviews.write(userId, request.params.id, request.body);
        return reply
          .status(201)
          .send(ok(await reviews.forBooking(userId, request.params.id), 'Thanks for your review.'));
      },
    );

    authed.post(
      '/bookings/:id/review/response',
      {
        schema: {
          tags,
          params: bookingIdParams,
          body: reviewResponseSchema,
          response: { 200: okEnvelope(bookingReviewsSchema) },
        },
      },
      async (request) => {
        const { userId } = request.auth;
        await reviews.respond(userId, request.params.id, request.body);
        return ok(await reviews.forBooking(userId, request.params.id), 'Response published.');
      },
    );

    authed.get(
      '/host/calendar/listings',
      { schema: { tags, response: { 200: okEnvelope(hostListingsForCalendarSchema) } } },
      async (request) => ok(await calendar.hostListings(request.auth.userId)),
    );

    authed.get(
      '/host/calendar',
      { schema: { tags, querystring: hostCalendarQuery, response: { 200: okEnvelope(hostCalendarSchema) } } },
      async (request) => {
        await swept();
        const q = request.query;
        return ok(await calendar.calendar(request.auth.userId, q.listing_id, q.from, q.to));
      },
    );

    const rangeAnswer = { 200: okEnvelope(z.object({ listing_id: z.number(), from: z.string(), to: z.string() })) };
    authed.post(
      '/host/calendar/block',
      { schema: { tags, body: nightRangeSchema, response: rangeAnswer } },
      async (request) => {
        const b = request.body;
        await calendar.block(request.auth.userId, b.listing_id, b.from, b.to);
        return ok({ listing_id: b.listing_id, from: b.from, to: b.to }, 'Nights blocked.');
      },
    );

    authed.post(
      '/host/calendar/unblock',
      { schema: { tags, body: nightRangeSchema, response: rangeAnswer } },
      async (request) => {
        const b = request.body;
        await calendar.unblock(request.auth.userId, b.listing_id, b.from, b.to);
        return ok({ listing_id: b.listing_id, from: b.from, to: b.to }, 'Nights opened.');
      },
    );

    authed.put(
      '/host/calendar/prices',
      { schema: { tags, body: nightPriceSchema, response: rangeAnswer } },
      async (request) => {
        const b = request.body;
        await calendar.setPrice(request.auth.userId, b.listing_id, b.from, b.to, b.price);
        return ok({ listing_id: b.listing_id, from: b.from, to: b.to }, 'Prices saved.');
      },
    );

    authed.get(
      '/host/earnings',
      {
        schema: {
          tags,
          querystring: z.object({
            currency: text()
              .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
              .transform((c) => c.toUpperCase())
              .default('USD'),
          }),
          response: { 200: okEnvelope(earningsSchema) },
        },
      },
      async (request) => {
        await swept();
        return ok(await earnings(db, service, request.auth.userId, request.query.currency));
      },
    );
  };
  await app.register(authedRoutes);
  if (app.config.NODE_ENV !== 'production') await app.register(bookingTimeTravelRoutes);
};
