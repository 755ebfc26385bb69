import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Streaming replicas for reads that tolerate a little lag (search, listing pages, public pages):
 * docs/adr/0068. Each replica's replayed WAL position is polled; a request is sent to a replica
 * only when the replica is reachable, less than `maxLagMs` behind the primary, and has replayed
 * the client's own last write (the LSN of its `WROTE_COOKIE`). Anything else reads the primary.
 */

/** Set on the answer to every write while replicas are configured: the primary's WAL position after it. */
export const WROTE_COOKIE = 'roamstead_wrote';
/** How long a client's reads compare against its last write (far longer than any lag a replica is allowed). */
export const WROTE_COOKIE_MAX_AGE_S = 300;
const POLL_MS = 250;
/** Primary positions remembered to turn a replica's replayed position into a lag in time. */
const SAMPLES = 400;

export interface Replica {
  name: string;
  /** Pool for Drizzle reads. */
  pool: pg.Pool;
  /** Pool for prepared hot reads (the settings of the primary's read pool). */
  readPool: pg.Pool;
  healthy: boolean;
  /** Last WAL position known replayed (it only grows while the replica runs). */
  replayLsn: bigint | null;
  /** How stale its data may be: time since the primary was last at a position the replica has replayed. */
  lagMs: number;
  /** Bytes of WAL the primary had written beyond what the replica had replayed, at the last poll. */
  lagBytes: number;
}

interface ReadTarget {
  replica: Replica | null;
  /** The replica's replayed position when it was chosen: answers shared between requests are keyed by it. */
  lsn: bigint | null;
}

const current = new AsyncLocalStorage<ReadTarget>();

/** The replica this request reads from, if any (outside a routed request: none, the primary). */
export const currentReplica = () => current.getStore()?.replica ?? null;

/**
 * Names what this request reads from, for caches shared between requests: entries filled from a
 * replica are kept apart by the position it had replayed, so a client routed there because it had
 * caught up with their write never gets an entry filled before that.
 */
export function readTargetKey() {
  const target = current.getStore();
  return target?.replica ? `${target.replica.name}@${target.lsn}` : 'primary';
}

/** Runs `fn` reading from `target` (a GET request's whole handling). */
export function readFrom(target: ReadTarget, fn: () => void) {
  current.run(target, fn);
}

/** "16/B374D848" → a comparable number; null for anything else. */
export function parseLsn(text: string | undefined | null): bigint | null {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!m) return null;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
}

/** A failure that says the replica cannot answer now (rather than that the query is wrong). */
export function isUnavailable(err: unknown) {
  const code = (err as { code?: unknown }).code;
  // No SQLSTATE: a network error (ECONNREFUSED…), a connection ended, a pool connect timeout.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  // 08: connection; 53: out of resources; 57P0x: shutting down / cannot connect now; 40001: a
  // recovery conflict cancelled the read on the standby.
  return /^(08|53|57P0)/.test(code) || code === '40001';
}

export type ReplicaRouter = ReturnType<typeof replicaRouter>;

export function replicaRouter(opts: {
  primary: pg.Pool;
  replicas: Replica[];
  maxLagMs: number;
  log?: (message: string) => void;
}) {
  const { primary, replicas, maxLagMs } = opts;
  const samples: { at: number; lsn: bigint }[] = [];
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let closed = false;

  function setHealthy(replica: Replica, healthy: boolean, reason?: string) {
    if (replica.healthy === healthy) return;
    replica.healthy = healthy;
    opts.log?.(healthy ? `replica ${replica.name} answers reads` : `replica ${replica.name} left out: ${reason}`);
  }

  async function poll() {
    if (polling || closed) return;
    polling = true;
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const primaryLsn = parseLsn(rows[0]?.lsn);
      const now = Date.now();
      if (primaryLsn !== null) {
        samples.push({ at: now, lsn: primaryLsn });
        if (samples.length > SAMPLES) samples.shift();
      }
      await Promise.all(
        replicas.map(async (replica) => {
          try {
            const answer = await replica.pool.query<{ lsn: string | null }>(
              'select pg_last_wal_replay_lsn()::text as lsn',
            );
            const lsn = parseLsn(answer.rows[0]?.lsn);
            if (lsn === null) throw new Error('not a standby');
            replica.replayLsn = lsn;
            replica.lagMs = lagOf(lsn, Date.now());
            replica.lagBytes = primaryLsn !== null && primaryLsn > lsn ? Number(primaryLsn - lsn) : 0;
            setHealthy(replica, true);
          } catch (err) {
            if (!closed) setHealthy(replica, false, (err as Error).message);
          }
        }),
      );
    } catch {
      // The primary is down: reads fail over to nothing better; replicas keep their last state.
    } finally {
      polling = false;
    }
  }

  /** Time since the newest primary position the replica has replayed (its data are at least that fresh). */
  function lagOf(lsn: bigint, now: number) {
    for (let i = samples.length - 1; i >= 0; i--) {
      const sample = samples[i] as { at: number; lsn: bigint };
      if (sample.lsn <= lsn) return now - sample.at;
    }
    return samples.length ? now - (samples[0] as { at: number }).at : Number.POSITIVE_INFINITY;
  }

  return {
    replicas,
    async start() {
      await poll();
      timer = setInterval(() => void poll(), POLL_MS);
      timer.unref();
    },
    /** A replica that may answer a read of a client whose last write was at `wroteLsn`, or null (the primary). */
    choose(wroteLsn: bigint | null): ReadTarget {
      const fit = replicas.filter(
        (r) =>
          r.healthy && r.replayLsn !== null && r.lagMs <= maxLagMs && (wroteLsn === null || r.replayLsn >= wroteLsn),
      );
      if (fit.length === 0) return { replica: null, lsn: null };
      const replica = fit[next++ % fit.length] as Replica;
      return { replica, lsn: replica.replayLsn };
    },
    /** Leaves a replica out until the next poll reaches it. */
    markDown(replica: Replica, err: unknown) {
      setHealthy(replica, false, (err as Error).message);
    },
    /** The primary's WAL position now (after a write has committed). */
    async primaryLsn() {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return rows[0]?.lsn ?? null;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all(replicas.flatMap((r) => [r.pool.end(), r.readPool.end()]));
    },
  };
}

/**
 * A pool standing for "the read target of the current request": queries go to the chosen replica,
 * or the primary, and a replica that turns out to be unreachable is left out and the query is run
 * on the primary instead. Only `query` is used by Drizzle for reads outside transactions.
 */
export class RoutedPool extends pg.Pool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly pick: (replica: Replica) => pg.Pool,
    private readonly onUnavailable: (replica: Replica, err: unknown) => void,
    private readonly counted: (target: string) => void,
  ) {
    super({ max: 1 });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query has many overloads; reads use the promise forms.
  override query(...args: any[]): any {
    const replica = currentReplica();
    if (!replica) {
      this.counted('primary');
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (this.primary.query as any)(...args);
    }
    this.counted(replica.name);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (this.pick(replica).query as any)(...args).catch((err: unknown) => {
      if (!isUnavailable(err)) throw err;
      this.onUnavailable(replica, err);
      this.counted('primary');
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (this.primary.query as any)(...args);
    });
  }
}
