import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import { API_BASE_PATH, AUTH_LIMITS, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@roamstead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

/**
 * The cookie setup of SPEC §7: a sign-in also sets the access token as an http-only cookie and a
 * readable CSRF cookie. A write authenticated by that cookie must echo the CSRF cookie in a header
 * (double submit); a Bearer token cannot be sent by another site, so it needs no such proof.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Header names a client may use for the CSRF value (axios' default and the other common one). */
const CSRF_HEADERS = [CSRF_HEADER.toLowerCase(), 'x-csrf-token'];

/** Over HTTPS the cookies work for clients on other sites too; plain HTTP keeps them same-site. */
function cookieBase(config: Pick<Config, 'PUBLIC_URL'>) {
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  return { secure, sameSite: secure ? ('none' as const) : ('lax' as const) };
}

/** Sets the session cookie for `token`, and the CSRF cookie unless the client already holds one. */
export function issueSessionCookies(request: FastifyRequest, reply: FastifyReply, config: Config, token: string) {
  const base = cookieBase(config);
  reply.setCookie(SESSION_COOKIE, token, {
    ...base,
    httpOnly: true,
    path: API_BASE_PATH,
    maxAge: AUTH_LIMITS.accessTokenTtlSeconds,
  });
  const csrf = request.cookies[CSRF_COOKIE] || randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, csrf, {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: AUTH_LIMITS.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const base = cookieBase(config);
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true, path: API_BASE_PATH });
  reply.clearCookie(CSRF_COOKIE, { ...base, path: '/' });
}

export const sessionCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || undefined;

/** Refuses (403) a write authenticated by the session cookie without the matching CSRF header. */
export function ensureCsrf(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = CSRF_HEADERS.map((name) => request.headers[name]).find((v) => typeof v === 'string');
  if (typeof header !== 'string' || !cookie) throw forbidden();
  const [sent, held] = [Buffer.from(header), Buffer.from(cookie)];
  if (sent.length !== held.length || !timingSafeEqual(sent, held)) throw forbidden();
}
