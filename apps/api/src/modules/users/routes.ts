import {
  AUTH_MESSAGES,
  okEnvelope,
  SUCCESS,
  updateRoleBody,
  updateUserRequestBody,
  userSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { accountNotifications } from '../notifications';
import { userService } from './service';

/** GET/PUT /user and PUT /user/role: the caller's own account only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = userService(app.database.db);
  const notifications = accountNotifications(app);
  const schema = { tags: ['users'], response: { 200: okEnvelope(userSchema) } };
  const consumes = ['application/json', 'multipart/form-data'];

  app.get('/user', { preHandler: app.requireAuth, schema }, async (request) =>
    ok(await service.get(request.auth.userId)),
  );

  app.put(
    '/user',
    { preHandler: app.requireAuth, schema: { ...schema, consumes, body: updateUserRequestBody } },
    async (request) => ok(await service.updateProfile(request.auth.userId, request.body), AUTH_MESSAGES.profileUpdated),
  );

  app.put(
    '/user/role',
    { preHandler: app.requireAuth, schema: { ...schema, consumes, body: updateRoleBody } },
    async (request) => {
      const user = await service.setRole(request.auth.userId, request.body.role);
      await notifications.roleChanged(request.auth.userId, request.body.role);
      return ok(user, SUCCESS.roleChanged(request.body.role));
    },
  );
};
