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

/**
 * SQLSTATEs of a database that is busy or out of reach rather than of a request at fault: a
 * statement cancelled by `statement_timeout` (57014), a transaction ended by
 * `idle_in_transaction_session_timeout` (25P03), too many connections (53300), a server shutting
 * down, restarting or starting (57P01–57P03), connection failures (class 08), and a deadlock or
 * serialization failure that outlasted retryOnDeadlock's attempts.
 */
const UNAVAILABLE_STATES = new Set([
  '57014',
  '25P03',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  DEADLOCK_DETECTED,
  SERIALIZATION_FAILURE,
]);
/** Node's network errors and pg's own messages for a connection that could not be had or was lost. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when a query failed because the database did not answer in time or could not be reached
 * (pool wait, statement or idle-in-transaction timeout, restart): the same request may succeed a
 * moment later, so it is answered 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as (Error & { code?: unknown }) | undefined; e instanceof Error; e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNREACHABLE_CODES.has(code))) return true;
    if (UNREACHABLE_MESSAGES.some((m) => e?.message.startsWith(m))) return true;
  }
  return false;
}
