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
  hostEarningsQuery,
  hostListingsForCalendarSchema,
  listingIdParams,
  nightPriceSchema,
  nightRangeSchema,
  okEnvelope,
  quoteRequestSchema,
  quoteSchema,
  reviewResponseSchema,
  writeReviewSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { idempotencyHeaders } from '../../platform/idempotency';
import { scheduleJob } from '../../platform/jobs';
import { dateChangeRoutes } from './change-routes';
import type { BookingsService } from './service';
import { bookingTimeTravelRoutes } from './time-travel';

export interface BookingsOptions {
  service: BookingsService;
}

/** How often expiries, checkouts, payouts and closed review windows are swept (ms). */
const SWEEP_INTERVAL_MS = 60_000;

export const bookingsRoutes: FastifyPluginAsyncZod<BookingsOptions> = async (app, { service }) => {
  const { calendar, reviews, sweeper } = service;
  scheduleJob(app, 'booking-sweep', SWEEP_INTERVAL_MS, sweeper.run);
  // The one place a request waits for the sweep: every bookings answer is as of now.
  app.addHook('preHandler', sweeper.fresh);
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
      return ok(await calendar.availability(request.params.id, request.query.from, request.query.to));
    },
  );

  app.post(
    '/bookings/quote',
    { schema: { tags, body: quoteRequestSchema, response: { 200: okEnvelope(quoteSchema) } } },
    async (request) => {
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
        const q = request.query;
        return ok({ items: await service.list(request.auth.userId, q.role, q.listing_id, q.state) });
      },
    );

    authed.get(
      '/bookings/:id',
      { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(bookingDetailSchema) } } },
      async (request) => {
        return ok(await service.detail(request.auth.userId, request.params.id));
      },
    );

    for (const action of ['accept', 'decline', 'cancel'] as const) {
      authed.post(
        `/bookings/:id/${action}`,
        { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(bookingDetailSchema) } } },
        async (request) => {
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
          querystring: hostEarningsQuery,
          response: { 200: okEnvelope(earningsSchema) },
        },
      },
      async (request) => ok(await service.earnings(request.auth.userId, request.query)),
    );
  };
  await app.register(authedRoutes);
  await app.register(dateChangeRoutes, { changes: service.changes });
  if (app.config.NODE_ENV !== 'production') await app.register(bookingTimeTravelRoutes);
};
