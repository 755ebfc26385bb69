import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  DEFAULT_CHANNELS,
  HOLDING_STATES,
  type HostListing,
  NOTIFICATION_TOPICS,
  type NotificationPrefs,
  type Preferences,
  type Taxpayer,
} from '@roamstead/contract';
import { and, count, desc, eq, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import {
  accountSettings,
  authSessions,
  bookings,
  currencies,
  languages,
  listingPhotos,
  listings,
  notifications,
  refreshTokens,
  reviews,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../auth';
import { managedBy } from '../cohosts';
import { accountCodeStore } from './codes';
import { deviceName } from './device';
import { settingsOf, updateSettings } from './settings';

export interface AccountDeps {
  db: Db;
  hmac: (value: string) => string;
  publicUrl: string;
}

/** E.164 from a typed number and its dialing code ('263', '1-268'), or a 400 naming the field. */
function e164(phone: string, code: string) {
  const typed = phone.startsWith('+') ? phone : `+${code.replace(/\D/g, '')}${phone.replace(/^0+/, '')}`;
  const parsed = parsePhoneNumberFromString(typed);
  if (!parsed?.isValid())
    throw badRequest('Please enter a valid phone number.', { phone: ['Please enter a valid phone number.'] });
  return parsed.number;
}

const maskTaxId = (id: string) => `${'•'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;

export function accountService({ db, hmac, publicUrl }: AccountDeps) {
  const codes = accountCodeStore(db, hmac);

  const assertEmailFree = async (userId: number, address: string) => {
    const [owner] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${address}`);
    if (owner?.id === userId)
      throw badRequest(ACCOUNT_MESSAGES.emailUnchanged, { email: [ACCOUNT_MESSAGES.emailUnchanged] });
    if (owner) throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
  };

  return {
    async listSessions(userId: number, currentSessionId: number): Promise<AccountSession[]> {
      const rows = await db
        .select({
          id: authSessions.id,
          userAgent: authSessions.userAgent,
          ip: authSessions.ip,
          createdAt: authSessions.createdAt,
          lastRefresh: max(refreshTokens.createdAt),
        })
        .from(authSessions)
        .leftJoin(refreshTokens, eq(refreshTokens.sessionId, authSessions.id))
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
        .groupBy(authSessions.id)
        .orderBy(desc(authSessions.id));
      return rows.map((r) => {
        const lastUsed = r.lastRefresh && r.lastRefresh > r.createdAt ? r.lastRefresh : r.createdAt;
        return {
          id: String(r.id),
          device: deviceName(r.userAgent),
          ip: r.ip,
          created_at: r.createdAt.toISOString(),
          last_used_at: new Date(lastUsed).toISOString(),
          current: r.id === currentSessionId,
        };
      });
    },

    async revokeSession(userId: number, id: number) {
      const [row] = await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokeReason: 'revoked_by_user' })
        .where(and(eq(authSessions.id, id), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      if (!row) throw notFound();
    },

    /** Signs out every session but the caller's. */
    async revokeOtherSessions(userId: number, currentSessionId: number) {
      const rows = await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokeReason: 'revoked_by_user' })
        .where(
          and(eq(authSessions.userId, userId), ne(authSessions.id, currentSessionId), isNull(authSessions.revokedAt)),
        )
        .returning({ id: authSessions.id });
      return { revoked: rows.length };
    },

    async hasPassword(userId: number) {
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      return { has_password: user.hash !== null };
    },

    /** Needs the current password when there is one; other sessions are signed out afterwards. */
    async changePassword(userId: number, sessionId: number, current: string | undefined, next: string) {
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      if (user.hash !== null && !(await verifyPassword(current ?? '', user.hash))) {
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
          current_password: [ACCOUNT_MESSAGES.currentPasswordWrong],
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
        .where(eq(users.id, userId));
      return this.revokeOtherSessions(userId, sessionId);
    },

    async sendPhoneCode(userId: number, phone: string, code: string) {
      const number = e164(phone, code);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, number));
      if (owner && owner.id !== userId)
        throw conflict(ACCOUNT_MESSAGES.phoneTaken, { phone: [ACCOUNT_MESSAGES.phoneTaken] });
      return { to: number, code: await codes.issue(userId, 'phone', number) };
    },

    async verifyPhone(userId: number, phone: string, code: string, otp: string) {
      const number = e164(phone, code);
      await codes.consume(userId, 'phone', number, otp);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, number));
      if (owner && owner.id !== userId)
        throw conflict(ACCOUNT_MESSAGES.phoneTaken, { phone: [ACCOUNT_MESSAGES.phoneTaken] });
      await db
        .update(users)
        .set({ phone: number, phoneVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      return { phone: number, verified: true };
    },

    /** A code to the new address; it becomes the sign-in e-mail only once the code comes back. */
    async sendEmailCode(userId: number, email: string) {
      const address = email.trim().toLowerCase();
      await assertEmailFree(userId, address);
      return { to: address, code: await codes.issue(userId, 'email', address) };
    },

    async verifyEmail(userId: number, email: string, otp: string) {
      const address = email.trim().toLowerCase();
      await codes.consume(userId, 'email', address, otp);
      await assertEmailFree(userId, address);
      await db
        .update(users)
        .set({ email: address, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
      return { email: address, verified: true };
    },

    async travelWork(userId: number) {
      const s = await settingsOf(db, userId);
      return { work_email: s.workEmail, verified: s.workEmailVerifiedAt !== null };
    },

    async sendWorkEmailCode(userId: number, email: string) {
      await updateSettings(db, userId, { workEmail: email, workEmailVerifiedAt: null });
      return { to: email, code: await codes.issue(userId, 'work_email', email) };
    },

    async verifyWorkEmail(userId: number, email: string, otp: string) {
      await codes.consume(userId, 'work_email', email, otp);
      await updateSettings(db, userId, { workEmail: email, workEmailVerifiedAt: new Date() });
      return { work_email: email, verified: true };
    },

    async removeWorkEmail(userId: number) {
      await updateSettings(db, userId, { workEmail: null, workEmailVerifiedAt: null });
      return { work_email: null, verified: false };
    },

    async preferences(userId: number): Promise<Preferences> {
      const [user] = await db
        .select({ currency: users.currency, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw notFound();
      const s = await settingsOf(db, userId);
      return { currency: user.currency, language: user.language, time_zone: s.timeZone };
    },

    async updatePreferences(userId: number, body: Preferences): Promise<Preferences> {
      const [currency] = await db.select().from(currencies).where(eq(currencies.code, body.currency));
      const [language] = await db.select().from(languages).where(eq(languages.code, body.language));
      const details = {
        ...(currency ? {} : { currency: ['Please choose a currency from the list.'] }),
        ...(language ? {} : { language: ['Please choose a language from the list.'] }),
      };
      if (!currency || !language) throw badRequest(Object.values(details)[0]?.[0] ?? '', details);
      await db
        .update(users)
        .set({ currency: body.currency, language: body.language, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await updateSettings(db, userId, { timeZone: body.time_zone });
      return body;
    },

    async notificationPrefs(userId: number): Promise<NotificationPrefs> {
      const stored = (await settingsOf(db, userId)).notificationPrefs;
      return Object.fromEntries(
        NOTIFICATION_TOPICS.map((t) => [t, stored[t] ?? DEFAULT_CHANNELS[t]]),
      ) as NotificationPrefs;
    },

    async updateNotificationPrefs(userId: number, prefs: NotificationPrefs) {
      await updateSettings(db, userId, { notificationPrefs: prefs });
      return prefs;
    },

    async taxpayer(userId: number) {
      const t = (await settingsOf(db, userId)).taxpayer;
      return t ? { ...t, tax_id: maskTaxId(t.tax_id) } : null;
    },

    async updateTaxpayer(userId: number, taxpayer: Taxpayer) {
      await updateSettings(db, userId, { taxpayer });
      return { ...taxpayer, tax_id: maskTaxId(taxpayer.tax_id) };
    },

    async referrals(userId: number) {
      let { referralCode } = await settingsOf(db, userId);
      if (!referralCode) {
        referralCode = randomBytes(6).toString('base64url');
        await updateSettings(db, userId, { referralCode });
      }
      const [row] = await db.select({ n: count() }).from(accountSettings).where(eq(accountSettings.referredBy, userId));
      return { code: referralCode, link: `${publicUrl}/r/${referralCode}`, signups: row?.n ?? 0 };
    },

    /** A new account (at most 7 days old, not yet referred) records who invited it. */
    async claimReferral(userId: number, code: string) {
      const [referrer] = await db
        .select({ userId: accountSettings.userId })
        .from(accountSettings)
        .where(eq(accountSettings.referralCode, code));
      if (!referrer) throw notFound('This referral link is not valid.');
      if (referrer.userId === userId) throw conflict('You cannot refer yourself.');
      const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      const mine = await settingsOf(db, userId);
      if (!user || mine.referredBy || Date.now() - user.createdAt.getTime() > 7 * 24 * 3600 * 1000) {
        throw conflict('Only a new account can use a referral link.');
      }
      await updateSettings(db, userId, { referredBy: referrer.userId });
      return { referred: true };
    },

    async hostListings(userId: number): Promise<HostListing[]> {
      const rows = await db
        .select({ listing: listings, photos: count(listingPhotos.id) })
        .from(listings)
        .leftJoin(listingPhotos, eq(listingPhotos.listingId, listings.id))
        // Co-hosted homes too: the host dashboard shows every listing the user hosts (ADR 0077).
        .where(managedBy(userId, 'calendar'))
        .groupBy(listings.id)
        .orderBy(desc(listings.id));
      return rows.map(({ listing: l, photos }) => ({
        id: l.id,
        title: l.title,
        status: l.status,
        review_count: l.reviewCount,
        rating: l.ratingAvg,
        issues: [
          ...(l.title.trim() ? [] : ['no_title' as const]),
          ...(l.description.trim().length >= 50 ? [] : ['short_description' as const]),
          ...(photos > 0 ? [] : ['no_photos' as const]),
          ...(l.nightlyPrice > 0 ? [] : ['no_price' as const]),
          ...(l.status === 'published' ? [] : ['not_published' as const]),
        ],
      }));
    },

    /** Everything stored about the user, secrets (hashes, codes, tokens) left out. */
    async exportData(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      const { passwordHash: _hash, googleSub: _sub, ...profile } = user;
      const settings = await settingsOf(db, userId);
      const ownListings = await db.select().from(listings).where(eq(listings.hostId, userId));
      return {
        exported_at: new Date().toISOString(),
        user: profile,
        settings,
        sessions: await this.listSessions(userId, -1),
        notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
        listings: ownListings,
        reviews_written: await db.select().from(reviews).where(eq(reviews.authorId, userId)),
        reviews_received: ownListings.length
          ? await db
              .select()
              .from(reviews)
              .where(
                inArray(
                  reviews.listingId,
                  ownListings.map((l) => l.id),
                ),
              )
          : [],
      };
    },

    /**
     * Removes the user; their sessions, settings, notifications and listings go with them (FK cascade).
     * Refused while the user has a stay requested or confirmed, as guest or as host. Returns the
     * picture files to remove.
     */
    async deleteAccount(userId: number) {
      const [open] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            or(eq(bookings.guestId, userId), eq(bookings.hostId, userId)),
            inArray(bookings.state, [...HOLDING_STATES]),
          ),
        )
        .limit(1);
      if (open) throw conflict(ACCOUNT_MESSAGES.deleteRefusedOpenBookings);
      // Read without creating: a concurrent deletion may already have removed the user.
      const [settings] = await db
        .select({ pictureVariants: accountSettings.pictureVariants })
        .from(accountSettings)
        .where(eq(accountSettings.userId, userId));
      // Idempotent: a second (or concurrent) deletion of the same account finds nothing left to do.
      await db.delete(users).where(eq(users.id, userId));
      return { pictureVariants: settings?.pictureVariants ?? null };
    },
  };
}
