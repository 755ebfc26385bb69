import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { pgliteExtensions } from '../db/client';
import { createStorage, localStorage } from '../platform/storage';
import { copyObjects } from '../platform/storage/copy';

const run = promisify(execFile);

/** What a backup folder holds, written last as `backup.json`: a folder without it is incomplete. */
export interface Manifest {
  format: 1;
  database: 'pglite' | 'postgres';
  created_at: string;
  /** Uploaded files copied into `uploads/`. */
  uploads: number;
}

const MANIFEST = 'backup.json';
const PGLITE_DUMP = 'pglite.tar.gz';
const POSTGRES_DUMP = 'postgres.dump';

export class BackupError extends Error {}

const embeddedDir = (config: Config) => path.resolve(config.DATA_DIR, 'pglite');

/** Copies the uploads between storages; a file that cannot be copied fails the whole run. */
async function copyUploads(from: Awaited<ReturnType<typeof createStorage>>, to: typeof from) {
  try {
    const totals = await copyObjects(from, to);
    if (totals.failed) throw new BackupError(`${totals.failed} uploaded files could not be copied`);
    return totals.seen;
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}

/**
 * Writes a backup of the database (embedded: PGlite's data folder as a tarball; server: `pg_dump`
 * custom format) and of every uploaded file (local folder or bucket) into a new folder under
 * `root`, named by the time. The embedded database is read by this process alone: its server must
 * be stopped.
 */
export async function backup(
  config: Config,
  root: string,
  now = new Date(),
): Promise<{ dir: string; manifest: Manifest }> {
  // 2026-11-28T03:00:00.000Z → 20261128T030000Z
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const dir = path.join(root, `roamstead-${stamp}`);
  if (fs.existsSync(dir)) throw new BackupError(`${dir} exists already`);
  const dataDir = embeddedDir(config);
  if (!config.DATABASE_URL) {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${dataDir}`);
    // PGlite removes the file when it closes: present, another process has the folder open (or died with it).
    if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      throw new BackupError(`${dataDir} is in use: stop the server first (the embedded database serves one process)`);
    }
  }
  fs.mkdirSync(dir, { recursive: true });
  try {
    if (config.DATABASE_URL) {
      const file = `--file=${path.join(dir, POSTGRES_DUMP)}`;
      await run('pg_dump', ['--format=custom', '--no-owner', file, config.DATABASE_URL]);
    } else {
      const db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
      try {
        const dump = await db.dumpDataDir('gzip');
        fs.writeFileSync(path.join(dir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const uploads = await copyUploads(await createStorage(config), localStorage(path.join(dir, 'uploads')));
    const database = config.DATABASE_URL ? 'postgres' : 'pglite';
    const manifest: Manifest = { format: 1, database, created_at: now.toISOString(), uploads };
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, manifest };
  } catch (err) {
    // No half-written folder is left behind.
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Restores a backup folder into the database and storage the configuration names, which must be
 * new: an embedded data folder that does not exist yet, or an empty PostgreSQL database
 * (`createdb`), so a restore never mixes with what is there.
 */
export async function restore(config: Config, dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a complete backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.database === 'postgres') {
    if (!config.DATABASE_URL)
      throw new BackupError('this backup is of a PostgreSQL server: set DATABASE_URL to an empty database');
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      path.join(dir, POSTGRES_DUMP),
    ]);
  } else {
    if (config.DATABASE_URL) throw new BackupError('this backup is of the embedded database: unset DATABASE_URL');
    const dataDir = embeddedDir(config);
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new BackupError(`${dataDir} is not empty: restore into a new DATA_DIR`);
    }
    const dump = new Blob([fs.readFileSync(path.join(dir, PGLITE_DUMP))], { type: 'application/x-gzip' });
    fs.mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir, loadDataDir: dump, extensions: pgliteExtensions });
    await db.close();
  }
  await copyUploads(localStorage(path.join(dir, 'uploads')), await createStorage(config));
  return manifest;
}
