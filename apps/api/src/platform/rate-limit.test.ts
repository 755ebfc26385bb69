import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { AppError } from './errors';
import { consume, ensureBelow, type Limit, record } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Only the clock is faked: the database keeps its own timers. */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

let n = 0;
const limitOf = (max: number, windowSeconds = 60): Limit => ({
  key: `rate-test-${++n}-${Date.now()}`,
  max,
  windowSeconds,
  message: 'Too many',
});

/** The Retry-After of a refused call, or 'ok' when it passes. */
async function outcome(call: Promise<void>) {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    return error.retryAfter;
  }
}

describe('rate limits', () => {
  it('keeps counting a burst across a minute boundary, and lets through once its first events are a window old', async () => {
    const limit = limitOf(3);
    at('2026-11-26T10:00:59.500Z');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
    at('2026-11-26T10:01:00.500Z');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
    // The first two are 1 s old: 59 s until they leave the window.
    expect(await outcome(consume(t.database.db, limit))).toBe(59);
    at('2026-11-26T10:01:58.900Z');
    expect(await outcome(consume(t.database.db, limit))).toBe(1);
    at('2026-11-26T10:01:59.000Z');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
    // Full again, with the third call of the burst 59 s old.
    expect(await outcome(consume(t.database.db, limit))).toBe(1);
  });

  it('does not count refused calls, so a client that waits Retry-After gets through', async () => {
    const limit = limitOf(2, 3600);
    at('2026-11-26T10:00:00.000Z');
    await consume(t.database.db, limit);
    at('2026-11-26T10:30:00.000Z');
    await consume(t.database.db, limit);
    let retryAfter = 0;
    for (let i = 0; i < 5; i++) retryAfter = Number(await outcome(consume(t.database.db, limit)));
    expect(retryAfter).toBe(30 * 60);
    at('2026-11-26T11:00:00.000Z');
    expect(await outcome(consume(t.database.db, limit))).toBe('ok');
  });

  it('checks without counting: only recorded events fill the window', async () => {
    const limit = limitOf(2, 15 * 60);
    at('2026-11-26T10:14:59.000Z');
    expect(await outcome(ensureBelow(t.database.db, limit))).toBe('ok');
    expect(await outcome(ensureBelow(t.database.db, limit))).toBe('ok');
    await record(t.database.db, limit.key, limit.windowSeconds);
    at('2026-11-26T10:15:01.000Z');
    await record(t.database.db, limit.key, limit.windowSeconds);
    // A quarter hour's buckets are 15 s: the first event's leaves at 10:29:45.
    expect(await outcome(ensureBelow(t.database.db, limit))).toBe(14 * 60 + 44);
  });
});
