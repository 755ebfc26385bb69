import { healthSchema, okEnvelope } from '@roamstead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: okEnvelope(healthSchema) } } }, async () => {
    await app.database.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: app.database.kind });
  });
};
