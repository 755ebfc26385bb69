import { ERRORS, SITE_FORM_LIMIT } from '@roamstead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consume } from '../../platform/rate-limit';

/**
 * preHandler for a public form that sends e-mail: at most SITE_FORM_LIMIT valid submissions per
 * IP and form an hour (invalid ones are refused by validation before this counts them).
 */
export const formLimit = (app: FastifyInstance, form: string) => async (request: FastifyRequest) =>
  consume(app.database.db, {
    key: `form:${form}:${request.ip}`,
    max: SITE_FORM_LIMIT.maxPerIpPerHour,
    windowSeconds: SITE_FORM_LIMIT.windowSeconds,
    message: ERRORS.rateLimited,
  });
