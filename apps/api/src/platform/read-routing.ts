import type { FastifyInstance } from 'fastify';
import { parseLsn, readFrom, WROTE_COOKIE, WROTE_COOKIE_MAX_AGE_S } from '../db/replicas';

const SAFE = new Set(['GET', 'HEAD']);

/**
 * With streaming replicas (ADR 0068): a GET chooses its read target as it arrives (a replica that
 * has replayed the client's last write, else the primary), and every write's answer carries the
 * primary's WAL position in a cookie, so the same client's next reads see what it just wrote.
 */
export function registerReadRouting(app: FastifyInstance) {
  const router = app.database.replication?.router;
  if (!router) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!SAFE.has(request.method)) return done();
    readFrom(router.choose(parseLsn(request.cookies[WROTE_COOKIE])), done);
  });
  app.addHook('onSend', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const lsn = await router.primaryLsn().catch(() => null);
    if (!lsn) return;
    // Set directly (Fastify appends Set-Cookie headers): the cookie plugin's own onSend may have run.
    reply.header(
      'set-cookie',
      app.serializeCookie(WROTE_COOKIE, lsn, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: WROTE_COOKIE_MAX_AGE_S,
      }),
    );
  });
}
