import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { authSessions, otpCodes, passwordResetTokens, rateLimitCounters, refreshTokens } from '../../db/schema';
import { sweepAuthRecords } from './sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('the sign-in records sweep', () => {
  it('forgets dead codes, links, windows, tokens and sessions and keeps live ones', async () => {
    const db = t.database.db;
    const live = await signedInUser(t);
    const revokedLongAgo = await signedInUser(t);
    const revokedYesterday = await signedInUser(t);
    await db
      .update(authSessions)
      .set({ revokedAt: ago(31 * DAY) })
      .where(eq(authSessions.id, revokedLongAgo.sessionId));
    await db
      .update(authSessions)
      .set({ revokedAt: ago(DAY) })
      .where(eq(authSessions.id, revokedYesterday.sessionId));
    const [expiredToken] = await db
      .insert(refreshTokens)
      .values({ sessionId: live.sessionId, tokenHash: 'expired-token', expiresAt: ago(1000) })
      .returning();

    const code = { purpose: 'login' as const, channel: 'email' as const, identifier: 'a@example.test', codeHash: 'h' };
    await db.insert(otpCodes).values([
      { ...code, expiresAt: ago(2 * DAY), createdAt: ago(2 * DAY) },
      { ...code, expiresAt: ago(0), createdAt: ago(60_000) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: live.user.id, tokenHash: 'old-link', expiresAt: ago(2 * DAY) },
      { userId: live.user.id, tokenHash: 'new-link', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'sweep-test', windowStart: ago(2 * DAY), count: 3 },
      { key: 'sweep-test', windowStart: ago(60_000), count: 1 },
    ]);

    const swept = await sweepAuthRecords(db);
    expect(swept).toMatchObject({ resetLinks: 1, rateLimitWindows: 1, sessions: 1 });
    expect(swept.codes).toBeGreaterThanOrEqual(1);
    expect(swept.refreshTokens).toBeGreaterThanOrEqual(1);

    const sessionIds = (await db.select({ id: authSessions.id }).from(authSessions)).map((s) => s.id);
    expect(sessionIds).toContain(live.sessionId);
    expect(sessionIds).toContain(revokedYesterday.sessionId);
    expect(sessionIds).not.toContain(revokedLongAgo.sessionId);
    expect(
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.id, expiredToken?.id ?? 0)),
    ).toEqual([]);
    const links = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(links.map((l) => l.hash)).toEqual(['new-link']);
    const recentCodes = await db.select().from(otpCodes).where(eq(otpCodes.identifier, 'a@example.test'));
    expect(recentCodes).toHaveLength(1);

    // The live session still refreshes and calls the API.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: live.headers })).statusCode).toBe(200);
  });
});
