import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import {
  API_BASE_PATH,
  AUTH_LIMITS,
  CSRF_COOKIE,
  CSRF_COOKIE_ALIAS,
  CSRF_HEADER,
  CSRF_HEADER_ALIAS,
  SESSION_COOKIE,
} from '@roamstead/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Config } from '../config';
import { forbidden } from './errors';

/**
 * The cookie setup of SPEC §7: a sign-in also sets the access token as an http-only cookie and a
 * readable CSRF cookie. A write authenticated by that cookie must echo the CSRF cookie in a header
 * (double submit); a Bearer token cannot be sent by another site, so it needs no such proof.
 * The CSRF value is signed with the session's id, so a cookie and header planted by someone else
 * (a sibling subdomain, a man in the middle of plain HTTP) do not pass for this session.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Header names a client may use for the CSRF value: axios', Django's and the other common one. */
const CSRF_HEADERS = [CSRF_HEADER, CSRF_HEADER_ALIAS, 'X-CSRF-Token'].map((h) => h.toLowerCase());
const CSRF_COOKIES = [CSRF_COOKIE, CSRF_COOKIE_ALIAS];

type Sign = (value: string) => string;

const signed = (sign: Sign, sessionId: number, nonce: string) => sign(`csrf:${sessionId}:${nonce}`);

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when `token` is a CSRF value made for session `sessionId`. */
function boundToSession(sign: Sign, sessionId: number, token: string) {
  const [nonce, mac, extra] = token.split('.');
  return !!nonce && !!mac && extra === undefined && sameText(mac, signed(sign, sessionId, nonce));
}

/** Over HTTPS the cookies work for clients on other sites too; plain HTTP keeps them same-site. */
function cookieBase(config: Pick<Config, 'PUBLIC_URL'>) {
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  return { secure, sameSite: secure ? ('none' as const) : ('lax' as const) };
}

/**
 * Sets the session cookie for `token` and the CSRF cookies bound to its session: a new value at
 * sign-in (`renew`); on a refresh of the same session, the client's value while it still fits.
 */
export function issueSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  sign: Sign,
  token: string,
  { renew }: { renew: boolean },
) {
  const base = cookieBase(config);
  reply.setCookie(SESSION_COOKIE, token, {
    ...base,
    httpOnly: true,
    path: API_BASE_PATH,
    maxAge: AUTH_LIMITS.accessTokenTtlSeconds,
  });
  const sessionId = Number(decodeJwt(token).sid);
  const held = request.cookies[CSRF_COOKIE];
  const csrf =
    !renew && held && boundToSession(sign, sessionId, held)
      ? held
      : (() => {
          const nonce = randomBytes(24).toString('base64url');
          return `${nonce}.${signed(sign, sessionId, nonce)}`;
        })();
  for (const name of CSRF_COOKIES) {
    reply.setCookie(name, csrf, { ...base, httpOnly: false, path: '/', maxAge: AUTH_LIMITS.refreshTokenTtlSeconds });
  }
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const base = cookieBase(config);
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true, path: API_BASE_PATH });
  for (const name of CSRF_COOKIES) reply.clearCookie(name, { ...base, path: '/' });
}

export const sessionCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || undefined;

/**
 * Refuses (403) a write authenticated by the session cookie unless a CSRF header repeats a CSRF
 * cookie and that value was made for this session.
 */
export function ensureCsrf(request: FastifyRequest, sign: Sign, sessionId: number) {
  if (SAFE_METHODS.has(request.method)) return;
  const header = CSRF_HEADERS.map((name) => request.headers[name]).find((v) => typeof v === 'string');
  if (typeof header !== 'string') throw forbidden();
  const echoed = CSRF_COOKIES.some((name) => {
    const cookie = request.cookies[name];
    return !!cookie && sameText(header, cookie);
  });
  if (!echoed || !boundToSession(sign, sessionId, header)) throw forbidden();
}

/** True when `origin` names the host the request was sent to (the page's own origin). */
function sameHost(origin: string, host: string | undefined) {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * onRequest of the routes that set session cookies: a browser request from a site that is not
 * ours nor in CORS_ORIGINS is refused, so another site cannot sign a visitor into its account
 * (login CSRF). Clients outside browsers send no Origin nor Sec-Fetch-Site and pass.
 */
export const refuseCrossSite = (allowedOrigins: ReadonlySet<string>) => async (request: FastifyRequest) => {
  const { origin, host } = request.headers;
  const crossSite =
    origin !== undefined
      ? !allowedOrigins.has(origin) && !sameHost(origin, host)
      : request.headers['sec-fetch-site'] === 'cross-site';
  if (crossSite) throw forbidden();
};
