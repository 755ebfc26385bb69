import { AUTH_MESSAGES, okEnvelope, SUCCESS, updateRoleBody, updateUserBody, userSchema } from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountNotifications } from '../notifications';
import { userService } from './service';

/** GET/PUT /user and PUT /user/role: the caller's own account only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = userService(app.database.db);
  const notifications = accountNotifications(app);
  const schema = { tags: ['users'], response: { 200: okEnvelope(userSchema) } };

  app.get('/user', { preHandler: app.requireAuth, schema }, async (request) => ({
    success: true as const,
    data: await service.get(request.auth.userId),
  }));

  app.put('/user', { preHandler: app.requireAuth, schema: { ...schema, body: updateUserBody } }, async (request) => ({
    success: true as const,
    message: AUTH_MESSAGES.profileUpdated,
    data: await service.updateProfile(request.auth.userId, request.body),
  }));

  app.put(
    '/user/role',
    { preHandler: app.requireAuth, schema: { ...schema, body: updateRoleBody } },
    async (request) => {
      const user = await service.setRole(request.auth.userId, request.body.role);
      await notifications.roleChanged(request.auth.userId, request.body.role);
      return { success: true as const, message: SUCCESS.roleChanged(request.body.role), data: user };
    },
  );
};
