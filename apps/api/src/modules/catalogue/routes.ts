import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A language's strings (~95 KB of JSON, the largest answer every first visit downloads) as its tag
 * and its copies compressed as hard as the formats go: Brotli's quality 11 takes about a fifth less
 * than the on-the-fly quality, and takes too long to run per request.
 */
async function preparedCopies(body: object) {
  const json = Buffer.from(JSON.stringify(body));
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip(json, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { etag: weakEtagOf(body), br, gzip: gz };
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reference data change rarely: a replica may answer (ADR 0068); its writes run on the primary.
  const service = catalogueService(app.database.reads);
  const translationCopies = new Map<string, ReturnType<typeof preparedCopies>>();
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
      // revalidated (a 304 of a few hundred bytes) instead of sent again. The strings are built
      // in, so each language's tag and compressed copies are made once, not per request.
      const key = `${body.data.language_code} ${body.data.dir}`;
      const prepared = translationCopies.get(key) ?? preparedCopies(body);
      translationCopies.set(key, prepared);
      const copies = await prepared;
      const vary = reply.getHeader('vary');
      reply
        .header('cache-control', 'no-cache')
        .header('etag', copies.etag)
        .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], copies.etag)) return reply.status(304).send(null);
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      if (!encoding) return body;
      // The envelope above, already serialised and compressed (the schema describes what it holds).
      const compressed = copies[encoding] as unknown as typeof body;
      return reply.type('application/json; charset=utf-8').header('content-encoding', encoding).send(compressed);
    },
  );
};
