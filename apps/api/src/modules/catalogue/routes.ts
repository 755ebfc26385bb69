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
import { actorOf } from '../../platform/audit';
import { matchesEtag, weakEtagOf } from '../../platform/conditional';
import { ok } from '../../platform/envelope';
import { catalogueService } from './service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data change rarely: a replica may answer (ADR 0068); its writes run on the primary.
  const service = catalogueService(app.database.reads);
  const translationEtags = new Map<string, string>();
  const tags = ['catalogue'];

  app.get('/categories', { schema: { tags, response: { 200: okEnvelope(z.array(categorySchema)) } } }, async () =>
    ok(await service.listCategories()),
  );

  app.post(
    '/categories/add',
    {
      preHandler: app.requireOperator('catalogue'),
      schema: { tags, body: addCategoryBody, response: { 201: okEnvelope(categorySchema) } },
    },
    async (request, reply) => {
      const data = await service.addCategory(actorOf(request), request.body);
      return reply.status(201).send(ok(data, 'Category added'));
    },
  );

  app.get(
    '/get-supported-currencies',
    { schema: { tags, response: { 200: okEnvelope(z.array(currencySchema)) } } },
    async () => ok(await service.listCurrencies()),
  );

  app.get('/supported-lang', { schema: { tags, response: { 200: okEnvelope(z.array(languageSchema)) } } }, async () =>
    ok(await service.listLanguages()),
  );

  app.get(
    '/translations',
    {
      schema: {
        tags,
        querystring: translationsQuery,
        response: {
          200: okEnvelope(translationsSchema),
          304: z.null().describe('Not modified: the copy named by If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const body = ok(await service.translations(request.query.language_code));
      // The same for every visitor until the next release: a returning visitor's copy is
      // revalidated (a 304 of a few hundred bytes) instead of sent again (~20 KB compressed).
      // The strings are built in, so each language's tag is computed once, not per request.
      const key = `${body.data.language_code} ${body.data.dir}`;
      const etag = translationEtags.get(key) ?? weakEtagOf(body);
      translationEtags.set(key, etag);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return body;
    },
  );
};
