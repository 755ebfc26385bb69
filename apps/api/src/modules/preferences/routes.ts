import {
  okEnvelope,
  SUCCESS,
  setUserCurrencyBody,
  setUserLanguageBody,
  userCurrencyResultSchema,
  userLanguageResultSchema,
} from '@roamstead/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendsCredentials } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { preferencesService } from './service';

/** SPEC §7: POST /set-user-currency and POST /set-user-default-supported-lang (saved on the caller's own account). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = preferencesService(app.database.db);
  const tags = ['preferences'];
  const consumes = ['application/json', 'multipart/form-data'];
  /**
   * An anonymous visitor (no token, no user_id) gets a harmless success; a token or a user_id
   * must be a live session (401 lets the client refresh), and the user_id the caller's own.
   */
  const caller = async (request: FastifyRequest) => {
    const { user_id } = request.body as { user_id?: number };
    if (sendsCredentials(request) || user_id !== undefined) await app.requireAuth(request);
  };

  app.post(
    '/set-user-currency',
    {
      preHandler: caller,
      schema: { tags, consumes, body: setUserCurrencyBody, response: { 200: okEnvelope(userCurrencyResultSchema) } },
    },
    async (request) =>
      ok(
        await service.setCurrency(request.auth ?? null, request.body.user_id, request.body.currency),
        SUCCESS.currencyUpdated,
      ),
  );

  app.post(
    '/set-user-default-supported-lang',
    {
      preHandler: caller,
      schema: { tags, consumes, body: setUserLanguageBody, response: { 200: okEnvelope(userLanguageResultSchema) } },
    },
    async (request) =>
      ok(
        await service.setLanguage(request.auth ?? null, request.body.user_id, request.body.language_code),
        SUCCESS.languageUpdated,
      ),
  );
};
