// Backup and restore of the whole product: the embedded database (or, with TEST_DATABASE_URL, a
// PostgreSQL database through pg_dump / pg_restore) and the uploaded files, restored into a fresh
// DATA_DIR (and a new database) where every booking, message and photo is found again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/auth';
import { newServerDatabase } from '../../test/helpers';
import { insertListing, insertPhoto } from '../../test/listings';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyReferenceData } from '../db/reference';
import { bookings, listingPhotos, messages } from '../db/schema';
import { day } from '../modules/bookings/fixtures';
import { applyContentData } from '../modules/content';
import { createStorage, readObject } from '../platform/storage';
import { BackupError, backup, restore } from './index';

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh DATA_DIR and, on PostgreSQL, a new empty database: the configuration of one installation. */
async function installation() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-backup-'));
  cleanups.push(async () => fs.rmSync(parent, { recursive: true, force: true }));
  // A DATA_DIR that does not exist yet, as on a new machine.
  const dataDir = path.join(parent, 'data');
  const server = serverUrl ? await newServerDatabase(serverUrl) : undefined;
  if (server) cleanups.push(server.drop);
  return loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_BYTES: '0',
    ...(server ? { DATABASE_URL: server.url } : {}),
  });
}

type Config = Awaited<ReturnType<typeof installation>>;
const open = (config: Config) =>
  openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });

/** What must survive: the rows of every booking, message and photo, and each photo's bytes. */
async function contents(config: Config) {
  const database = await open(config);
  const storage = await createStorage(config);
  try {
    const photos = await database.db.select().from(listingPhotos).orderBy(asc(listingPhotos.id));
    return {
      bookings: await database.db.select().from(bookings).orderBy(asc(bookings.id)),
      messages: await database.db.select().from(messages).orderBy(asc(messages.id)),
      photos,
      files: await Promise.all(photos.map(async (p) => (await readObject(storage, p.storageKey))?.toString('base64'))),
    };
  } finally {
    await storage.close();
    await database.close();
  }
}

describe(`backup and restore (${serverUrl ? 'PostgreSQL: pg_dump' : 'embedded PGlite'})`, () => {
  it('restores every booking, message and photo into a fresh installation', async () => {
    const source = await installation();
    const database = await open(source);
    await database.migrate();
    await applyReferenceData(database.db);
    await applyContentData(database.db);
    const app = await buildApp({ config: source, database });
    await app.ready();

    const host = await signUp(app, { role: 'host' });
    const guest = await signUp(app);
    const storage = await createStorage(source);
    for (const n of [1, 2]) {
      const listing = await insertListing(database.db, {
        hostId: host.user.id,
        nightlyPrice: 9_000,
        currency: 'USD',
        maxGuests: 2,
        minNights: 1,
        instantBook: n === 1,
      });
      const key = `listings/${listing.id}/photo-${n}.webp`;
      await storage.put(key, Buffer.from(`photo ${n} of listing ${listing.id}`));
      await insertPhoto(database.db, listing.id, 0, key);
      const stay = { listing_id: listing.id, checkin: day(30), checkout: day(33), guests: 1 };
      const quote = await app.inject({ method: 'POST', url: '/api/v1/bookings/quote', payload: stay });
      // The guest's note opens the booking's message thread.
      const booked = await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(guest.token),
        payload: {
          ...stay,
          currency: 'USD',
          card_number: '4242424242424242',
          quoted_total: quote.json().data.total,
          message: `Note ${n}`,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    await storage.close();
    await app.close();
    await database.close();

    const before = await contents(source);
    expect(before.bookings).toHaveLength(2);
    expect(before.messages.map((m) => m.body)).toEqual(expect.arrayContaining(['Note 1', 'Note 2']));
    expect(before.files.every(Boolean)).toBe(true);

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-backups-'));
    cleanups.push(async () => fs.rmSync(root, { recursive: true, force: true }));
    const { dir, manifest } = await backup(source, root, new Date('2026-11-28T03:00:00Z'));
    expect(path.basename(dir)).toBe('roamstead-20261128T030000Z');
    expect(manifest).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite', uploads: 2 });

    const target = await installation();
    await restore(target, dir);
    expect(await contents(target)).toEqual(before);

    // A restore never writes over an installation that has data.
    await expect(restore(target, dir)).rejects.toThrow();
  }, 120_000);

  it.skipIf(!!serverUrl)('refuses to copy an embedded database another process has open', async () => {
    const config = await installation();
    const dataDir = path.join(config.DATA_DIR, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({ dataDir });
    try {
      const root = path.join(config.DATA_DIR, 'backups');
      await expect(backup(config, root)).rejects.toThrow(BackupError);
      expect(fs.existsSync(root) ? fs.readdirSync(root) : []).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
