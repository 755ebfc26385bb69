import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, AUTH_LIMITS, OTP_LENGTH, OTP_RESEND_COOLDOWN_S } from '@roamstead/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCodes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../platform/errors';

type Purpose = (typeof accountCodes.$inferSelect)['purpose'];

/** One-time codes for a signed-in user's phone or work e-mail, with the auth rules of DESIGN.md. */
export function accountCodeStore(db: Db, hmac: (value: string) => string) {
  return {
    /** A new code for `target`; refused during the resend cooldown. */
    async issue(userId: number, purpose: Purpose, target: string) {
      const [last] = await db
        .select({ createdAt: accountCodes.createdAt })
        .from(accountCodes)
        .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
        .orderBy(desc(accountCodes.id))
        .limit(1);
      const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (waited < OTP_RESEND_COOLDOWN_S) {
        const wait = Math.ceil(OTP_RESEND_COOLDOWN_S - waited);
        throw tooManyRequests(`Please wait ${wait}s before requesting another code.`, wait);
      }
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await db.insert(accountCodes).values({
        userId,
        purpose,
        target,
        codeHash: hmac(`${purpose}:${target}:${code}`),
        expiresAt: new Date(Date.now() + AUTH_LIMITS.otpTtlSeconds * 1000),
      });
      return code;
    },

    /** Burns the newest live code for `target` when `code` matches; counts wrong tries. */
    async consume(userId: number, purpose: Purpose, target: string, code: string) {
      const [row] = await db
        .select()
        .from(accountCodes)
        .where(
          and(
            eq(accountCodes.userId, userId),
            eq(accountCodes.purpose, purpose),
            eq(accountCodes.target, target),
            isNull(accountCodes.usedAt),
            gt(accountCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(accountCodes.id))
        .limit(1);
      if (!row || row.attempts >= AUTH_LIMITS.otpMaxWrongAttempts) {
        throw badRequest(ACCOUNT_MESSAGES.codeExpired, { otp: [ACCOUNT_MESSAGES.codeExpired] });
      }
      if (row.codeHash !== hmac(`${purpose}:${target}:${code}`)) {
        await db
          .update(accountCodes)
          .set({ attempts: row.attempts + 1 })
          .where(eq(accountCodes.id, row.id));
        throw badRequest(ACCOUNT_MESSAGES.codeWrong, { otp: [ACCOUNT_MESSAGES.codeWrong] });
      }
      await db.update(accountCodes).set({ usedAt: new Date() }).where(eq(accountCodes.id, row.id));
    },
  };
}
