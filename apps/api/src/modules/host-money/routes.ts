import {
  earningsCsvSchema,
  earningsExportQuery,
  okEnvelope,
  taxSummaryQuery,
  taxSummarySchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { earningsCsv } from './export';
import { taxSummary } from './tax-summary';

/** A host's money to take away: the earnings CSV and the yearly summary for taxes. */
export const hostMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['earnings'];
  app.addHook('onRequest', app.requireAuth);

  const csvSchema = {
    tags,
    querystring: earningsExportQuery,
    produces: ['text/csv'],
    response: { 200: earningsCsvSchema },
  };
  app.get('/host/earnings/export.csv', { schema: csvSchema }, async (req, reply) => {
    const { from, to, currency } = req.query;
    const body = await earningsCsv(db, req.auth.userId, from, to, currency);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="roamstead-earnings-${from}-to-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.get(
    '/host/earnings/tax-summary',
    { schema: { tags, querystring: taxSummaryQuery, response: { 200: okEnvelope(taxSummarySchema) } } },
    async (req) => ok(await taxSummary(db, req.auth.userId, req.query.year, req.query.currency)),
  );
};
