import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';

/**
 * How many matches a search collects through its index before it calls the text common
 * (docs/adr/0078): the newest of fewer than this are exact; common text is answered from the
 * newest accounts down instead, which fills a page after a few rows.
 */
const COMMON = 2000;

/**
 * The accounts a console search means, by the kind of text typed (docs/adr/0078), as a condition
 * on the unqualified columns of `users` (each branch is an index of migration 0038): digits are an
 * id or part of a phone number; text with an `@` is the start of an e-mail address, or its domain
 * when it starts with `@`; anything else is part of the name or the start of the e-mail address.
 */
export function userMatch(q: string): SQL {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/[\s().-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const number = digits.replace('+', '');
    const byId = /^\d{1,9}$/.test(digits) ? sql`id = ${Number(digits)}` : sql`false`;
    // Fewer than three digits have no trigram: the id alone.
    return number.length < 3 ? byId : sql`(${byId} or phone like ${`%${escapeLike(number)}%`})`;
  }
  if (text.startsWith('@')) return sql`lower(email) like ${`%${escapeLike(text)}%`}`;
  const emailStart = sql`lower(email) like ${`${escapeLike(text)}%`}`;
  if (text.includes('@')) return emailStart;
  const name = sql`lower(first_name || ' ' || last_name) like ${`%${escapeLike(text)}%`}`;
  return sql`(${name} or ${emailStart})`;
}

/** The ids of at most `limit` accounts matching `q`, newest first. */
export async function userIdsMatching(db: Db, q: string, limit: number): Promise<number[]> {
  const where = userMatch(q);
  const rows = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: { id: number; found?: number }[] }).rows;
  // The inner limit keeps the planner from walking the whole table newest first on a guess that
  // the text is common, and bounds the work when it is.
  const found = await rows(
    sql`select id, count(*) over ()::int as found from (select id from users where ${where} limit ${COMMON}) matched
        order by id desc limit ${limit}`,
  );
  if ((found[0]?.found ?? 0) < COMMON) return found.map((r) => r.id);
  const newest = await rows(sql`select id from users where ${where} order by id desc limit ${limit}`);
  return newest.map((r) => r.id);
}
