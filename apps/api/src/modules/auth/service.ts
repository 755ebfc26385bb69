import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  type Identifier,
  PRODUCT_NAME,
  REGISTRATION_DOB,
  type RegisterBody,
  type RegisterUserDetailsBody,
} from '@roamstead/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { hashToken, newOpaqueToken } from '../../platform/auth';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { consume, ensureBelow, record } from '../../platform/rate-limit';
import { accountNotifications } from '../notifications';
import { toUser, type UserRow } from '../users';
import { googleVerifier } from './google';
import { type OtpTarget, otpService } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { toE164 } from './phone';
import { type ClientInfo, sessionService } from './sessions';

/** Where a code goes for an identifier of a request body. */
export function targetOf(identifier: Identifier): OtpTarget {
  return identifier.kind === 'email'
    ? { channel: 'email', identifier: identifier.email }
    : { channel: 'sms', identifier: toE164(identifier.phone, identifier.code) };
}

export function authService(app: FastifyInstance) {
  const db = app.database.db;
  const otp = otpService(app);
  const sessions = sessionService(app);
  const notifications = accountNotifications(app);
  const verifyGoogleToken = googleVerifier(app.config);

  const findUser = async (target: OtpTarget): Promise<UserRow | undefined> => {
    const where =
      target.channel === 'email'
        ? eq(sql`lower(${users.email})`, target.identifier)
        : eq(users.phone, target.identifier);
    const [row] = await db.select().from(users).where(where);
    return row;
  };

  const signIn = async (row: UserRow, client: ClientInfo) => ({
    user: toUser(row),
    ...(await sessions.issue(row, client)),
  });

  /** A new account: welcome it, then sign it in. */
  const signUp = async (row: UserRow, client: ClientInfo) => {
    await notifications.welcome(row.id);
    return signIn(row, client);
  };

  /** Refuses an e-mail or phone that already belongs to an account. */
  async function ensureFree(email: string, phone: string | null) {
    const [taken] = await db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(or(eq(sql`lower(${users.email})`, email), phone ? eq(users.phone, phone) : undefined));
    if (!taken) return;
    if (taken.email.toLowerCase() === email)
      throw conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
    throw conflict(AUTH_MESSAGES.phoneTaken, { phone: [AUTH_MESSAGES.phoneTaken] });
  }

  async function insertUser(tx: typeof db, values: typeof users.$inferInsert): Promise<UserRow> {
    try {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
      throw err;
    }
  }

  return {
    /** Login code for an existing account (404 when there is none, so the modal offers sign-up). */
    async requestLoginCode(identifier: Identifier, ip: string) {
      const target = targetOf(identifier);
      if (!(await findUser(target))) throw notFound(AUTH_MESSAGES.accountNotFound);
      return otp.send(target, 'login', ip);
    },

    /** Sign-up code for an e-mail or phone that has no account yet. */
    async requestSignupCode(identifier: Identifier, ip: string) {
      const target = targetOf(identifier);
      if (await findUser(target)) {
        const message = target.channel === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken;
        throw conflict(message, { [target.channel === 'email' ? 'email' : 'phone']: [message] });
      }
      return otp.send(target, 'signup', ip);
    },

    async verifySignupCode(identifier: Identifier, code: string) {
      const target = targetOf(identifier);
      await otp.check(target.identifier, 'signup', code);
      return {
        verified: true as const,
        email: target.channel === 'email' ? target.identifier : null,
        phone: target.channel === 'sms' ? target.identifier : null,
      };
    },

    async loginWithOtp(identifier: Identifier, code: string, client: ClientInfo) {
      const target = targetOf(identifier);
      await otp.check(target.identifier, 'login', code);
      const row = await findUser(target);
      if (!row) throw notFound(AUTH_MESSAGES.accountNotFound);
      const verified = target.channel === 'email' ? { emailVerifiedAt: new Date() } : { phoneVerifiedAt: new Date() };
      const [updated] = await db.update(users).set(verified).where(eq(users.id, row.id)).returning();
      return signIn(updated ?? row, client);
    },

    /** Creates the account once its e-mail or phone was verified with a sign-up code. */
    async registerUserDetails(body: RegisterUserDetailsBody, client: ClientInfo) {
      const phone = body.phone ? toE164(body.phone, body.code) : null;
      await ensureFree(body.email, phone);
      const passwordHash = await hashPassword(body.password);
      const row = await db.transaction(async (tx) => {
        const verified = await otp.consumeVerified(tx, phone ? [body.email, phone] : [body.email]);
        if (verified.size === 0) throw badRequest(AUTH_MESSAGES.notVerified);
        const now = new Date();
        const phoneVerified = phone !== null && verified.has(phone);
        return insertUser(tx, {
          email: body.email,
          phone,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          provider: verified.has(body.email) ? 'email' : 'phone',
          dob: body.dob ?? REGISTRATION_DOB,
          address: body.address,
          city: body.city,
          state: body.state,
          zipCode: body.zipCode,
          country: body.country,
          emailVerifiedAt: verified.has(body.email) ? now : null,
          phoneVerifiedAt: phoneVerified ? now : null,
        });
      });
      return { success: true as const, ...(await signUp(row, client)) };
    },

    /** Password account without a code; its e-mail stays unverified until a code login. */
    async register(body: RegisterBody, client: ClientInfo) {
      const phone = body.phone ? toE164(body.phone, body.code) : null;
      await ensureFree(body.email, phone);
      const row = await insertUser(db, {
        email: body.email,
        phone,
        firstName: body.fname,
        lastName: body.lname,
        passwordHash: await hashPassword(body.password),
        provider: 'email',
        dob: body.dob ?? REGISTRATION_DOB,
      });
      return signUp(row, client);
    },

    /** Same answer whether the account is missing or the password wrong; failures are limited per IP. */
    async login(identifier: Identifier, password: string, client: ClientInfo) {
      const target = targetOf(identifier);
      const limit = (key: string, max: number) => ({
        key,
        max,
        windowSeconds: AUTH_LIMITS.loginFailureWindowSeconds,
        message: AUTH_MESSAGES.tooManyAttempts,
      });
      const limits = [
        limit(`login-fail-ip:${client.ip}`, AUTH_LIMITS.loginMaxFailuresPerIp),
        limit(`login-fail-id:${target.identifier}`, AUTH_LIMITS.loginMaxFailuresPerAccount),
      ];
      for (const l of limits) await ensureBelow(db, l);
      const row = await findUser(target);
      const ok = await verifyPassword(password, row?.passwordHash ?? null);
      if (!row || !ok) {
        for (const l of limits) await record(db, l.key, l.windowSeconds);
        throw badRequest(AUTH_MESSAGES.invalidCredentials);
      }
      return signIn(row, client);
    },

    /** E-mails a single-use 30-minute link; the answer never says whether the account exists. */
    async forgotPassword(email: string) {
      await consume(db, {
        key: `reset:${email}`,
        max: AUTH_LIMITS.resetMaxPerEmailPerHour,
        windowSeconds: 3600,
        message: AUTH_MESSAGES.tooManyAttempts,
      });
      const row = await findUser({ channel: 'email', identifier: email });
      if (!row) return;
      const token = newOpaqueToken();
      const now = new Date();
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.id), isNull(passwordResetTokens.usedAt)));
      await db.insert(passwordResetTokens).values({
        userId: row.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlSeconds * 1000),
      });
      const link = new URL('/reset-password', app.config.PUBLIC_URL);
      link.searchParams.set('token', token);
      await app.outbox.send({
        channel: 'email',
        to: row.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        body: `Open this link within ${AUTH_LIMITS.resetTokenTtlSeconds / 60} minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this e-mail.`,
      });
    },

    /** Sets the new password and signs the account out everywhere. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const [used] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
      await sessions.revokeAllOf(used.userId, 'password reset');
    },

    refresh: (refreshToken: string) => sessions.rotate(refreshToken),

    async logout(auth: AuthContext | null, refreshToken: string | undefined) {
      if (auth) await sessions.revoke(auth.sessionId, 'logout');
      if (refreshToken) await sessions.revokeByRefreshToken(refreshToken);
    },

    /** Finds the account by Google id, then by verified e-mail (linking it), or creates it. */
    async googleAuth(idToken: string, client: ClientInfo) {
      const profile = await verifyGoogleToken(idToken);
      const [bySub] = await db.select().from(users).where(eq(users.googleSub, profile.sub));
      if (bySub) return signIn(bySub, client);
      const existing = await findUser({ channel: 'email', identifier: profile.email });
      if (existing) {
        const [linked] = await db
          .update(users)
          .set({
            googleSub: profile.sub,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
            pictureUrl: existing.pictureUrl ?? profile.picture,
          })
          .where(eq(users.id, existing.id))
          .returning();
        return signIn(linked ?? existing, client);
      }
      const row = await insertUser(db, {
        email: profile.email,
        firstName: profile.givenName,
        lastName: profile.familyName,
        provider: 'google',
        googleSub: profile.sub,
        pictureUrl: profile.picture,
        emailVerifiedAt: new Date(),
      });
      return signUp(row, client);
    },
  };
}
