import {
  notificationActionParams,
  notificationIdParams,
  notificationListSchema,
  notificationSchema,
  notificationsQuery,
  okEnvelope,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { NotificationsService } from './service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  const tags = ['notifications'];
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/notifications',
    { schema: { tags, querystring: notificationsQuery, response: { 200: okEnvelope(notificationListSchema) } } },
    async (request) => ok(await service.list(request.auth.userId, request.query.filter, request.query.limit)),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, response: { 200: okEnvelope(z.object({ unread_count: z.number().int() })) } } },
    async (request) => ok(await service.markAllRead(request.auth.userId)),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: notificationIdParams, response: { 200: okEnvelope(notificationSchema) } } },
    async (request) => ok(await service.markRead(request.auth.userId, request.params.id)),
  );

  app.post(
    '/notifications/:id/actions/:action',
    { schema: { tags, params: notificationActionParams, response: { 200: okEnvelope(notificationSchema) } } },
    async (request) =>
      ok(await service.answer(request.auth.userId, request.params.id, request.params.action === 'approve')),
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, params: notificationIdParams, response: { 200: okEnvelope(z.object({ id: z.number() })) } } },
    async (request) => {
      await service.remove(request.auth.userId, request.params.id);
      return ok({ id: request.params.id });
    },
  );
};
