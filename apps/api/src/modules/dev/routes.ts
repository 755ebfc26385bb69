import { grantRoleBody, okEnvelope, operatorSchema, outboxMessageSchema, text } from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { operatorsService } from '../admin';

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

  // The browser suite's server starts on an empty database that no command can reach while it
  // runs: its tests make operators here, as `npm run admin -- grant` does (audited the same way).
  if (app.config.NODE_ENV === 'test') {
    const operators = operatorsService(app.database.db);
    app.post(
      '/dev/operator-roles',
      { schema: { tags: ['dev'], body: grantRoleBody, response: { 201: okEnvelope(operatorSchema) } } },
      async (request, reply) => {
        const { email, role } = request.body;
        const actor = { id: null, roles: [], ip: request.ip };
        return reply.status(201).send(ok(await operators.grant(actor, email, role, 'Granted by the test server')));
      },
    );
  }
};
