/** SQLSTATE of a database error, whether the driver's error or Drizzle's wrapper of it. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row (e.g. an e-mail or a name already taken). */
export const isUniqueViolation = (err: unknown) => sqlState(err) === UNIQUE_VIOLATION;
export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock. Concurrent inserts
 * checked by one exclusion constraint can wait on each other; the aborted one has not lost, it
 * was only chosen to be rolled back, so it gets another go.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const state = sqlState(err);
      const retryable = state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE;
      if (!retryable || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}
