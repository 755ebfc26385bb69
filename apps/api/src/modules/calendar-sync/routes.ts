import {
  addCalendarFeedBody,
  calendarFeedParams,
  calendarSyncSchema,
  listingIdParams,
  okEnvelope,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesEtag } from '../../platform/conditional';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import { exportCalendar } from './export';
import { feedParser } from './feed-parser';
import { calendarFeedsService } from './feeds';
import { calendarSync } from './sync';

/** Host endpoints (under the API prefix) and the scheduled poll of every imported feed. */
export const calendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const parser = feedParser();
  app.addHook('onClose', () => parser.close());
  const syncer = calendarSync({
    db: app.database.db,
    outbox: app.outbox,
    log: app.log,
    allowPrivateHosts: config.ICAL_ALLOW_PRIVATE_HOSTS,
    parser,
  });
  const interval = config.CALENDAR_SYNC_INTERVAL_MINUTES * 60_000;
  scheduleJob(app, 'calendar-sync', Math.min(interval, 60_000), () => syncer.syncDue(interval));
  const feeds = calendarFeedsService(app.database.db, syncer, config.PUBLIC_URL);
  const tags = ['calendar sync'];
  const answer = { 200: okEnvelope(calendarSyncSchema) };

  const hostRoutes: FastifyPluginAsyncZod = async (routes) => {
    routes.addHook('onRequest', app.requireAuth);

    routes.get(
      '/host/listings/:id/calendar-sync',
      { schema: { tags, params: listingIdParams, response: answer } },
      async (req) => ok(await feeds.overview(req.auth.userId, req.params.id)),
    );
    routes.post(
      '/host/listings/:id/calendar-sync/rotate',
      { schema: { tags, params: listingIdParams, response: answer } },
      async (req) =>
        ok(await feeds.rotate(req.auth.userId, req.params.id), 'New export link made. The old one no longer works.'),
    );
    routes.post(
      '/host/listings/:id/calendar-feeds',
      { schema: { tags, params: listingIdParams, body: addCalendarFeedBody, response: { 201: answer[200] } } },
      async (req, reply) => {
        reply.status(201);
        return ok(await feeds.add(req.auth.userId, req.params.id, req.body), 'Calendar added.');
      },
    );
    routes.delete(
      '/host/listings/:id/calendar-feeds/:feedId',
      { schema: { tags, params: calendarFeedParams, response: answer } },
      async (req) =>
        ok(
          await feeds.remove(req.auth.userId, req.params.id, req.params.feedId),
          'Calendar removed. Its nights are open again.',
        ),
    );
    routes.post(
      '/host/listings/:id/calendar-feeds/:feedId/sync',
      { schema: { tags, params: calendarFeedParams, response: answer } },
      async (req) => ok(await feeds.syncNow(req.auth.userId, req.params.id, req.params.feedId)),
    );
  };
  await app.register(hostRoutes);
};

const exportParams = z.object({ listingId: z.string(), file: z.string() });

/** The secret export link, `/calendar/{listingId}/{token}.ics`, outside the API prefix like any .ics URL. */
export const calendarExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/calendar/:listingId/:file', { schema: { hide: true, params: exportParams } }, async (req, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(req.params.listingId) ? Number(req.params.listingId) : 0;
    const token = /^([A-Za-z0-9_-]{16,100})\.ics$/.exec(req.params.file)?.[1];
    const feed =
      id && id <= 2_147_483_647 && token
        ? await exportCalendar(app.database.db, app.authKeys.hmac, id, token, new Date())
        : null;
    if (!feed) throw notFound();
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .header('etag', feed.etag)
      .header('last-modified', feed.lastModified.toUTCString());
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const fresh = ifNoneMatch
      ? matchesEtag(ifNoneMatch, feed.etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= feed.lastModified.getTime();
    if (fresh) return reply.status(304).send();
    return reply.send(feed.body);
  });
};
