import {
  bulkEditParams,
  bulkEditSchema,
  bulkNightsBody,
  bulkRulesBody,
  MULTI_CALENDAR_MESSAGES as M,
  multiCalendarQuery,
  multiCalendarSchema,
  okEnvelope,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { multiCalendarService } from './service';

/** GET /host/multi-calendar and its bulk edits (signed in; only listings the user runs). */
export const multiCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = multiCalendarService(app.database.db);
  const tags = ['multi-calendar'];
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/host/multi-calendar',
    { schema: { tags, querystring: multiCalendarQuery, response: { 200: okEnvelope(multiCalendarSchema) } } },
    async (req) => ok(await service.grid(req.auth.userId, req.query.from, req.query.days)),
  );

  app.post(
    '/host/multi-calendar/nights',
    { schema: { tags, body: bulkNightsBody, response: { 200: okEnvelope(bulkEditSchema) } } },
    async (req) => ok(await service.editNights(req.auth.userId, req.body), M.saved),
  );

  app.post(
    '/host/multi-calendar/rules',
    { schema: { tags, body: bulkRulesBody, response: { 200: okEnvelope(bulkEditSchema) } } },
    async (req) => ok(await service.editRules(req.auth.userId, req.body), M.saved),
  );

  app.post(
    '/host/multi-calendar/edits/:id/undo',
    { schema: { tags, params: bulkEditParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.undo(req.auth.userId, req.params.id);
      return ok(null, M.undone);
    },
  );
};
