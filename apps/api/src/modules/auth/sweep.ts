import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountCodes,
  authSessions,
  otpCodes,
  passwordResetTokens,
  rateLimitCounters,
  refreshTokens,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Codes and counters are kept a day: long enough for every hourly limit that counts them. */
const SHORT_LIVED_KEEP_MS = DAY_MS;
/** Ended sessions stay listed in Login & security for a month before they are forgotten. */
const ENDED_SESSION_KEEP_MS = 30 * DAY_MS;

/**
 * Deletes sign-in records nobody can use any more: expired codes and links, expired refresh
 * tokens, old rate-limit windows, and sessions that ended (revoked, or every token expired) a
 * month ago. Returns how many rows of each kind went.
 */
export async function sweepAuthRecords(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - SHORT_LIVED_KEEP_MS);
  const monthAgo = new Date(now.getTime() - ENDED_SESSION_KEEP_MS);
  const count = (rows: unknown[]) => rows.length;

  const codes = await db.delete(otpCodes).where(lt(otpCodes.createdAt, dayAgo)).returning({ id: otpCodes.id });
  const accountCodeRows = await db
    .delete(accountCodes)
    .where(lt(accountCodes.expiresAt, dayAgo))
    .returning({ id: accountCodes.id });
  const resetLinks = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, dayAgo))
    .returning({ id: passwordResetTokens.id });
  const windows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, dayAgo))
    .returning({ key: rateLimitCounters.key });
  const sessions = await db
    .delete(authSessions)
    .where(
      or(
        and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, monthAgo)),
        and(
          lt(authSessions.createdAt, monthAgo),
          sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.sessionId} = ${authSessions.id} and ${refreshTokens.expiresAt} > ${monthAgo})`,
        ),
      ),
    )
    .returning({ id: authSessions.id });
  // Rotated or expired tokens of live sessions: an expired token is refused before reuse detection.
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });

  return {
    codes: count(codes) + count(accountCodeRows),
    resetLinks: count(resetLinks),
    rateLimitWindows: count(windows),
    sessions: count(sessions),
    refreshTokens: count(tokens),
  };
}
