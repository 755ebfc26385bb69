import { PREFERENCES_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, languages, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden } from '../../platform/errors';

/**
 * The display currency and language (users.currency / users.language). A signed-in caller's
 * choice is saved on their own account; an anonymous visitor's is checked and answered, not saved
 * (their client keeps it), whatever user_id it sends.
 */
export function preferencesService(db: Db) {
  /** The account to save on: the caller's own, when signed in. */
  const accountOf = (auth: AuthContext | null, userId: number | undefined) => {
    if (!auth) return null;
    if (userId !== undefined && auth.userId !== userId) throw forbidden(PREFERENCES_MESSAGES.otherUser);
    return auth.userId;
  };

  return {
    async setCurrency(auth: AuthContext | null, userId: number | undefined, code: string) {
      const account = accountOf(auth, userId);
      const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
      if (!known)
        throw badRequest(PREFERENCES_MESSAGES.unknownCurrency, { currency: [PREFERENCES_MESSAGES.unknownCurrency] });
      if (account !== null) {
        await db.update(users).set({ currency: code, updatedAt: new Date() }).where(eq(users.id, account));
      }
      return { currency: code, saved: account !== null };
    },

    async setLanguage(auth: AuthContext | null, userId: number | undefined, code: string) {
      const account = accountOf(auth, userId);
      const [known] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, code));
      if (!known) {
        throw badRequest(PREFERENCES_MESSAGES.unknownLanguage, {
          language_code: [PREFERENCES_MESSAGES.unknownLanguage],
        });
      }
      if (account !== null) {
        await db.update(users).set({ language: code, updatedAt: new Date() }).where(eq(users.id, account));
      }
      return { success: true as const, language_code: code, saved: account !== null };
    },
  };
}
