import cors from '@fastify/cors';
import { CSRF_HEADER } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';

/** Headers SPEC §7's clients send, and the answer headers their scripts may read. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', CSRF_HEADER, 'X-CSRF-Token', 'Idempotency-Key'];
const EXPOSED_HEADERS = ['Retry-After', 'Content-Language', 'Content-Disposition'];
/** Browsers cache a preflight this long (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Cross-origin access for the origins in CORS_ORIGINS (our own, PUBLIC_URL's, needs none):
 * an allowed origin is echoed with credentials; any other gets no CORS headers, so its
 * browser keeps the answer from its scripts.
 */
export async function registerCors(app: FastifyInstance) {
  const own = new URL(app.config.PUBLIC_URL).origin;
  const allowed = new Set([own, ...app.config.CORS_ORIGINS]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
