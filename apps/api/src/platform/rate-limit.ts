import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from './errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * A window slides in this many buckets. A fixed window would forget a burst at its boundary (and
 * allow twice the limit across it); buckets bound the error to one bucket, 1/60 of the window.
 */
const BUCKETS_PER_WINDOW = 60;

/** The bucket holding `now` and the start of the oldest bucket still inside the window. */
function bucketsOf(windowSeconds: number, now: number) {
  const size = Math.ceil((windowSeconds * 1000) / BUCKETS_PER_WINDOW);
  const current = Math.floor(now / size) * size;
  return { size, current: new Date(current), oldest: new Date(current - (BUCKETS_PER_WINDOW - 1) * size) };
}

interface Bucket {
  start: Date;
  count: number;
}

/** The window's buckets of `key`, oldest first, and their total. */
async function countOf(db: Db, key: string, oldest: Date) {
  const rows = await db
    .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gte(rateLimitCounters.windowStart, oldest)))
    .orderBy(asc(rateLimitCounters.windowStart));
  return { rows, count: rows.reduce((sum, r) => sum + r.count, 0) };
}

/** Seconds until the oldest buckets have left the window and fewer than `max` events remain. */
function secondsUntilBelow(rows: Bucket[], max: number, size: number, now: number) {
  let remaining = rows.reduce((sum, r) => sum + r.count, 0);
  for (const row of rows) {
    remaining -= row.count;
    if (remaining < max) {
      const leaves = row.start.getTime() + BUCKETS_PER_WINDOW * size;
      return Math.max(1, Math.ceil((leaves - now) / 1000));
    }
  }
  return 1;
}

/** Counts one event of `key` in the database (shared by every process); answers the window's count. */
export async function record(db: Db, key: string, windowSeconds: number) {
  const now = Date.now();
  const { current, oldest } = bucketsOf(windowSeconds, now);
  await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: current, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    });
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, oldest)));
  return { ...(await countOf(db, key, oldest)), bucket: current };
}

/**
 * Counts one event; 429 + Retry-After once the last `windowSeconds` would hold more than `max`.
 * A refused event is taken back, so a client that waits Retry-After is let through.
 */
export async function consume(db: Db, limit: Limit): Promise<void> {
  const now = Date.now();
  const { size } = bucketsOf(limit.windowSeconds, now);
  const { rows, count, bucket } = await record(db, limit.key, limit.windowSeconds);
  if (count <= limit.max) return;
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(and(eq(rateLimitCounters.key, limit.key), eq(rateLimitCounters.windowStart, bucket)));
  const kept = rows.map((r) => (r.start.getTime() === bucket.getTime() ? { ...r, count: r.count - 1 } : r));
  throw tooManyRequests(limit.message, secondsUntilBelow(kept, limit.max, size, now));
}

/** 429 when the window is already full, without counting (e.g. when only failures count). */
export async function ensureBelow(db: Db, limit: Limit): Promise<void> {
  const now = Date.now();
  const { size, oldest } = bucketsOf(limit.windowSeconds, now);
  const { rows, count } = await countOf(db, limit.key, oldest);
  if (count >= limit.max) throw tooManyRequests(limit.message, secondsUntilBelow(rows, limit.max, size, now));
}
