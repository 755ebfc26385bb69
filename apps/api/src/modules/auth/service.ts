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
import { type OtpPurpose, type OtpTarget, otpService } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import { isNationalFormOf, nationalDigits, toE164 } from './phone';
import { type ClientInfo, sessionService } from './sessions';

/** The code request a phone typed without its dialing code is matched against. */
interface Pending {
  purpose: OtpPurpose;
  /** A verified sign-up code awaiting its registration, rather than a code awaiting its check. */
  verified?: boolean;
}

const dialCodeRequired = () => badRequest(AUTH_MESSAGES.dialCodeRequired, { code: [AUTH_MESSAGES.dialCodeRequired] });

export function authService(app: FastifyInstance) {
  const db = app.database.db;
  const otp = otpService(app);
  const sessions = sessionService(app);
  const notifications = accountNotifications(app);
  const verifyGoogleToken = googleVerifier(app.config);

  /**
   * E.164 of a phone: typed with '+', or with its dialing code, or as national digits alone when
   * exactly one pending code request (`pending`) is for a number they are the national form of.
   */
  async function phoneOf(phone: string, code: string | undefined, pending?: Pending): Promise<string> {
    if (code || phone.trim().startsWith('+')) return toE164(phone, code);
    const digits = nationalDigits(phone);
    if (!pending || digits.length < 6) throw dialCodeRequired();
    const candidates = await otp.pendingPhones(digits, pending.purpose, pending.verified ?? false);
    const matches = candidates.filter((e164) => isNationalFormOf(phone, e164));
    if (matches.length !== 1) throw dialCodeRequired();
    return matches[0] as string;
  }

  /** Where a code goes, or came from, for an identifier of a request body. */
  const targetOf = async (identifier: Identifier, pending?: Pending): Promise<OtpTarget> =>
    identifier.kind === 'email'
      ? { channel: 'email', identifier: identifier.email }
      : { channel: 'sms', identifier: await phoneOf(identifier.phone, identifier.code, pending) };

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
      .where(or(email ? eq(sql`lower(${users.email})`, email) : undefined, phone ? eq(users.phone, phone) : undefined));
    if (!taken) return;
    if (email && taken.email.toLowerCase() === email)
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

  const verifiedAnswer = (target: OtpTarget) => ({
    verified: true as const,
    email: target.channel === 'email' ? target.identifier : null,
    phone: target.channel === 'sms' ? target.identifier : null,
  });

  async function checkSignupCode(identifier: Identifier, code: string) {
    const target = await targetOf(identifier, { purpose: 'signup' });
    await otp.check(target.identifier, 'signup', code);
    return target;
  }

  async function loginWithOtp(target: OtpTarget, code: string, client: ClientInfo) {
    await otp.check(target.identifier, 'login', code);
    const row = await findUser(target);
    if (!row) throw notFound(AUTH_MESSAGES.accountNotFound);
    const verified = target.channel === 'email' ? { emailVerifiedAt: new Date() } : { phoneVerifiedAt: new Date() };
    const [updated] = await db.update(users).set(verified).where(eq(users.id, row.id)).returning();
    return signIn(updated ?? row, client);
  }

  return {
    /** Login code for an existing account (404 when there is none, so the modal offers sign-up). */
    async requestLoginCode(identifier: Identifier, ip: string) {
      const target = await targetOf(identifier);
      if (!(await findUser(target))) throw notFound(AUTH_MESSAGES.accountNotFound);
      return otp.send(target, 'login', ip);
    },

    /** Sign-up code for an e-mail or phone that has no account yet. */
    async requestSignupCode(identifier: Identifier, ip: string) {
      const target = await targetOf(identifier);
      if (await findUser(target)) {
        const message = target.channel === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken;
        throw conflict(message, { [target.channel === 'email' ? 'email' : 'phone']: [message] });
      }
      return otp.send(target, 'signup', ip);
    },

    async verifySignupCode(identifier: Identifier, code: string) {
      return verifiedAnswer(await checkSignupCode(identifier, code));
    },

    loginWithOtp: async (identifier: Identifier, code: string, client: ClientInfo) =>
      loginWithOtp(await targetOf(identifier, { purpose: 'login' }), code, client),

    /**
     * POST /verify-otp (ADR 0023): the log-in code of an existing account signs it in, answering
     * the session with `verified`; any other identifier is a sign-up verification.
     */
    async verifyOtp(identifier: Identifier, code: string, client: ClientInfo) {
      const login = await targetOf(identifier, { purpose: 'login' }).catch(() => null);
      if (login && (await findUser(login))) {
        return { ...verifiedAnswer(login), ...(await loginWithOtp(login, code, client)) };
      }
      return verifiedAnswer(await checkSignupCode(identifier, code));
    },

    /** Creates the account once its e-mail or phone was verified with a sign-up code. */
    async registerUserDetails(body: RegisterUserDetailsBody, client: ClientInfo) {
      const phone = body.phone ? await phoneOf(body.phone, body.code, { purpose: 'signup', verified: true }) : null;
      // A phone sign-up may leave the e-mail out (SPEC §3 sends it empty then): the account has none.
      const email = body.email ?? '';
      await ensureFree(email, phone);
      const passwordHash = await hashPassword(body.password);
      const row = await db.transaction(async (tx) => {
        const verified = await otp.consumeVerified(
          tx,
          [email, phone].filter((v): v is string => Boolean(v)),
        );
        if (verified.size === 0) throw badRequest(AUTH_MESSAGES.notVerified);
        const now = new Date();
        const phoneVerified = phone !== null && verified.has(phone);
        const emailVerified = email !== '' && verified.has(email);
        return insertUser(tx, {
          email,
          phone,
          firstName: body.fname,
          lastName: body.lname,
          passwordHash,
          provider: emailVerified ? 'email' : 'phone',
          dob: body.dob ?? REGISTRATION_DOB,
          address: body.address,
          city: body.city,
          state: body.state,
          zipCode: body.zipCode,
          country: body.country,
          emailVerifiedAt: emailVerified ? now : null,
          phoneVerifiedAt: phoneVerified ? now : null,
        });
      });
      return { success: true as const, ...(await signUp(row, client)) };
    },

    /** Password account without a code; its e-mail stays unverified until a code login. */
    async register(body: RegisterBody, client: ClientInfo) {
      const phone = body.phone ? await phoneOf(body.phone, body.code) : null;
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
      const target = await targetOf(identifier);
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
