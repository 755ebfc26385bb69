import {
  bookingIdParams,
  dateChangeIdParams,
  dateChangeListSchema,
  dateChangeQuoteAnswerSchema,
  dateChangeQuoteSchema,
  dateChangeSchema,
  okEnvelope,
  requestDateChangeSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { DateChanges } from './changes';

/** Date and party changes of confirmed stays (signed in; the service checks guest or host). */
export const dateChangeRoutes: FastifyPluginAsyncZod<{ changes: DateChanges }> = async (app, { changes }) => {
  const tags = ['bookings'];
  app.addHook('onRequest', app.requireAuth);

  app.post(
    '/bookings/:id/change/quote',
    {
      schema: {
        tags,
        params: bookingIdParams,
        body: dateChangeQuoteSchema,
        response: { 200: okEnvelope(dateChangeQuoteAnswerSchema) },
      },
    },
    async (request) => ok(await changes.quote(request.auth.userId, request.params.id, request.body)),
  );

  app.post(
    '/bookings/:id/change',
    {
      schema: {
        tags,
        params: bookingIdParams,
        body: requestDateChangeSchema,
        response: { 201: okEnvelope(dateChangeSchema) },
      },
    },
    async (request, reply) => {
      const change = await changes.request(request.auth.userId, request.params.id, request.body);
      return reply
        .status(201)
        .send(ok(change, change.state === 'accepted' ? 'Your trip is changed.' : 'Change request sent to the host.'));
    },
  );

  app.get(
    '/bookings/:id/changes',
    { schema: { tags, params: bookingIdParams, response: { 200: okEnvelope(dateChangeListSchema) } } },
    async (request) => ok({ items: await changes.list(request.auth.userId, request.params.id) }),
  );

  app.post(
    '/booking-changes/:id/withdraw',
    { schema: { tags, params: dateChangeIdParams, response: { 200: okEnvelope(dateChangeSchema) } } },
    async (request) => ok(await changes.withdraw(request.auth.userId, request.params.id), 'Change request withdrawn.'),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/booking-changes/:id/${action}`,
      { schema: { tags, params: dateChangeIdParams, response: { 200: okEnvelope(dateChangeSchema) } } },
      async (request) => {
        const accept = action === 'accept';
        const change = await changes.answer(request.auth.userId, request.params.id, accept);
        return ok(change, accept ? 'Change accepted.' : 'Change declined.');
      },
    );
  }
};
