import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Replica, type ReplicaRouter, RoutedPool, replicaRouter } from './replicas';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * For reads that tolerate a little lag (search, listing and public pages): the request's
   * replica when `DATABASE_REPLICA_URLS` is set and one may answer it, else the primary (ADR 0068).
   */
  reads: Db;
  /** The streaming replicas and where reads went, when configured. */
  replication: { router: ReplicaRouter; readsByTarget: Map<string, number> } | null;
  /**
   * The driver underneath, for what Drizzle does not do (LISTEN for real-time fan-out, the hot
   * reads of `db/prepared.ts`, which have a pool of their own on PostgreSQL).
   */
  driver:
    | {
        kind: 'postgres';
        pool: pg.Pool;
        readPool: pg.Pool;
        /** Where prepared hot reads run: `readPool`, or the request's replica's read pool. */
        hotReads: pg.Pool;
      }
    | {
        kind: 'pglite';
        client: PGlite;
        /** Size of the embedded database's WebAssembly memory: it grows with its work and never shrinks. */
        memoryBytes: () => number;
      };
  /** Applies the committed SQL migrations (same files on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** The PostgreSQL extensions the schema uses, as PGlite loads them. */
export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

/**
 * PGlite's shared buffers. Its default, 128 MB, is resident in its WebAssembly memory from the
 * start (which never shrinks) whatever the data; pages beyond these are read from the operating
 * system's file cache, which every process shares.
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/** Limits of each PostgreSQL pool (README, configuration: `DATABASE_POOL_MAX`, `DATABASE_*_TIMEOUT_MS`). */
export interface PoolLimits {
  /** Connections of each pool. */
  max: number;
  /** How long a query waits for a free connection (or a new one to open) before it fails. */
  connectTimeoutMs: number;
  /** A statement running longer is cancelled by the server. */
  statementTimeoutMs: number;
  /** A transaction left idle longer is ended by the server, with its connection. */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  max: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 15_000,
};

/**
 * PostgreSQL server when `url` is given, otherwise embedded PGlite stored in `dataDir`
 * (in memory when `dataDir` is undefined, as the tests use it).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  limits?: PoolLimits;
  /** Streaming replicas of `url` for lag-tolerant reads, and how far behind one may be to be used. */
  replicas?: { urls: string[]; maxLagMs: number };
  log?: (message: string) => void;
  /** Embedded only: a data-directory dump to start from instead of an empty database. */
  startFrom?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const limits = opts.limits ?? DEFAULT_POOL_LIMITS;
    const connect = (settings: string, connectionString = url, connectTimeoutMs = limits.connectTimeoutMs) => {
      const pool = new pg.Pool({
        connectionString,
        max: limits.max,
        connectionTimeoutMillis: connectTimeoutMs,
        statement_timeout: limits.statementTimeoutMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
        options: settings,
      });
      // An idle connection dropped by the server (restart, failover) must not crash the process;
      // the pool replaces it on the next query.
      pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
      // Neither must one dropped while checked out between two queries (a transaction idle past its
      // timeout, a restart): the pool listens only to idle ones. The next query on it fails instead.
      pool.on('connect', (client) => client.on('error', () => undefined));
      return pool;
    };
    // No JIT: compiling a search page's plan takes longer than running it (ADR 0031).
    const pool = connect('-c jit=off');
    // Hot reads are prepared statements built so that their plan does not hang on estimates; each
    // keeps one generic plan instead of being planned again on every run, and never starts
    // parallel workers, which cost more than the milliseconds a search takes (ADR 0037).
    const hotSettings = '-c jit=off -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';
    const readPool = connect(hotSettings);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replication = openReplicas(
      opts.replicas,
      pool,
      (replicaUrl) => ({
        // A replica that does not answer quickly is left out rather than waited for.
        pool: connect('-c jit=off', replicaUrl, Math.min(limits.connectTimeoutMs, 1_000)),
        readPool: connect(hotSettings, replicaUrl, Math.min(limits.connectTimeoutMs, 1_000)),
      }),
      opts.log,
    );
    if (replication) await replication.router.start();
    const routed = (primary: pg.Pool, pick: (r: Replica) => pg.Pool) =>
      replication
        ? new RoutedPool(primary, pick, replication.router.markDown, (target) =>
            replication.readsByTarget.set(target, (replication.readsByTarget.get(target) ?? 0) + 1),
          )
        : primary;
    return {
      db,
      reads: replication
        ? (drizzlePg(
            routed(pool, (r) => r.pool),
            { schema },
          ) as unknown as Db)
        : db,
      replication,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, readPool, hotReads: routed(readPool, (r) => r.readPool) },
      // Migrations may build indexes for longer than a request's statement timeout: a connection of their own.
      migrate: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), readPool.end(), replication?.router.close()]);
      },
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.startFrom,
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    reads: db,
    replication: null,
    kind: 'pglite',
    driver: { kind: 'pglite', client, memoryBytes: () => wasmMemory(client).buffer.byteLength },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** PGlite keeps its Emscripten module (and the memory under it) out of its typed interface. */
const wasmMemory = (client: PGlite) =>
  (client as unknown as { mod: { wasmMemory: { buffer: ArrayBuffer } } }).mod.wasmMemory;

function openReplicas(
  opts: { urls: string[]; maxLagMs: number } | undefined,
  primary: pg.Pool,
  connect: (url: string) => { pool: pg.Pool; readPool: pg.Pool },
  log?: (message: string) => void,
) {
  if (!opts?.urls.length) return null;
  const replicas: Replica[] = opts.urls.map((url, i) => ({
    name: `replica-${i + 1}`,
    ...connect(url),
    healthy: false,
    replayLsn: null,
    lagMs: Number.POSITIVE_INFINITY,
    lagBytes: 0,
  }));
  const router = replicaRouter({ primary, replicas, maxLagMs: opts.maxLagMs, log });
  return { router, readsByTarget: new Map<string, number>() };
}
