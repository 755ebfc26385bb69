import { PREFERENCES_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, languages, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden } from '../../platform/errors';

/** A signed-in user's display currency and language (users.currency / users.language). */
export function preferencesService(db: Db) {
  const ownUser = (auth: AuthContext, userId: number) => {
    if (auth.userId !== userId) throw forbidden(PREFERENCES_MESSAGES.otherUser);
  };

  return {
    async setCurrency(auth: AuthContext, userId: number, code: string) {
      ownUser(auth, userId);
      const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
      if (!known)
        throw badRequest(PREFERENCES_MESSAGES.unknownCurrency, { currency: [PREFERENCES_MESSAGES.unknownCurrency] });
      await db.update(users).set({ currency: code, updatedAt: new Date() }).where(eq(users.id, userId));
      return { currency: code };
    },

    async setLanguage(auth: AuthContext, userId: number, code: string) {
      ownUser(auth, userId);
      const [known] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, code));
      if (!known) {
        throw badRequest(PREFERENCES_MESSAGES.unknownLanguage, {
          language_code: [PREFERENCES_MESSAGES.unknownLanguage],
        });
      }
      await db.update(users).set({ language: code, updatedAt: new Date() }).where(eq(users.id, userId));
      return { success: true as const, language_code: code };
    },
  };
}
