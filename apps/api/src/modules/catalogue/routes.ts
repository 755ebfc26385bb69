import {
  addCategoryBody,
  categorySchema,
  currencySchema,
  languageSchema,
  okEnvelope,
  translationsQuery,
  translationsSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueService } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogueService(app.database.db);
  const tags = ['catalogue'];

  app.get('/categories', { schema: { tags, response: { 200: okEnvelope(z.array(categorySchema)) } } }, async () => ({
    success: true as const,
    data: await service.listCategories(),
  }));

  app.post(
    '/categories/add',
    {
      preHandler: app.requireAdmin,
      schema: { tags, body: addCategoryBody, response: { 201: okEnvelope(categorySchema) } },
    },
    async (request, reply) => {
      const data = await service.addCategory(request.body);
      return reply.status(201).send({ success: true as const, message: 'Category added', data });
    },
  );

  app.get(
    '/get-supported-currencies',
    { schema: { tags, response: { 200: okEnvelope(z.array(currencySchema)) } } },
    async () => ({ success: true as const, data: await service.listCurrencies() }),
  );

  app.get(
    '/supported-lang',
    { schema: { tags, response: { 200: okEnvelope(z.array(languageSchema)) } } },
    async () => ({ success: true as const, data: await service.listLanguages() }),
  );

  app.get(
    '/translations',
    { schema: { tags, querystring: translationsQuery, response: { 200: okEnvelope(translationsSchema) } } },
    async (request) => ({ success: true as const, data: await service.translations(request.query.language_code) }),
  );
};
