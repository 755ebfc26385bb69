import {
  blogPostSchema,
  blogPostSummarySchema,
  contactBody,
  contactResultSchema,
  contentLanguageHeaders,
  contentLanguageQuery,
  countrySchema,
  earningsEstimateSchema,
  earningsQuery,
  faqSchema,
  helpArticleSchema,
  helpSearchQuery,
  idParams,
  jobApplicationBody,
  jobOpeningSchema,
  neighborhoodReportBody,
  okEnvelope,
  pageQuery,
  paginated,
  pressReleaseSchema,
  SITE_MESSAGES,
} from '@roamstead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { contentLanguage } from './language';
import { formLimit } from './limits';
import { contentService } from './service';

/** Company, help and hosting content of the public pages, and the forms they send. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contentService(app.database.db, app.outbox);
  const tags = ['content'];
  const created = okEnvelope(contactResultSchema);
  const headers = contentLanguageHeaders;
  /** The language of the answer (see `contentLanguageQuery`), named in Content-Language. */
  const languageOf = (request: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply) => {
    const lang = contentLanguage(request.query.lang, request.headers['accept-language']);
    reply.header('content-language', lang).header('vary', 'Accept-Language');
    return lang;
  };

  app.get(
    '/blog-posts',
    {
      schema: {
        tags,
        headers,
        querystring: pageQuery.extend(contentLanguageQuery.shape),
        response: { 200: okEnvelope(paginated(blogPostSummarySchema)) },
      },
    },
    async (request, reply) =>
      ok(await service.blogPage(request.query.page, request.query.per_page, languageOf(request, reply))),
  );
  app.get(
    '/blog-posts/:id',
    {
      schema: {
        tags,
        headers,
        params: idParams,
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(blogPostSchema) },
      },
    },
    async (request, reply) => ok(await service.blogPost(request.params.id, languageOf(request, reply))),
  );
  app.get(
    '/press-releases',
    {
      schema: {
        tags,
        headers,
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(z.array(pressReleaseSchema)) },
      },
    },
    async (request, reply) => ok(await service.pressReleases(languageOf(request, reply))),
  );
  app.get(
    '/careers',
    {
      schema: {
        tags,
        headers,
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(z.array(jobOpeningSchema)) },
      },
    },
    async (request, reply) => ok(await service.openings(languageOf(request, reply))),
  );
  app.get(
    '/careers/:id',
    {
      schema: {
        tags,
        headers,
        params: idParams,
        querystring: contentLanguageQuery,
        response: { 200: okEnvelope(jobOpeningSchema) },
      },
    },
    async (request, reply) => ok(await service.opening(request.params.id, languageOf(request, reply))),
  );
  app.post(
    '/careers/:id/applications',
    {
      preHandler: formLimit(app, 'application'),
      schema: { tags, params: idParams, body: jobApplicationBody, response: { 201: created } },
    },
    async (request, reply) => {
      const data = await service.apply(request.params.id, request.body);
      return reply.status(201).send(ok(data, SITE_MESSAGES.applicationReceived));
    },
  );
  app.get(
    '/help-articles',
    {
      schema: {
        tags,
        headers,
        querystring: helpSearchQuery.extend(contentLanguageQuery.shape),
        response: { 200: okEnvelope(z.array(helpArticleSchema)) },
      },
    },
    async (request, reply) => ok(await service.helpArticles(request.query.q, languageOf(request, reply))),
  );
  app.get(
    '/faqs',
    { schema: { tags, headers, querystring: contentLanguageQuery, response: { 200: okEnvelope(z.array(faqSchema)) } } },
    async (request, reply) => ok(await service.faqs(languageOf(request, reply))),
  );
  app.get('/countries', { schema: { tags, response: { 200: okEnvelope(z.array(countrySchema)) } } }, async () =>
    ok(await service.countries()),
  );
  app.post(
    '/contact',
    { preHandler: formLimit(app, 'contact'), schema: { tags, body: contactBody, response: { 201: created } } },
    async (request, reply) => {
      const data = await service.contact(request.body);
      return reply.status(201).send(ok(data, SITE_MESSAGES.contactReceived));
    },
  );
  app.post(
    '/neighborhood-reports',
    {
      preHandler: formLimit(app, 'neighborhood'),
      schema: { tags, body: neighborhoodReportBody, response: { 201: created } },
    },
    async (request, reply) => {
      const data = await service.neighborhoodReport(request.body);
      return reply.status(201).send(ok(data, SITE_MESSAGES.reportReceived));
    },
  );
  app.get(
    '/host-earnings-estimate',
    { schema: { tags, querystring: earningsQuery, response: { 200: okEnvelope(earningsEstimateSchema) } } },
    async (request) => ok(await service.earnings(request.query.city, request.query.nights)),
  );
};
