import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSettings } from '../../db/schema';

/** The user's account_settings row, created with defaults on first use. */
export async function settingsOf(db: Db, userId: number) {
  await db.insert(accountSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  if (!row) throw new Error(`account_settings row missing for user ${userId}`);
  return row;
}

export async function updateSettings(db: Db, userId: number, values: Partial<typeof accountSettings.$inferInsert>) {
  await settingsOf(db, userId);
  const [row] = await db
    .update(accountSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountSettings.userId, userId))
    .returning();
  if (!row) throw new Error(`account_settings row missing for user ${userId}`);
  return row;
}
