import {
  createScheduleSchema,
  filledQuickRepliesQuery,
  filledQuickReplyListSchema,
  QUICK_REPLY_MESSAGES as M,
  okEnvelope,
  quickReplyListSchema,
  quickReplyParams,
  quickReplySchema,
  scheduleListSchema,
  scheduleParams,
  updateScheduleSchema,
  writeQuickReplySchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { scheduleJob } from '../../platform/jobs';
import type { MessagingService } from '../messages';
import { quickRepliesService } from './service';

/** How often due scheduled messages are sent (ms): a message goes out at most this late. */
const SEND_INTERVAL_MS = 60_000;

export interface QuickRepliesOptions {
  messaging: MessagingService;
}

/** /hosting/quick-replies: the host's saved replies, filled for a thread, and their schedules. */
export const quickRepliesRoutes: FastifyPluginAsyncZod<QuickRepliesOptions> = async (app, { messaging }) => {
  const service = quickRepliesService({ db: app.database.db, messaging });
  scheduleJob(app, 'scheduled-messages', SEND_INTERVAL_MS, service.sendDue);
  const tags = ['hosting'];
  const auth = { onRequest: app.requireAuth };

  app.get(
    '/hosting/quick-replies',
    { ...auth, schema: { tags, response: { 200: okEnvelope(quickReplyListSchema) } } },
    async (req) => ok({ items: await service.list(req.auth.userId) }),
  );

  app.post(
    '/hosting/quick-replies',
    { ...auth, schema: { tags, body: writeQuickReplySchema, response: { 201: okEnvelope(quickReplySchema) } } },
    async (req, reply) => reply.status(201).send(ok(await service.create(req.auth.userId, req.body), M.saved)),
  );

  app.get(
    '/hosting/quick-replies/filled',
    {
      ...auth,
      schema: { tags, querystring: filledQuickRepliesQuery, response: { 200: okEnvelope(filledQuickReplyListSchema) } },
    },
    async (req) => ok({ items: await service.filled(req.auth.userId, req.query.conversation_id) }),
  );

  app.put(
    '/hosting/quick-replies/:id',
    {
      ...auth,
      schema: {
        tags,
        params: quickReplyParams,
        body: writeQuickReplySchema,
        response: { 200: okEnvelope(quickReplySchema) },
      },
    },
    async (req) => ok(await service.update(req.auth.userId, req.params.id, req.body), M.saved),
  );

  app.delete(
    '/hosting/quick-replies/:id',
    { ...auth, schema: { tags, params: quickReplyParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.remove(req.auth.userId, req.params.id);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/hosting/quick-replies/schedules',
    { ...auth, schema: { tags, response: { 200: okEnvelope(scheduleListSchema) } } },
    async (req) => ok(await service.schedules(req.auth.userId)),
  );

  app.post(
    '/hosting/quick-replies/schedules',
    { ...auth, schema: { tags, body: createScheduleSchema, response: { 201: okEnvelope(scheduleListSchema) } } },
    async (req, reply) =>
      reply.status(201).send(ok(await service.createSchedules(req.auth.userId, req.body), M.scheduleSaved)),
  );

  app.put(
    '/hosting/quick-replies/schedules/:id',
    {
      ...auth,
      schema: {
        tags,
        params: scheduleParams,
        body: updateScheduleSchema,
        response: { 200: okEnvelope(scheduleListSchema) },
      },
    },
    async (req) => ok(await service.updateSchedule(req.auth.userId, req.params.id, req.body), M.scheduleSaved),
  );

  app.delete(
    '/hosting/quick-replies/schedules/:id',
    { ...auth, schema: { tags, params: scheduleParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.removeSchedule(req.auth.userId, req.params.id);
      return ok(null, M.scheduleDeleted);
    },
  );
};
