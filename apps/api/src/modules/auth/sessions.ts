import { AUTH_LIMITS, AUTH_MESSAGES } from '@roamstead/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSessions, refreshTokens, userSuspensions, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../../platform/auth';
import { forbidden, unauthorized } from '../../platform/errors';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/**
 * Sessions are families of opaque rotating refresh tokens (stored as sha256). Each refresh uses
 * up its token and hands out the next; presenting a used token again revokes the whole family.
 */
export function sessionService(app: FastifyInstance) {
  const db = app.database.db;

  async function newRefreshToken(sessionId: number) {
    const token = newOpaqueToken();
    await db.insert(refreshTokens).values({
      sessionId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + AUTH_LIMITS.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  async function revoke(sessionId: number, reason: string) {
    await db
      .update(authSessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  return {
    async issue(user: { id: number; role: 'guest' | 'host' }, client: ClientInfo) {
      // Every way of signing in ends here: a suspended account gets no session (docs/adr/0062).
      const [suspended] = await db
        .select({ userId: userSuspensions.userId })
        .from(userSuspensions)
        .where(eq(userSuspensions.userId, user.id));
      if (suspended) throw forbidden(AUTH_MESSAGES.suspended);
      const [session] = await db
        .insert(authSessions)
        .values({ userId: user.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) })
        .returning({ id: authSessions.id });
      if (!session) throw new Error('session insert returned nothing');
      const refresh_token = await newRefreshToken(session.id);
      const token = await app.authKeys.signAccessToken({ userId: user.id, role: user.role, sessionId: session.id });
      return { token, refresh_token };
    },

    async rotate(refreshToken: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: authSessions, role: users.role })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (!row || row.session.revokedAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (row.token.usedAt) {
        await revoke(row.session.id, 'refresh token reused');
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      if (row.token.expiresAt.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (!claimed) {
        // Another request rotated it at the same moment: the token was presented twice.
        await revoke(row.session.id, 'refresh token reused');
        throw unauthorized(AUTH_MESSAGES.sessionExpired);
      }
      const refresh_token = await newRefreshToken(row.session.id);
      const token = await app.authKeys.signAccessToken({
        userId: row.session.userId,
        role: row.role,
        sessionId: row.session.id,
      });
      return { token, refresh_token };
    },

    revoke,

    /** Logout by refresh token: revokes its family when the token is known. */
    async revokeByRefreshToken(refreshToken: string) {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (row) await revoke(row.sessionId, 'logout');
    },

    async revokeAllOf(userId: number, reason: string) {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
