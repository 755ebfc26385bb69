import { AUTH_MESSAGES, type Role, type UpdateUserBody } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, languages, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../platform/errors';
import { toUser } from './user';

/** The signed-in user's own record: every call is scoped to the caller's id, never a requested one. */
export function userService(db: Db) {
  const update = async (userId: number, values: Partial<typeof users.$inferInsert>) => {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw unauthorized();
    return toUser(row);
  };

  return {
    async get(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) throw unauthorized();
      return toUser(row);
    },

    async updateProfile(userId: number, body: UpdateUserBody) {
      const details: Record<string, string[]> = {};
      if (body.currency && !(await db.select().from(currencies).where(eq(currencies.code, body.currency))).length) {
        details.currency = [AUTH_MESSAGES.currencyUnsupported];
      }
      if (body.language && !(await db.select().from(languages).where(eq(languages.code, body.language))).length) {
        details.language = [AUTH_MESSAGES.languageUnsupported];
      }
      if (Object.keys(details).length > 0) throw badRequest(Object.values(details)[0]?.[0] ?? '', details);
      return update(userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        about: body.about,
        address: body.address,
        city: body.city,
        state: body.state,
        zipCode: body.zip_code,
        country: body.country,
        currency: body.currency,
        language: body.language,
        pictureUrl: body.picture,
      });
    },

    setRole: (userId: number, role: Role) => update(userId, { role }),
  };
}
