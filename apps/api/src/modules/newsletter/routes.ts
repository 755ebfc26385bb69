import {
  DEFAULT_LANGUAGE,
  NEWSLETTER_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterBody,
  newsletterResultSchema,
  okEnvelope,
  SITE_MESSAGES,
  unsubscribeBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { formLimit } from '../content';
import { newsletterService } from './service';

/** The footer's newsletter sign-up, and the unsubscribe link of its e-mails. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = newsletterService(app.database.db, app.outbox, app.config.PUBLIC_URL);
  const tags = ['newsletter'];

  app.post(
    NEWSLETTER_PATH,
    {
      preHandler: formLimit(app, 'newsletter'),
      schema: { tags, body: newsletterBody, response: { 201: okEnvelope(newsletterResultSchema) } },
    },
    async (request, reply) => {
      const language = request.headers['accept-language']?.slice(0, 2).toLowerCase() || DEFAULT_LANGUAGE;
      const data = await service.subscribe(request.body.email, language);
      return reply.status(201).send(ok(data, SITE_MESSAGES.subscribed));
    },
  );

  app.post(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    { schema: { tags, body: unsubscribeBody, response: { 200: okEnvelope(newsletterResultSchema) } } },
    async (request) => ok(await service.unsubscribe(request.body.token), SITE_MESSAGES.unsubscribed),
  );
};
