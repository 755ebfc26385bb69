import {
  okEnvelope,
  recordId,
  SAVED_SEARCH_MESSAGES,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUnsubscribeSchema,
  saveSearchSchema,
  updateSavedSearchSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { scheduleJob } from '../../platform/jobs';
import { listingsService } from '../listings';
import { savedSearchesService } from './service';

/** How often saved searches are compared with the listings (ms); instant alerts wait at most this. */
const ALERT_INTERVAL_MS = 60_000;
const params = z.object({ id: recordId('Saved search id') });

/** Saved searches with alerts (owner only), and the alert e-mails' one-click unsubscribe. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = listingsService(app.database);
  const service = savedSearchesService({
    db: app.database.db,
    outbox: app.outbox,
    publicUrl: app.config.PUBLIC_URL,
    search: (query) => listings.list(query),
  });
  scheduleJob(app, 'saved-search-alerts', ALERT_INTERVAL_MS, service.runAlerts);
  const tags = ['saved searches'];
  const auth = { onRequest: app.requireAuth };

  app.get(
    '/saved-searches',
    { ...auth, schema: { tags, response: { 200: okEnvelope(savedSearchListSchema) } } },
    async (request) => ok({ items: await service.list(request.auth.userId) }),
  );

  app.post(
    '/saved-searches',
    { ...auth, schema: { tags, body: saveSearchSchema, response: { 201: okEnvelope(savedSearchSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await service.create(request.auth.userId, request.body), 'Search saved.')),
  );

  app.patch(
    '/saved-searches/:id',
    {
      ...auth,
      schema: { tags, params, body: updateSavedSearchSchema, response: { 200: okEnvelope(savedSearchSchema) } },
    },
    async (request) => ok(await service.update(request.auth.userId, request.params.id, request.body), 'Saved.'),
  );

  app.delete(
    '/saved-searches/:id',
    { ...auth, schema: { tags, params, response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await service.remove(request.auth.userId, request.params.id);
      return ok(null, 'Search deleted.');
    },
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        body: savedSearchUnsubscribeSchema,
        response: { 200: okEnvelope(z.object({ name: z.string() })) },
      },
    },
    async (request) => ok(await service.unsubscribe(request.body.token), SAVED_SEARCH_MESSAGES.unsubscribed),
  );
};
