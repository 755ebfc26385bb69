import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig, poolLimits } from '../src/config';
import { openDatabase } from '../src/db/client';

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped again by close()), each a copy of the run's migrated
 * template (`database-template.ts`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Adds routes before the app is sealed (e.g. a route that fails on purpose). */
  extend?: (app: App) => void,
) {
  const template = inject('databaseTemplate');
  const server =
    template.kind === 'postgres' && process.env.TEST_DATABASE_URL
      ? await newServerDatabase(process.env.TEST_DATABASE_URL, template.name)
      : undefined;
  const url = server?.url;
  const dropDatabase = server?.drop ?? (async () => {});
  // Suites that race 50 requests on in-process PGlite keep the event loop busy on purpose, and a
  // test process holds many apps' heaps: no load shedding unless a test asks for it.
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_BYTES: '0',
    ...env,
  });
  const database = await openDatabase({
    url,
    limits: poolLimits(config),
    startFrom: template.kind === 'pglite' ? pgliteTemplate(template.file) : undefined,
  });
  const app = await buildApp({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    /** The PostgreSQL database's address (undefined on PGlite), for a second app on the same data. */
    url,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** The PGlite template's data directory, read once per test file. */
let pgliteDump: { file: string; blob: Blob } | undefined;
function pgliteTemplate(file: string) {
  if (pgliteDump?.file !== file) pgliteDump = { file, blob: new Blob([fs.readFileSync(file)]) };
  return pgliteDump.blob;
}

/**
 * A new database on the PostgreSQL server at `serverUrl` — empty, or a copy of `template` — and how
 * to drop it again.
 */
export async function newServerDatabase(serverUrl: string, template?: string) {
  const name = `roamstead_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
