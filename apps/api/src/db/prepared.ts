import type pg from 'pg';
import type { Database } from './client';

/** Distinct statements a pool keeps prepared on each connection; any beyond run unnamed. */
const MAX_PREPARED = 500;
/** Statement names of each pool: a name must stand for one text on every connection. */
const namesOfPool = new WeakMap<pg.Pool, Map<string, string>>();

function statementName(pool: pg.Pool, text: string) {
  const names = namesOfPool.get(pool) ?? new Map<string, string>();
  namesOfPool.set(pool, names);
  let name = names.get(text);
  if (!name && names.size < MAX_PREPARED) {
    name = `read${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs hot reads (SQL text with `$1`… parameters) as named prepared statements, one name per SQL
 * text: a PostgreSQL connection parses each once and, after a few runs, may keep one plan for it
 * instead of planning every call (their pool keeps generic plans: ADR 0037).
 * Rows come back as plain objects named as the SQL names its columns. (PGlite runs in the process:
 * there the text goes as is.)
 */
export function preparedReads({ driver }: Database) {
  return async function read<T>({ text, values }: { text: string; values: unknown[] }): Promise<T[]> {
    if (driver.kind === 'pglite') return (await driver.client.query<T>(text, values)).rows;
    // One name per text across every pool behind `hotReads` (the primary's read pool and replicas').
    const name = statementName(driver.hotReads, text);
    return (await driver.hotReads.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  };
}
