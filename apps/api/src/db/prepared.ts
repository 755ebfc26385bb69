import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';

/** Distinct statements a process keeps prepared on each connection; any beyond run unnamed. */
const MAX_PREPARED = 500;

/**
 * Runs hot reads as named prepared statements, one name per SQL text: a PostgreSQL connection
 * parses each once and, after a few runs, may keep one plan for it instead of planning every call.
 * Rows come back as plain objects named as the SQL names its columns. (PGlite runs in the process:
 * there the text goes as is.)
 */
export function preparedReads(database: Database) {
  const dialect = new PgDialect();
  const names = new Map<string, string>();
  return async function read<T>(query: SQL): Promise<T[]> {
    const { sql: text, params } = dialect.sqlToQuery(query);
    if (database.driver.kind === 'pglite') return (await database.driver.client.query<T>(text, params)).rows;
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `read${names.size}`;
      names.set(text, name);
    }
    return (await database.driver.pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
  };
}
