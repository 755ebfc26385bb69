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
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The driver underneath, for what Drizzle does not do (LISTEN for real-time fan-out, the hot
   * reads of `db/prepared.ts`, which have a pool of their own on PostgreSQL).
   */
  driver: { kind: 'postgres'; pool: pg.Pool; readPool: pg.Pool } | { kind: 'pglite'; client: PGlite };
  /** Applies the committed SQL migrations (same files on both engines). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** The PostgreSQL extensions the schema uses, as PGlite loads them. */
export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

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
export async function openDatabase(opts: { url?: string; dataDir?: string; limits?: PoolLimits }): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const limits = opts.limits ?? DEFAULT_POOL_LIMITS;
    const connect = (settings: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: limits.max,
        connectionTimeoutMillis: limits.connectTimeoutMs,
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
    const readPool = connect('-c jit=off -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool, readPool },
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
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
