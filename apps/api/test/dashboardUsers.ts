import { authSessions, users } from '../src/db/schema';
import type { TestApp } from './helpers';

let seq = 0;

/** A user straight in the database with one live session and its access token (no sign-up flow). */
export async function signedInUser(t: TestApp, opts: { role?: 'guest' | 'host'; userAgent?: string } = {}) {
  seq += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: `user${seq}-${Date.now()}@example.test`,
      firstName: 'Test',
      lastName: `User${seq}`,
      role: opts.role ?? 'guest',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, ...(await newSession(t, user.id, opts.userAgent)) };
}

/** Another sign-in of the same user (another device). */
export async function newSession(
  t: TestApp,
  userId: number,
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
) {
  const [session] = await t.database.db.insert(authSessions).values({ userId, userAgent, ip: '127.0.0.1' }).returning();
  if (!session) throw new Error('session not created');
  const token = await t.app.authKeys.signAccessToken({ userId, role: 'guest', sessionId: session.id });
  return { sessionId: session.id, token, headers: { authorization: `Bearer ${token}` } };
}
