import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  conversationDetailSchema,
  conversationIdParams,
  conversationListQuery,
  conversationListSchema,
  conversationMessageSchema,
  conversationStreamSchema,
  markReadBody,
  messageBodyField,
  messagePageSchema,
  messagesQuery,
  okEnvelope,
  reportBody,
  startConversationBody,
  streamQuery,
  streamTicketSchema,
  text,
  unreadCountsSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { idempotencyHeaders } from '../../platform/idempotency';
import { scheduleJob } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import type { MessagingService } from './service';
import { openStream, streamTickets } from './stream';
import { sendUnreadEmails } from './unread-email';

/** How often each process looks for unread messages to announce by e-mail. */
const SWEEP_INTERVAL_MS = 30_000;
/** Stored live events are kept this long for reconnecting clients. */
const EVENT_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * A message: JSON `{ body }`, or multipart with `body` and an `attachment` image file. Text may be
 * empty only when an image is attached.
 */
const sendBody = z
  .object({
    body: text().max(CONVERSATION_LIMITS.bodyMax, CONVERSATION_MESSAGES.bodyTooLong).default(''),
    attachment: z.instanceof(Buffer, { error: CONVERSATION_MESSAGES.attachmentInvalid }).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.attachment && !messageBodyField.safeParse(b.body).success) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: CONVERSATION_MESSAGES.bodyRequired });
    }
  });

const archiveBody = z.object({ archived: z.boolean().default(true) }).default({ archived: true });

export interface MessagesOptions {
  service: MessagingService;
  realtime: Realtime;
}

export const messagesRoutes: FastifyPluginAsyncZod<MessagesOptions> = async (app, { service, realtime }) => {
  const db = app.database.db;
  const tickets = streamTickets(app);
  const tags = ['messages'];
  const auth = { onRequest: app.requireAuth };

  // Each process sweeps; claiming rows in the database keeps e-mails single (see unread-email.ts).
  scheduleJob(app, 'unread-message-emails', SWEEP_INTERVAL_MS, async () => {
    await sendUnreadEmails(db, app.outbox, app.config.PUBLIC_URL);
    await realtime.prune(new Date(Date.now() - EVENT_RETENTION_MS));
  });
  const streams = new Set<() => Promise<void>>();
  app.metrics.countSseConnections(() => streams.size);
  // Shutting down: streams end now so their clients reconnect to another process and catch up.
  // Their last bytes are sent before the server closes, so their connections count as idle then.
  app.addHook('preClose', async () => {
    await Promise.all([...streams].map((end) => end()));
  });

  app.get(
    '/conversations',
    {
      ...auth,
      schema: { tags, querystring: conversationListQuery, response: { 200: okEnvelope(conversationListSchema) } },
    },
    async (req) => ok(await service.list(req.auth.userId, req.query.filter, req.query.q, req.query.limit)),
  );

  app.post(
    '/conversations',
    {
      ...auth,
      schema: {
        tags,
        body: startConversationBody,
        response: {
          201: okEnvelope(
            z.object({
              conversation: conversationDetailSchema,
              message: conversationMessageSchema,
              created: z.boolean(),
            }),
          ),
        },
      },
    },
    async (req, reply) => {
      const result = await service.start(req.auth.userId, req.body);
      return reply.status(201).send(ok(result, CONVERSATION_MESSAGES.sent));
    },
  );

  app.get(
    '/conversations/unread',
    { ...auth, schema: { tags, response: { 200: okEnvelope(unreadCountsSchema) } } },
    async (req) => ok(await service.unreadCounts(req.auth.userId)),
  );

  app.post(
    '/conversations/stream-ticket',
    { ...auth, schema: { tags, response: { 200: okEnvelope(streamTicketSchema) } } },
    async (req) => ok(tickets.issue(req.auth.userId, req.auth.sessionId)),
  );

  app.get(
    '/conversations/stream',
    {
      schema: {
        tags,
        querystring: streamQuery,
        produces: ['text/event-stream'],
        response: { 200: conversationStreamSchema },
      },
    },
    async (req, reply) => {
      const who = await tickets.verify(req.query.ticket);
      const header = req.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : undefined;
      const lastEventId = fromHeader ?? req.query.last_event_id;
      await openStream({ request: req, reply, realtime, userId: who.userId, lastEventId, streams, log: app.log });
    },
  );

  app.get(
    '/conversations/:id',
    {
      ...auth,
      schema: { tags, params: conversationIdParams, response: { 200: okEnvelope(conversationDetailSchema) } },
    },
    async (req) => ok(await service.get(req.auth.userId, req.params.id)),
  );

  app.get(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: {
        tags,
        params: conversationIdParams,
        querystring: messagesQuery,
        response: { 200: okEnvelope(messagePageSchema) },
      },
    },
    async (req) => ok(await service.messages(req.auth.userId, req.params.id, req.query.before, req.query.limit)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: conversationIdParams,
        headers: idempotencyHeaders,
        body: sendBody,
        response: { 200: okEnvelope(conversationMessageSchema), 201: okEnvelope(conversationMessageSchema) },
      },
    },
    async (req, reply) => {
      const { message, replayed } = await service.sendOnce(
        req.auth.userId,
        req.params.id,
        req.body.body,
        req.body.attachment,
        req.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(ok(message));
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      ...auth,
      schema: {
        tags,
        params: conversationIdParams,
        body: markReadBody,
        response: { 200: okEnvelope(z.object({ last_read_id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.markRead(req.auth.userId, req.params.id, req.body.message_id)),
  );

  app.post(
    '/conversations/:id/typing',
    { ...auth, schema: { tags, params: conversationIdParams, response: { 200: okEnvelope(z.object({})) } } },
    async (req) => {
      await service.typing(req.auth.userId, req.params.id);
      return ok({});
    },
  );

  app.put(
    '/conversations/:id/archive',
    {
      ...auth,
      schema: {
        tags,
        params: conversationIdParams,
        body: archiveBody,
        response: { 200: okEnvelope(conversationDetailSchema) },
      },
    },
    async (req) => {
      const archived = req.body.archived;
      return ok(
        await service.setArchived(req.auth.userId, req.params.id, archived),
        archived ? CONVERSATION_MESSAGES.archived : CONVERSATION_MESSAGES.unarchived,
      );
    },
  );

  app.post(
    '/conversations/:id/block',
    {
      ...auth,
      schema: { tags, params: conversationIdParams, response: { 200: okEnvelope(conversationDetailSchema) } },
    },
    async (req) => ok(await service.setBlocked(req.auth.userId, req.params.id, true), CONVERSATION_MESSAGES.blocked),
  );

  app.delete(
    '/conversations/:id/block',
    {
      ...auth,
      schema: { tags, params: conversationIdParams, response: { 200: okEnvelope(conversationDetailSchema) } },
    },
    async (req) => ok(await service.setBlocked(req.auth.userId, req.params.id, false), CONVERSATION_MESSAGES.unblocked),
  );

  app.post(
    '/conversations/:id/report',
    {
      ...auth,
      schema: {
        tags,
        params: conversationIdParams,
        body: reportBody,
        response: { 201: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await service.report(req.auth.userId, req.params.id, req.body), CONVERSATION_MESSAGES.reported)),
  );
};
