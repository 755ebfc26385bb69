import cors from '@fastify/cors';
import { CSRF_HEADER, CSRF_HEADER_ALIAS } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Headers SPEC §7's clients send, and the answer headers their scripts may read. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  CSRF_HEADER,
  CSRF_HEADER_ALIAS,
  'X-CSRF-Token',
  'Idempotency-Key',
];
const EXPOSED_HEADERS = ['Retry-After', 'Content-Language', 'Content-Disposition'];
/** Browsers cache a preflight this long (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Our own origin (PUBLIC_URL's) and the CORS_ORIGINS list. */
export const allowedOrigins = (config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>): ReadonlySet<string> =>
  new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);

/**
 * Cross-origin access for the origins in CORS_ORIGINS (our own, PUBLIC_URL's, needs none):
 * an allowed origin is echoed with credentials; any other gets no CORS headers, so its
 * browser keeps the answer from its scripts.
 */
export async function registerCors(app: FastifyInstance) {
  const allowed = allowedOrigins(app.config);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
