import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PHOTO_WIDTHS } from '@roamstead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { removeListingPhoto, storeListingPhoto } from '../src/modules/hosting/photoFiles';
import { createStorage, localStorage, readObject, type Storage } from '../src/platform/storage';
import { copyObjects } from '../src/platform/storage/copy';
import { socialImageFile, variantFile } from '../src/platform/uploads';
import { startS3Server } from './s3-server';

const S3_PORT = 3111;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-storage-'));
const stores: Storage[] = [];

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Both drivers, each made from configuration as the API makes it. */
const drivers: [string, () => Promise<Storage>][] = [
  ['local disk', () => createStorage(loadConfig({ DATA_DIR: dataDir }))],
  ['S3-compatible bucket', () => createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }))],
];

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe.each(drivers)('storage on the %s', (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
    stores.push(storage);
    await storage.check();
  });

  it('puts, gets, sizes, lists, replaces and deletes objects', async () => {
    const key = 'messages/put-get.webp';
    await storage.put(key, Buffer.from('first'));
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect(object?.etag).toMatch(/^(W\/)?".+"$/);
    expect(object?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Buffer.concat(await (object?.body.toArray() ?? [])).toString()).toBe('first');
    expect(await storage.size(key)).toBe(5);

    await storage.put(key, Buffer.from('second!'));
    expect((await readObject(storage, key))?.toString()).toBe('second!');
    await storage.put('messages/other.jpg', Buffer.from('x'));
    expect((await storage.get('messages/other.jpg'))?.contentType).toBe('image/jpeg');
    expect(await collect(storage.list('messages/'))).toEqual(['messages/other.jpg', 'messages/put-get.webp']);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    await storage.delete(key); // deleting what is gone is no error
    expect(await collect(storage.list('messages/'))).toEqual(['messages/other.jpg']);
  });

  it('answers null for a missing object or a name that is no storage key, and refuses to write one', async () => {
    expect(await storage.get('listings/1/missing-480.webp')).toBeNull();
    for (const bad of ['../secret', 'a/../../b', '/etc/passwd', '.hidden', 'a//b', '']) {
      expect(await storage.get(bad)).toBeNull();
      expect(await storage.size(bad)).toBeNull();
    }
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    expect(fs.existsSync(path.join(dataDir, 'outside.webp'))).toBe(false);
  });

  it("stores a listing photo's variants and link-preview picture, and deletes them all", async () => {
    const upload = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const { storageKey } = await storeListingPhoto(storage, 42, upload);
    const keys = [...PHOTO_WIDTHS.map((w) => variantFile(storageKey, w)), socialImageFile(storageKey)];
    expect(await collect(storage.list(`${storageKey}-`))).toEqual([...keys].sort());
    for (const w of PHOTO_WIDTHS) {
      const meta = await sharp((await readObject(storage, variantFile(storageKey, w))) as Buffer).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', w]);
    }
    await removeListingPhoto(storage, storageKey);
    expect(await collect(storage.list(`${storageKey}-`))).toEqual([]);
  });
});

describe('S3 storage start-up check', () => {
  it('names the bucket and the reason when the bucket cannot be used', async () => {
    const storage = await createStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    stores.push(storage);
    await expect(storage.check()).rejects.toThrow(
      `Object storage bucket no-such-bucket at ${s3.env.S3_ENDPOINT} cannot be used: NotFound (404)`,
    );
  });
});

describe('copying local uploads into a bucket', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-copy-'));
  const write = (key: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, 'uploads', key)), { recursive: true });
    fs.writeFileSync(path.join(folder, 'uploads', key), body);
  };
  const files: Record<string, string> = {
    'copy/listings/7/abc-480.webp': 'listing photo',
    'copy/demo/beach-1-1024.webp': 'demo photo',
    'copy/avatars/u3-xyz-96.webp': 'avatar',
  };
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const cli = (env: Record<string, string>) =>
    promisify(execFile)(
      path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx'),
      [path.resolve(import.meta.dirname, '../src/platform/storage/copy-cli.ts')],
      { env: { ...process.env, ...env } },
    );

  it('copies every file once, then only what changed', async () => {
    for (const [key, body] of Object.entries(files)) write(key, body);
    const local = localStorage(path.join(folder, 'uploads'));
    const bucket = await createStorage(loadConfig(s3.env));
    stores.push(bucket);

    expect(await copyObjects(local, bucket)).toEqual({ seen: 3, copied: 3, present: 0, failed: 0 });
    for (const [key, body] of Object.entries(files)) expect((await readObject(bucket, key))?.toString()).toBe(body);
    expect(await copyObjects(local, bucket)).toEqual({ seen: 3, copied: 0, present: 3, failed: 0 });
    write('copy/demo/beach-1-1024.webp', 'a new demo photo');
    expect(await copyObjects(local, bucket)).toEqual({ seen: 3, copied: 1, present: 2, failed: 0 });
    expect((await readObject(bucket, 'copy/demo/beach-1-1024.webp'))?.toString()).toBe('a new demo photo');
  });

  it('runs as npm run storage:copy, naming both places and printing the counts', async () => {
    write('copy/messages/new.webp', 'a message image');
    const { stdout } = await cli({ DATA_DIR: folder, ...s3.env });
    expect(stdout).toContain(
      `Copying the uploads in folder ${path.join(folder, 'uploads')} to bucket roamstead-uploads at ${s3.env.S3_ENDPOINT}`,
    );
    expect(stdout).toMatch(/Done in [\d.]+ s: 4 files, 1 copied, 3 already there, 0 failed\./);
  }, 60_000);

  it('refuses to run without a bucket', async () => {
    await expect(cli({ DATA_DIR: folder })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('S3_BUCKET is not set'),
    });
  }, 60_000);
});
