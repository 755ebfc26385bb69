import {
  arrivalGuideQuery,
  arrivalGuideSchema,
  arrivalStayListSchema,
  bookingIdParams,
  contentLanguageHeaders,
  doorCodeSchema,
  hostArrivalGuideSchema,
  listingIdParams,
  okEnvelope,
  writeArrivalGuideSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { scheduleJob } from '../../platform/jobs';
import { arrivalGuidesService } from './service';

/** How often guides that opened are announced to their guests (ms). */
const RELEASE_INTERVAL_MS = 60_000;

/** Arrival guides: the host writes one per home and codes per stay; the guest reads it near arrival. */
export const arrivalGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = arrivalGuidesService({ db: app.database.db, outbox: app.outbox });
  scheduleJob(app, 'arrival-guide-release', RELEASE_INTERVAL_MS, service.releaseDue);
  const tags = ['arrival guides'];
  const auth = { onRequest: app.requireAuth };

  app.get(
    '/hosting/listings/:id/arrival-guide',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(hostArrivalGuideSchema) } } },
    async (request) => ok(await service.hostGuide(request.auth.userId, request.params.id)),
  );

  app.put(
    '/hosting/listings/:id/arrival-guide',
    {
      ...auth,
      schema: {
        tags,
        params: listingIdParams,
        body: writeArrivalGuideSchema,
        response: { 200: okEnvelope(hostArrivalGuideSchema) },
      },
    },
    async (request) =>
      ok(await service.write(request.auth.userId, request.params.id, request.body), 'Arrival guide saved.'),
  );

  app.get(
    '/hosting/listings/:id/arrival-guide/stays',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(arrivalStayListSchema) } } },
    async (request) => ok({ items: await service.stays(request.auth.userId, request.params.id) }),
  );

  app.put(
    '/hosting/bookings/:id/door-code',
    {
      ...auth,
      schema: {
        tags,
        params: bookingIdParams,
        body: doorCodeSchema,
        response: { 200: okEnvelope(z.object({ booking_id: z.number().int(), door_code: z.string().nullable() })) },
      },
    },
    async (request) =>
      ok(
        await service.setDoorCode(request.auth.userId, request.params.id, request.body.door_code),
        request.body.door_code === null ? 'Door code cleared.' : 'Door code saved.',
      ),
  );

  app.get(
    '/bookings/:id/arrival-guide',
    {
      ...auth,
      schema: {
        tags,
        headers: contentLanguageHeaders,
        params: bookingIdParams,
        querystring: arrivalGuideQuery,
        response: { 200: okEnvelope(arrivalGuideSchema) },
      },
    },
    async (request, reply) => {
      const guide = await service.forGuest(request.auth.userId, request.params.id, {
        lang: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      reply.header('content-language', guide.language).header('vary', 'Accept-Language');
      return ok(guide);
    },
  );
};
