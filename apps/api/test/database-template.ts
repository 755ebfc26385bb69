import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { applyReferenceData } from '../src/db/reference';
import { applyContentData } from '../src/modules/content';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What each test database starts from, migrated and holding the reference data and content. */
    databaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };
  }
}

/**
 * Vitest global setup of the API suite: migrates one database per run and lets every test app
 * start from a copy of it (PostgreSQL's `CREATE DATABASE … TEMPLATE`, or a PGlite data-directory
 * dump), instead of creating and migrating a database per app — the slowest part of a test file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `roamstead_template_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await prepare(database);
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  await prepare(database);
  if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
  const dump = await database.driver.client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-template-')), 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>) {
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    await applyContentData(database.db);
  } finally {
    if (database.kind === 'postgres') await database.close();
  }
}
