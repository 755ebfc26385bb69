import { timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, CONVERSATION_MESSAGES, STREAM_TICKET_TTL_SECONDS, type StreamReady } from '@roamstead/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authSessions } from '../../db/schema';
import { unauthorized } from '../../platform/errors';
import type { Delivery, Realtime } from '../../platform/realtime';

/** Comment lines keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after one access-token lifetime; the client reconnects with a fresh ticket (and
 * replays what it missed), so a revoked session stops receiving within that time.
 */
const MAX_STREAM_MS = AUTH_LIMITS.accessTokenTtlSeconds * 1000;

/**
 * Stream tickets: EventSource cannot send an Authorization header, so the client first trades its
 * access token for a ticket (POST /conversations/stream-ticket) and opens the stream with
 * `?ticket=`. A ticket is `userId.sessionId.expiresAtMs.hmac`, signed with the server's key: any
 * process can check it, it lives one minute, and the session must still be live when it is used.
 */
export function streamTickets(app: FastifyInstance) {
  const sign = (payload: string) => app.authKeys.hmac(`stream-ticket:${payload}`);
  return {
    issue(userId: number, sessionId: number) {
      const payload = `${userId}.${sessionId}.${Date.now() + STREAM_TICKET_TTL_SECONDS * 1000}`;
      return { ticket: `${payload}.${sign(payload)}`, expires_in: STREAM_TICKET_TTL_SECONDS };
    },

    async verify(ticket: string) {
      const invalid = () => unauthorized(CONVERSATION_MESSAGES.ticketInvalid);
      const parts = ticket.split('.');
      if (parts.length !== 4) throw invalid();
      const [user, session, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${user}.${session}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      if (Number(expires) < Date.now()) throw invalid();
      const userId = Number(user);
      const sessionId = Number(session);
      const [live] = await app.database.db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      if (!live) throw invalid();
      return { userId, sessionId };
    },
  };
}

const frame = (delivery: Delivery) => {
  const event = delivery.event as { type?: string };
  const lines = [];
  if (delivery.id) lines.push(`id: ${delivery.id}`);
  lines.push(`event: ${event.type ?? 'message'}`);
  lines.push(`data: ${JSON.stringify(event)}`);
  return `${lines.join('\n')}\n\n`;
};

/**
 * Server-Sent Events for one user: first what they missed after `lastEventId`, then live events.
 * Live events are buffered while the replay is read, and anything already replayed is skipped.
 */
export async function openStream(opts: {
  request: FastifyRequest;
  reply: FastifyReply;
  realtime: Realtime;
  userId: number;
  lastEventId: number | undefined;
  /** Open streams' `end`, which resolves when the stream's last bytes are sent (or it is gone). */
  streams: Set<() => Promise<void>>;
  log: { warn(obj: object, msg: string): void };
}) {
  const { reply, realtime, userId, streams } = opts;
  const raw = reply.raw;
  let replaying = true;
  let sentUpTo = opts.lastEventId ?? 0;
  const buffered: Delivery[] = [];
  let ended = false;

  const write = (delivery: Delivery) => {
    if (ended) return;
    if (delivery.id) {
      if (delivery.id <= sentUpTo) return;
      sentUpTo = delivery.id;
    }
    raw.write(frame(delivery));
  };

  const unsubscribe = realtime.subscribe(userId, (delivery) => {
    if (replaying) buffered.push(delivery);
    else write(delivery);
  });
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => void end(), MAX_STREAM_MS);
  const stopResync = realtime.onResync(() => void end());
  const end = () =>
    new Promise<void>((resolve) => {
      if (ended) return resolve();
      ended = true;
      unsubscribe();
      stopResync();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      streams.delete(end);
      if (raw.destroyed || raw.writableFinished) return resolve();
      raw.once('close', resolve);
      raw.end(resolve);
    });
  streams.add(end);
  raw.on('close', () => void end());
  // The client may have gone while its ticket was being checked: 'close' has fired already.
  if (raw.destroyed || opts.request.raw.destroyed) {
    reply.hijack();
    return end();
  }

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');

  try {
    let ready: StreamReady;
    if (opts.lastEventId !== undefined) {
      const { events, reset } = await realtime.replay(userId, opts.lastEventId);
      for (const delivery of events) write(delivery);
      ready = { last_event_id: sentUpTo, reset };
    } else {
      // A first connection replays nothing; events that arrived meanwhile still go out below.
      ready = { last_event_id: await realtime.lastEventId(userId), reset: false };
    }
    replaying = false;
    for (const delivery of buffered.splice(0)) write(delivery);
    if (!ended) raw.write(`event: ready\ndata: ${JSON.stringify(ready)}\n\n`);
  } catch (err) {
    opts.log.warn({ err }, 'live stream failed to start');
    void end();
  }
}
