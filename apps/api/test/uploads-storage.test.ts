import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS, PHOTO_WIDTHS } from '@roamstead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth';
import { signedInUser } from './dashboardUsers';
import { createTestApp, type TestApp } from './helpers';
import { insertListing } from './listings';
import { startS3Server } from './s3-server';

/** An upload's address as our own pages get it: a path on this server (ADR 0071). */
function sameOrigin(url: string) {
  expect(url).toMatch(/^(\/api\/v1)?\/uploads\//);
  return url;
}

const S3_PORT = 3112;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const folders: string[] = [];
const apps: TestApp[] = [];

/** An API on a data folder of its own, with `env` added. */
async function startApp(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-uploads-'));
  folders.push(dataDir);
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  apps.push(t);
  return { t, dataDir };
}

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await s3.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function multipart(field: string, file: Buffer) {
  const boundary = '----roamstead-uploads';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

/** Uploads a photo to a new draft of a new host; answers the photo as the API shows it. */
async function uploadPhoto(t: TestApp) {
  const { token } = await signUp(t.app, { role: 'host' });
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hosting/listings',
    headers: bearer(token),
    payload: { kind: 'home' },
  });
  const body = multipart('photo', await png());
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/hosting/listings/${draft.json().data.id}/photos`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { variants: { url: string; width: number }[] };
}

/** Checks one served variant: the picture, and the headers of an immutable file. */
async function expectServed(t: TestApp, url: string, width: number) {
  // Pictures are compressed already: they go out as stored, with their length, whatever the client accepts.
  const served = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-encoding']).toBeUndefined();
  expect(served.headers).toMatchObject({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    'cross-origin-resource-policy': 'cross-origin',
    'content-length': String(served.rawPayload.length),
  });
  expect(served.headers.etag).toMatch(/^(W\/)?".+"$/);
  expect(Date.parse(String(served.headers['last-modified']))).toBeGreaterThan(Date.now() - 600_000);
  const meta = await sharp(served.rawPayload).metadata();
  expect([meta.format, meta.width]).toEqual(['webp', width]);
  return served;
}

async function expectNotFound(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ success: false, message: ERRORS.notFound, code: 'NOT_FOUND' });
}

describe.each([
  ['local disk', () => ({})],
  ['S3-compatible bucket', () => s3.env],
])('uploads stored on the %s', (driver, env) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    ({ t, dataDir } = await startApp(env()));
  });

  it('serves an uploaded photo back with the caching headers of immutable files', async () => {
    const photo = await uploadPhoto(t);
    expect(photo.variants.map((v) => v.width)).toEqual([...PHOTO_WIDTHS]);
    for (const variant of photo.variants) {
      const pathname = sameOrigin(variant.url);
      const served = await expectServed(t, pathname, variant.width);
      const again = await t.app.inject({
        method: 'GET',
        url: pathname,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      const head = await t.app.inject({ method: 'HEAD', url: pathname });
      expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([
        200,
        served.headers['content-length'],
        0,
      ]);
    }
    const onDisk = fs.existsSync(path.join(dataDir, 'uploads', 'listings'));
    expect(onDisk).toBe(driver === 'local disk');
  });

  it('answers 404 with the error envelope for a missing object or a path outside the store, never a 500', async () => {
    await expectNotFound(t, '/uploads/listings/999/missing-480.webp');
    await expectNotFound(t, '/uploads/');
    await expectNotFound(t, '/uploads/..%2Fpglite%2FPG_VERSION');
    await expectNotFound(t, '/uploads/listings/%2E%2E/%2E%2E/secret');
    await expectNotFound(t, '/api/v1/uploads/avatars/u1-missing-256.webp');
  });

  it('stores and serves profile pictures', async () => {
    const { token } = await signUp(t.app);
    const body = multipart('picture', await png());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/picture',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: sameOrigin(res.json().data.picture) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);
  });

  it('stores and serves message images', async () => {
    const host = await signedInUser(t, { role: 'host' });
    const guest = await signedInUser(t);
    const listing = await insertListing(t.database.db, { hostId: host.user.id, title: 'Cabin', nightlyPrice: 10000 });
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: guest.headers,
      payload: { listing_id: listing.id, body: 'Hello!' },
    });
    const body = multipart('attachment', await png());
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${opened.json().data.conversation.id}/messages`,
      headers: { ...guest.headers, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { url, width } = sent.json().data.attachment;
    await expectServed(t, sameOrigin(url), width);
  });
});

describe('uploads shared through an S3-compatible bucket', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = (await startApp(s3.env)).t;
    second = (await startApp(s3.env)).t;
  });

  it('serves a photo uploaded through one API process from another on other disks', async () => {
    const photo = await uploadPhoto(first);
    for (const variant of photo.variants) await expectServed(second, sameOrigin(variant.url), variant.width);
  });
});
