import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';

/**
 * How many of the newest accounts a name search reads first (docs/adr/0078): a name common enough
 * to fill a page there is answered without the trigram index, whose cost grows with the matches.
 */
const RECENT_ACCOUNTS = 5000;

/**
 * The accounts a console search means, by the kind of text typed (docs/adr/0078), as a condition
 * on the unqualified columns of `users` (each branch is one index of migration 0037):
 * digits are an id or part of a phone number; text with an `@` is the start of an e-mail address,
 * or its domain when it starts with `@`; anything else is part of the name or the start of the e-mail.
 */
export function userMatch(q: string): { where: SQL; byName: boolean } {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/[\s().-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const number = digits.replace('+', '');
    const byId = /^\d{1,9}$/.test(digits) ? sql`id = ${Number(digits)}` : sql`false`;
    // Fewer than three digits have no trigram: the id alone.
    const where = number.length >= 3 ? sql`(${byId} or phone like ${`%${escapeLike(number)}%`})` : byId;
    return { where, byName: false };
  }
  if (text.startsWith('@')) return { where: sql`lower(email) like ${`%${escapeLike(text)}%`}`, byName: false };
  const emailStart = sql`lower(email) like ${`${escapeLike(text)}%`}`;
  if (text.includes('@')) return { where: emailStart, byName: false };
  const name = sql`lower(first_name || ' ' || last_name) like ${`%${escapeLike(text)}%`}`;
  return { where: sql`(${name} or ${emailStart})`, byName: true };
}

/** The ids of at most `limit` accounts matching `q`, newest first. */
export async function userIdsMatching(db: Db, q: string, limit: number): Promise<number[]> {
  const { where, byName } = userMatch(q);
  const ids = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  if (!byName) return ids(sql`select id from users where ${where} order by id desc limit ${limit}`);
  const recent = await ids(
    sql`select id from (select id, first_name, last_name, email from users order by id desc limit ${RECENT_ACCOUNTS}) recent
        where ${where} order by id desc limit ${limit}`,
  );
  if (recent.length === limit) return recent;
  // Rare among the newest accounts, so rare: every match through the index (`offset 0` keeps the
  // planner from walking the whole table newest first in search of a page it will not fill).
  return ids(
    sql`select id from (select id from users where ${where} offset 0) matched order by id desc limit ${limit}`,
  );
}
