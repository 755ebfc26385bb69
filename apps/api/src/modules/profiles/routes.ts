import {
  ACCOUNT_MESSAGES,
  myReviewsSchema,
  okEnvelope,
  pictureResultSchema,
  profileSchema,
  publicProfileSchema,
  text,
  updateProfileBody,
  userIdParams,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { sendStored } from '../../platform/storage';
import { AVATAR_ROUTE, type ProfilesService } from './service';

const pictureBody = z.object({
  picture: z.instanceof(Buffer, { error: ACCOUNT_MESSAGES.pictureInvalid }),
});

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (app, { service }) => {
  const tags = ['profiles'];
  const auth = { onRequest: app.requireAuth };

  app.get('/profile', { ...auth, schema: { tags, response: { 200: okEnvelope(profileSchema) } } }, async (req) =>
    ok(await service.get(req.auth.userId)),
  );

  app.put(
    '/profile',
    { ...auth, schema: { tags, body: updateProfileBody, response: { 200: okEnvelope(profileSchema) } } },
    async (req) => ok(await service.update(req.auth.userId, req.body), ACCOUNT_MESSAGES.profileSaved),
  );

  app.post(
    '/profile/picture',
    {
      ...auth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: pictureBody,
        response: { 200: okEnvelope(pictureResultSchema) },
      },
    },
    async (req) => ok(await service.setPicture(req.auth.userId, req.body.picture), ACCOUNT_MESSAGES.pictureSaved),
  );

  app.get(
    '/profile/reviews',
    { ...auth, schema: { tags, response: { 200: okEnvelope(myReviewsSchema) } } },
    async (req) => ok(await service.reviews(req.auth.userId)),
  );

  app.get(
    '/profiles/:id',
    { ...auth, schema: { tags, params: userIdParams, response: { 200: okEnvelope(publicProfileSchema) } } },
    async (req) => ok(await service.publicProfile(req.params.id)),
  );

  app.get(
    `${AVATAR_ROUTE}/:file`,
    { schema: { tags, hide: true, params: z.object({ file: text() }) } },
    async (req, reply) => sendStored(req, reply, await service.pictureFile(req.params.file)),
  );
};
