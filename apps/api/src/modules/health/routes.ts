import { errorEnvelope, HEALTH_MESSAGES, healthSchema, okEnvelope } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { BUSY_RETRY_AFTER_SECONDS, envelope } from '../../platform/errors';

/** How long the readiness check waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/health`): the process answers; it does not touch the database, so a database outage
 * does not get every process restarted. Readiness (`/health/ready`): the process is not shedding
 * load (platform/pressure.ts) and the database answers a query.
 * While the process shuts down, Fastify answers both with 503 (docs/adr/0030).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['system'];
  // Probed every few seconds by balancers and orchestrators: only failures are worth a log line.
  const logLevel = 'warn';
  const answer = { status: 'ok' as const, database: app.database.kind };

  app.get('/health', { logLevel, schema: { tags, response: { 200: okEnvelope(healthSchema) } } }, async () =>
    ok(answer),
  );

  app.get(
    '/health/ready',
    { logLevel, schema: { tags, response: { 200: okEnvelope(healthSchema), 503: errorEnvelope } } },
    async (request, reply) => {
      if (app.isUnderPressure()) {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        return reply.status(503).send(envelope(503, HEALTH_MESSAGES.overloaded));
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.database.db.execute(sql`select 1`), timeout]);
        return ok(answer);
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send(envelope(503, HEALTH_MESSAGES.notReady));
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
