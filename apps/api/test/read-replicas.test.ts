// Streaming replicas (ADR 0068): lag-tolerant reads go to a real replica (pg_basebackup of a
// primary of the test's own), a client's reads after its own write go to the primary, and reads
// fall back to the primary while the replica is down and return to it when it is back. Runs in the
// PostgreSQL API suite (TEST_DATABASE_URL set, as CI runs it), where it fails rather than skips
// when PostgreSQL's programs are missing (PG_BIN, default the newest /usr/lib/postgresql/*/bin).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig, poolLimits, replicaOptions } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { applyReferenceData } from '../src/db/reference';
import { parseLsn, WROTE_COOKIE } from '../src/db/replicas';
import { listings } from '../src/db/schema';
import { applyContentData } from '../src/modules/content';
import { bearer, signUp } from './auth';
import { categoryId, insertListing, insertPhoto, insertPlace } from './listings';
import { postgresBin } from './postgres-bin';

const PRIMARY_PORT = 3446;
const REPLICA_PORT = 3447;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('read replicas', () => {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-replicas-'));
  const primaryData = path.join(dir, 'primary');
  const replicaData = path.join(dir, 'replica');
  // PostgreSQL refuses to run as root: then it runs as the postgres user.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (tool: string, args: string[]) => {
    const [cmd, ...rest] = [...asOwner, path.join(bin, tool), ...args];
    execFileSync(cmd as string, rest, { stdio: 'pipe' });
  };
  const start = (data: string, port: number) =>
    run('pg_ctl', [
      'start',
      '-w',
      '-D',
      data,
      '-l',
      `${data}.log`,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  const stop = (data: string) => run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
  const replicaSql = async (text: string) => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${REPLICA_PORT}/postgres` });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  let app: App;
  let database: Database;
  beforeAll(async () => {
    if (asOwner.length) execFileSync('chown', ['postgres', dir]);
    // initdb's pg_hba.conf trusts local replication connections; wal_level is replica by default.
    run('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '--no-sync']);
    start(primaryData, PRIMARY_PORT);
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(PRIMARY_PORT),
      '-U',
      'postgres',
      '-D',
      replicaData,
      '-X',
      'stream',
      '-R',
    ]);
    start(replicaData, REPLICA_PORT);
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PRIMARY_PORT}/postgres`,
      DATABASE_REPLICA_URLS: `postgres://postgres@127.0.0.1:${REPLICA_PORT}/postgres`,
      // The test holds the replica behind on purpose for a few seconds.
      DATABASE_REPLICA_MAX_LAG_MS: '60000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_HEAP_USED_BYTES: '0',
    });
    database = await openDatabase({
      url: config.DATABASE_URL,
      limits: poolLimits(config),
      replicas: replicaOptions(config),
    });
    await database.migrate();
    await applyReferenceData(database.db);
    await applyContentData(database.db);
    app = await buildApp({ config, database });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const data of [replicaData, primaryData]) {
      try {
        stop(data);
      } catch {
        // not running
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const replica = () => database.replication?.router.replicas[0];
  const reads = (target: string) => database.replication?.readsByTarget.get(target) ?? 0;
  const titleOf = async (id: number, cookie?: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/listings/${id}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.title as string;
  };
  const searchTitles = async (cookie?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/listings?per_page=50',
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as Array<{ title: string }>).map((i) => i.title);
  };
  /** Until the replica has replayed everything the primary has written so far. */
  const caughtUp = async () => {
    const lsn = await database.replication?.router.primaryLsn();
    await until('the replica to catch up', async () => {
      const r = replica();
      return r?.healthy && r.replayLsn !== null && r.replayLsn >= (parseLsn(lsn) ?? 0n);
    });
  };

  it('reads lag-tolerant pages from the replica, a writer’s own reads from the primary', async () => {
    const host = await signUp(app, { role: 'host' });
    const place = await insertPlace(database.db, {
      slug: 'replica-town',
      name: 'Replica Town',
      country: 'Portugal',
      countryCode: 'PT',
    });
    const listing = await insertListing(database.db, {
      hostId: host.user.id,
      nightlyPrice: 100,
      title: 'Cabin before',
      address: '1 Harbour Road',
      description: 'A quiet cabin by the harbour with a wood stove, a deck and a view of the boats.',
      placeId: place.id,
      categoryId: await categoryId(database.db, 'beachfront'),
    });
    await insertPhoto(database.db, listing.id, 0, 'cabin.jpg');
    await caughtUp();
    expect(await titleOf(listing.id)).toBe('Cabin before');
    expect(reads('replica-1')).toBeGreaterThan(0);

    // The replica stops replaying: what it answers now shows where a read went.
    await replicaSql('select pg_wal_replay_pause()');
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/hosting/listings/${listing.id}`,
      headers: bearer(host.token),
      payload: { title: 'Cabin after' },
    });
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(200);
    const wrote = saved.cookies.find((c) => c.name === WROTE_COOKIE);
    expect(wrote?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(wrote).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    const cookie = `${WROTE_COOKIE}=${wrote?.value}`;

    // A visitor reads the replica (the old title, also in search, whose answers are then shared)…
    expect(await titleOf(listing.id)).toBe('Cabin before');
    expect(await searchTitles()).toContain('Cabin before');
    // …the host, who just saved, reads the primary: the listing and search as saved.
    expect(await titleOf(listing.id, cookie)).toBe('Cabin after');
    expect(await searchTitles(cookie)).toContain('Cabin after');
    expect(await searchTitles(cookie)).not.toContain('Cabin before');

    // Once the replica has replayed the write, the visitor sees it too, and so does the host, now from the replica.
    await replicaSql('select pg_wal_replay_resume()');
    await caughtUp();
    expect(await titleOf(listing.id)).toBe('Cabin after');
    const before = reads('replica-1');
    expect(await titleOf(listing.id, cookie)).toBe('Cabin after');
    expect(reads('replica-1')).toBeGreaterThan(before);
  }, 60_000);

  it('falls back to the primary while the replica is down and returns to it when it is back', async () => {
    const [row] = await database.db.select({ id: listings.id }).from(listings).limit(1);
    const id = row?.id as number;
    stop(replicaData);
    // Every read answers, from the primary, at once (the first one finds the replica gone).
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      expect(await titleOf(id)).toBe('Cabin after');
      expect(performance.now() - t0).toBeLessThan(2_000);
    }
    expect(replica()?.healthy).toBe(false);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('roamstead_db_replica_up{replica="replica-1"} 0');
    expect(await searchTitles()).toContain('Cabin after');

    start(replicaData, REPLICA_PORT);
    await until('the replica to be used again', async () => replica()?.healthy);
    await database.db.update(listings).set({ title: 'Cabin later' }).where(eq(listings.id, id));
    await caughtUp();
    const before = reads('replica-1');
    expect(await titleOf(id)).toBe('Cabin later');
    expect(reads('replica-1')).toBeGreaterThan(before);
    const back = await app.inject({ method: 'GET', url: '/metrics' });
    expect(back.body).toContain('roamstead_db_replica_up{replica="replica-1"} 1');
    expect(back.body).toMatch(/roamstead_db_replica_lag_seconds\{replica="replica-1"\} \d/);
  }, 60_000);
});
