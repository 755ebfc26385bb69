import { okEnvelope, outboxMessageSchema, text } from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';

/** Registered only outside production: what the server "sent", for developers and e2e tests. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: text().trim().min(1).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: okEnvelope(z.array(outboxMessageSchema)) },
      },
    },
    async (request) => ok(await app.outbox.list(request.query.to, request.query.limit)),
  );
};
