import {
  cohostInvitationParams,
  cohostListSchema,
  cohostParams,
  cohostSchema,
  cohostTokenBody,
  inviteCohostBody,
  listingIdParams,
  COHOST_MESSAGES as M,
  myCohostingListSchema,
  okEnvelope,
  updateCohostBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { CohostsService } from './service';

/** A listing's co-hosts (owner only), and the caller's invitations and co-hostings. */
export const cohostsRoutes: FastifyPluginAsyncZod<{ service: CohostsService }> = async (app, { service }) => {
  const tags = ['co-hosts'];
  const auth = { onRequest: app.requireAuth };

  app.get(
    '/hosting/listings/:id/cohosts',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(cohostListSchema) } } },
    async (req) => ok(await service.list(req.auth.userId, req.params.id)),
  );

  app.post(
    '/hosting/listings/:id/cohosts',
    {
      ...auth,
      schema: { tags, params: listingIdParams, body: inviteCohostBody, response: { 201: okEnvelope(cohostSchema) } },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await service.invite(req.auth.userId, req.params.id, req.body), M.invited)),
  );

  app.patch(
    '/hosting/listings/:id/cohosts/:cohostId',
    {
      ...auth,
      schema: { tags, params: cohostParams, body: updateCohostBody, response: { 200: okEnvelope(cohostSchema) } },
    },
    async (req) => ok(await service.update(req.auth.userId, req.params.id, req.params.cohostId, req.body), M.saved),
  );

  app.delete(
    '/hosting/listings/:id/cohosts/:cohostId',
    { ...auth, schema: { tags, params: cohostParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.remove(req.auth.userId, req.params.id, req.params.cohostId);
      return ok(null, M.removed);
    },
  );

  app.post(
    '/hosting/listings/:id/cohosting/leave',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.leave(req.auth.userId, req.params.id);
      return ok(null, M.left);
    },
  );

  app.get(
    '/cohosting',
    {
      ...auth,
      schema: {
        tags,
        description: 'The invitations sent to the caller’s address and the listings they co-host.',
        response: { 200: okEnvelope(myCohostingListSchema) },
      },
    },
    async (req) => ok({ items: await service.mine(req.auth.userId) }),
  );

  app.post(
    '/cohosting/accept',
    { ...auth, schema: { tags, body: cohostTokenBody, response: { 200: okEnvelope(cohostSchema) } } },
    async (req) => ok(await service.acceptToken(req.auth.userId, req.body.token), M.accepted),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/cohosting/:id/${answer}`,
      {
        ...auth,
        schema: { tags, params: cohostInvitationParams, response: { 200: okEnvelope(cohostSchema.nullable()) } },
      },
      async (req) => {
        const accepted = answer === 'accept';
        return ok(await service.answer(req.auth.userId, req.params.id, accepted), accepted ? M.accepted : M.declined);
      },
    );
  }
};
