import { createReportBody, MODERATION_MESSAGES, okEnvelope, reportCreatedSchema } from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { tellerOf } from './notices';
import { reportsService } from './service';

/** Guests and hosts report a listing, a person, a review or a message (docs/adr/0074). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reportsService(app.database.db, tellerOf(app));

  app.post(
    '/reports',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['reports'], body: createReportBody, response: { 201: okEnvelope(reportCreatedSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await service.create(req.auth.userId, req.body), MODERATION_MESSAGES.reported)),
  );
};
