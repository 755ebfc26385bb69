import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  AUTH_LIMITS,
  mayUse,
  OPERATOR_MESSAGES,
  type OperatorArea,
  type OperatorRole,
  PRODUCT_NAME,
  type Role,
} from '@roamstead/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appSecrets, authSessions, operatorRoles, users } from '../db/schema';
import { ensureCsrf, sessionCookie } from './csrf';
import { forbidden, unauthorized } from './errors';

/** Who is calling: set by `app.requireAuth` (always) and `app.optionalAuth` (null when anonymous). */
export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: number;
  /** Operator roles (docs/adr/0062), read fresh on every request, never from the token. */
  operatorRoles: OperatorRole[];
}

export interface AuthKeys {
  /** Signs a 15-minute HS256 access token for a session. */
  signAccessToken(ctx: Pick<AuthContext, 'userId' | 'role' | 'sessionId'>): Promise<string>;
  /** Keyed hash for short secrets (one-time codes), so a leaked table cannot be brute-forced offline. */
  hmac(value: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authKeys: AuthKeys;
    /**
     * preHandler: 401 unless a valid access token of a live session is sent as Bearer (or in the
     * session cookie, whose writes also need the CSRF header: 403 without it).
     */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** A preHandler: requireAuth, then 403 unless the caller's operator roles may use `area`. */
    requireOperator: (area: OperatorArea) => (request: FastifyRequest) => Promise<void>;
    /** preHandler: fills request.auth when a valid token is sent; anonymous otherwise (fails only on CSRF). */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Non-null after requireAuth; after optionalAuth it is null for anonymous callers. */
    auth: AuthContext;
  }
}

const ISSUER = PRODUCT_NAME.toLowerCase();
const AUDIENCE = 'authenticated';

/** sha256 hex of an opaque high-entropy token (refresh and reset tokens). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque token: 32 random bytes, URL-safe. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * JWT_SECRET when configured (required in production, see config.ts); otherwise one secret
 * generated on first start and kept in the database, so every process on it agrees.
 */
async function signingSecret(config: Config, db: Db): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_secret'));
  if (!row) throw new Error('Could not create the JWT secret');
  return row.value;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Whether the request carries a token at all (a Bearer header or the session cookie). */
export const sendsCredentials = (request: FastifyRequest) =>
  bearerToken(request) !== undefined || sessionCookie(request) !== undefined;

/** Adds app.authKeys, app.requireAuth, app.optionalAuth and request.auth. Call before the routes. */
export async function registerAuth(app: FastifyInstance) {
  const secret = await signingSecret(app.config, app.database.db);
  const key = new TextEncoder().encode(secret);
  const db = app.database.db;

  app.decorate('authKeys', {
    signAccessToken: (ctx: Pick<AuthContext, 'userId' | 'role' | 'sessionId'>) =>
      new SignJWT({ sid: ctx.sessionId, role: ctx.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(ctx.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${AUTH_LIMITS.accessTokenTtlSeconds}s`)
        .sign(key),
    hmac: (value: string) => createHmac('sha256', key).update(value).digest('hex'),
  } satisfies AuthKeys);

  /** The caller of a valid token whose session is still live; the role is read fresh from the user. */
  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const bearer = bearerToken(request);
    const token = bearer ?? sessionCookie(request);
    if (!token) return null;
    let userId: number;
    let sessionId: number;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      userId = Number(payload.sub);
      sessionId = Number(payload.sid);
    } catch {
      return null;
    }
    if (!Number.isInteger(userId) || !Number.isInteger(sessionId)) return null;
    const [row] = await db
      .select({
        role: users.role,
        operatorRoles: sql<
          OperatorRole[]
        >`array(select ${operatorRoles.role} from ${operatorRoles} where ${operatorRoles.userId} = ${users.id})`,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    if (!row) return null;
    if (!bearer) ensureCsrf(request, app.authKeys.hmac, sessionId);
    return { userId, sessionId, role: row.role, operatorRoles: row.operatorRoles };
  }

  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (!auth) throw unauthorized();
    request.auth = auth;
  });
  app.decorate('requireOperator', (area: OperatorArea) => async (request: FastifyRequest) => {
    await app.requireAuth(request);
    if (!mayUse(request.auth.operatorRoles, area)) throw forbidden(OPERATOR_MESSAGES.noRole);
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.auth = (await authenticate(request)) as AuthContext;
  });
}
