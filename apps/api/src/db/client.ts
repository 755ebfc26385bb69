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

/**
 * PostgreSQL server when `url` is given, otherwise embedded PGlite stored in `dataDir`
 * (in memory when `dataDir` is undefined, as the tests use it).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const connect = (settings: string) => {
      const pool = new pg.Pool({ connectionString: url, max: 10, options: settings });
      // An idle connection dropped by the server (restart, failover) must not crash the process;
      // the pool replaces it on the next query.
      pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
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
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { btree_gist, pg_trgm, unaccent },
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
