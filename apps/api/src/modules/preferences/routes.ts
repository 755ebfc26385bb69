import {
  okEnvelope,
  SUCCESS,
  setUserCurrencyBody,
  setUserLanguageBody,
  userCurrencyResultSchema,
  userLanguageResultSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesService } from './service';

/** SPEC §7: POST /set-user-currency and POST /set-user-default-supported-lang (own account only). */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = preferencesService(app.database.db);
  const tags = ['preferences'];

  app.post(
    '/set-user-currency',
    {
      preHandler: app.requireAuth,
      schema: { tags, body: setUserCurrencyBody, response: { 200: okEnvelope(userCurrencyResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: SUCCESS.currencyUpdated,
      data: await service.setCurrency(request.auth, request.body.user_id, request.body.currency),
    }),
  );

  app.post(
    '/set-user-default-supported-lang',
    {
      preHandler: app.requireAuth,
      schema: { tags, body: setUserLanguageBody, response: { 200: okEnvelope(userLanguageResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      message: SUCCESS.languageUpdated,
      data: await service.setLanguage(request.auth, request.body.user_id, request.body.language_code),
    }),
  );
};
