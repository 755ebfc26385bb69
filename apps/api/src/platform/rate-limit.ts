import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from './errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/** Start of the fixed window holding `now`, and seconds until it ends. */
function windowOf(windowSeconds: number, now = Date.now()) {
  const size = windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { windowStart: new Date(start), resetIn: Math.max(1, Math.ceil((start + size - now) / 1000)) };
}

/** Counts one event of `key` in the database (shared by every process); answers the window's count. */
export async function record(db: Db, key: string, windowSeconds: number) {
  const { windowStart, resetIn } = windowOf(windowSeconds);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  return { count: row?.count ?? 0, resetIn };
}

/** Counts one event; 429 + Retry-After once the window holds more than `max`. */
export async function consume(db: Db, limit: Limit): Promise<void> {
  const { count, resetIn } = await record(db, limit.key, limit.windowSeconds);
  if (count > limit.max) throw tooManyRequests(limit.message, resetIn);
}

/** 429 when the window is already full, without counting (e.g. when only failures count). */
export async function ensureBelow(db: Db, limit: Limit): Promise<void> {
  const { windowStart, resetIn } = windowOf(limit.windowSeconds);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, limit.key), eq(rateLimitCounters.windowStart, windowStart)));
  if ((row?.count ?? 0) >= limit.max) throw tooManyRequests(limit.message, resetIn);
}
