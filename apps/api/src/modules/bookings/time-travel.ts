import { addDays, bookingIdParams, countDays, DAY_MS, okEnvelope, todayUtc } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookings, listingHolds, payouts } from '../../db/schema';
import { EXCLUSION_VIOLATION, sqlState } from '../../platform/db-errors';
import { ok } from '../../platform/envelope';
import { conflict, notFound } from '../../platform/errors';

/**
 * Development and e2e only (never registered in production): the signed-in guest moves their own
 * accepted home stay into the past, so its checkout was yesterday, the way a tester would wait for
 * the trip to end. The sweep before the next bookings request then completes it and releases the
 * payout, as it would after a real stay.
 */
export const bookingTimeTravelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/dev/bookings/:id/travel-past-checkout',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['dev'],
        params: bookingIdParams,
        response: { 200: okEnvelope(z.object({ checkin: z.string(), checkout: z.string() })) },
      },
    },
    async (request) => {
      const [b] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, request.params.id), eq(bookings.guestId, request.auth.userId)));
      if (!b) throw notFound();
      if (b.state !== 'accepted' || !b.checkin || !b.checkout) {
        throw conflict('Only a confirmed home stay can be moved past its checkout.');
      }
      const nights = countDays(b.checkin, b.checkout);
      const checkout = addDays(todayUtc(), -1);
      const checkin = addDays(checkout, -nights);
      const startsAt = new Date(b.startsAt.getTime() + countDays(b.checkin, checkin) * DAY_MS);
      await db
        .transaction(async (tx) => {
          await tx.update(bookings).set({ checkin, checkout, startsAt }).where(eq(bookings.id, b.id));
          await tx
            .update(listingHolds)
            .set({ stay: `[${checkin},${checkout})` })
            .where(eq(listingHolds.bookingId, b.id));
          await tx
            .update(payouts)
            .set({ scheduledFor: new Date(`${checkin}T23:59:00Z`) })
            .where(eq(payouts.bookingId, b.id));
        })
        .catch((err) => {
          if (sqlState(err) === EXCLUSION_VIOLATION) throw conflict('Those past nights are already taken.');
          throw err;
        });
      return ok({ checkin, checkout });
    },
  );
};
