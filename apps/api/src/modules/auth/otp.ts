import { randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_LIMITS, AUTH_MESSAGES, OTP_LENGTH, PRODUCT_NAME } from '@roamstead/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { otpCodes } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../platform/errors';
import { consume } from '../../platform/rate-limit';

export type OtpPurpose = 'login' | 'signup';
export interface OtpTarget {
  channel: 'email' | 'sms';
  /** Lower-cased e-mail or E.164 phone. */
  identifier: string;
}

const DAY_MS = 24 * 3600_000;

const otpError = (message: string) => badRequest(message, { otp: [message] });

/**
 * One-time codes (DESIGN.md security rules): 5 random digits stored as an HMAC, 10 minutes,
 * single use, burned after 5 tries, 30 s between sends, 5 per identifier and 60 per IP an hour.
 */
export function otpService(app: FastifyInstance) {
  const db = app.database.db;
  const hash = (purpose: OtpPurpose, identifier: string, code: string) =>
    app.authKeys.hmac(`otp:${purpose}:${identifier}:${code}`);

  return {
    async send(target: OtpTarget, purpose: OtpPurpose, ip: string) {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const now = new Date();
      await db.transaction(async (tx) => {
        // Serialises sends per identifier so parallel requests cannot slip past the cooldown.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${target.identifier}`}))`);
        const recent = await tx
          .select({ createdAt: otpCodes.createdAt, purpose: otpCodes.purpose })
          .from(otpCodes)
          .where(
            and(eq(otpCodes.identifier, target.identifier), gt(otpCodes.createdAt, new Date(now.getTime() - 3600_000))),
          )
          .orderBy(desc(otpCodes.createdAt));
        // The cooldown is per purpose (a resend); the hourly cap counts every code of the identifier.
        const last = recent.find((r) => r.purpose === purpose);
        const sinceLast = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
        if (sinceLast < AUTH_LIMITS.otpResendCooldownSeconds) {
          const wait = Math.ceil(AUTH_LIMITS.otpResendCooldownSeconds - sinceLast);
          throw tooManyRequests(AUTH_MESSAGES.otpCooldown(wait), wait);
        }
        const oldest = recent[AUTH_LIMITS.otpMaxPerIdentifierPerHour - 1];
        if (oldest) {
          const wait = Math.ceil((oldest.createdAt.getTime() + 3600_000 - now.getTime()) / 1000);
          throw tooManyRequests(AUTH_MESSAGES.otpHourlyLimit, Math.max(1, wait));
        }
        await consume(tx, {
          key: `otp-ip:${ip}`,
          max: app.config.OTP_MAX_PER_IP_PER_HOUR,
          windowSeconds: 3600,
          message: AUTH_MESSAGES.otpHourlyLimit,
        });
        // Day-old codes are expired and outside every limit window: nothing needs them any more.
        await tx
          .delete(otpCodes)
          .where(
            and(eq(otpCodes.identifier, target.identifier), lt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS))),
          );
        // Only the newest code of an identifier and purpose is valid.
        await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(
            and(eq(otpCodes.identifier, target.identifier), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
          );
        await tx.insert(otpCodes).values({
          purpose,
          channel: target.channel,
          identifier: target.identifier,
          codeHash: hash(purpose, target.identifier, code),
          expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlSeconds * 1000),
          ip,
          createdAt: now,
        });
      });
      const minutes = AUTH_LIMITS.otpTtlSeconds / 60;
      await app.outbox.send({
        channel: target.channel,
        to: target.identifier,
        subject: `Your ${PRODUCT_NAME} verification code`,
        body: `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
        code,
      });
      return {
        channel: target.channel,
        to: target.identifier,
        expires_in: AUTH_LIMITS.otpTtlSeconds,
        resend_in: AUTH_LIMITS.otpResendCooldownSeconds,
      };
    },

    /**
     * Checks the newest live code. A login code is consumed; a sign-up code is marked verified,
     * for registration to consume later. Every check counts as a try, right or wrong.
     */
    async check(identifier: string, purpose: OtpPurpose, otp: string) {
      const live = and(
        eq(otpCodes.identifier, identifier),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.verifiedAt),
      );
      const [row] = await db.select().from(otpCodes).where(live).orderBy(desc(otpCodes.id)).limit(1);
      if (!row || row.expiresAt.getTime() <= Date.now()) throw otpError(AUTH_MESSAGES.otpExpired);
      const [claimed] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, AUTH_LIMITS.otpMaxWrongAttempts), live))
        .returning({ attempts: otpCodes.attempts });
      if (!claimed) {
        throw otpError(
          row.attempts >= AUTH_LIMITS.otpMaxWrongAttempts ? AUTH_MESSAGES.otpBurned : AUTH_MESSAGES.otpExpired,
        );
      }
      const expected = Buffer.from(row.codeHash, 'hex');
      const actual = Buffer.from(hash(purpose, identifier, otp), 'hex');
      if (!timingSafeEqual(expected, actual)) {
        throw otpError(
          claimed.attempts >= AUTH_LIMITS.otpMaxWrongAttempts ? AUTH_MESSAGES.otpBurned : AUTH_MESSAGES.otpWrong,
        );
      }
      const now = new Date();
      const [done] = await db
        .update(otpCodes)
        .set(purpose === 'login' ? { consumedAt: now } : { verifiedAt: now })
        .where(and(eq(otpCodes.id, row.id), live))
        .returning({ id: otpCodes.id });
      if (!done) throw otpError(AUTH_MESSAGES.otpExpired);
    },

    /**
     * Phones (E.164) ending in `digits` with a live code of `purpose`: still to check, or for
     * `verified`, a sign-up code verified and not yet used by a registration.
     */
    async pendingPhones(digits: string, purpose: OtpPurpose, verified: boolean): Promise<string[]> {
      const now = new Date();
      const rows = await db
        .selectDistinct({ identifier: otpCodes.identifier })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.channel, 'sms'),
            eq(otpCodes.purpose, purpose),
            sql`${otpCodes.identifier} like ${`%${digits}`}`,
            isNull(otpCodes.consumedAt),
            verified
              ? gt(otpCodes.verifiedAt, new Date(now.getTime() - AUTH_LIMITS.signupVerifiedWindowSeconds * 1000))
              : and(isNull(otpCodes.verifiedAt), gt(otpCodes.expiresAt, now)),
          ),
        );
      return rows.map((r) => r.identifier);
    },

    /** Which of `identifiers` hold a recently verified, unused sign-up code; those codes are used up. */
    async consumeVerified(tx: typeof db, identifiers: string[]): Promise<Set<string>> {
      const rows = await tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            inArray(otpCodes.identifier, identifiers),
            eq(otpCodes.purpose, 'signup'),
            isNull(otpCodes.consumedAt),
            gt(otpCodes.verifiedAt, new Date(Date.now() - AUTH_LIMITS.signupVerifiedWindowSeconds * 1000)),
          ),
        )
        .returning({ identifier: otpCodes.identifier });
      return new Set(rows.map((r) => r.identifier));
    },
  };
}

export type OtpService = ReturnType<typeof otpService>;
