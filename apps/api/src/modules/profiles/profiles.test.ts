import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES, INPUT_MESSAGES } from '@roamstead/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings, reviews } from '../../db/schema';

let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-profiles-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart body with one file field. */
function multipart(field: string, file: Buffer, filename: string, type: string) {
  const boundary = '----roamstead-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profiles', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/profile'],
      ['PUT', '/profile'],
      ['POST', '/profile/picture'],
      ['GET', '/profile/reviews'],
      ['GET', '/profiles/1'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}` })).statusCode, url).toBe(401);
    }
  });

  it('edits about, languages, where I live and work, with field errors', async () => {
    const me = await signedInUser(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: { about: 'x'.repeat(1001), languages: ['Klingon'], location: 'Harare', work: 'Chef' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['about', 'languages.0']);
    const body = {
      about: 'I love hosting.',
      languages: ['English', 'Shona'],
      location: 'Harare, Zimbabwe',
      work: 'Chef',
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: me.headers, payload: body });
    expect(saved.json().data).toEqual({ ...body, picture: null });
    const other = await signedInUser(t);
    const seen = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${me.user.id}`, headers: other.headers });
    expect(seen.json().data).toMatchObject({
      id: me.user.id,
      about: 'I love hosting.',
      location: 'Harare, Zimbabwe',
      listings: [],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/999999', headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('crops an uploaded picture to square WebP variants and serves them', async () => {
    const me = await signedInUser(t);
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#e0234e' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/picture',
      ...withAuth(multipart('picture', png, 'me.png', 'image/png'), me.headers),
    });
    expect(res.statusCode).toBe(200);
    const { picture, variants } = res.json().data;
    expect(Object.keys(variants)).toEqual(['96', '256', '512']);
    expect(picture).toMatch(/^\/api\/v1\/uploads\/avatars\//);
    const served = await t.app.inject({ method: 'GET', url: picture });
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: me.headers })).json().data.picture,
    ).toBe(picture);

    // Not an image, an empty file, a PNG cut short after its header: unreadable, never a 500.
    for (const unreadable of [Buffer.from('not an image'), Buffer.alloc(0), png.subarray(0, 60)]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/picture',
        ...withAuth(multipart('picture', unreadable, 'x.png', 'image/png'), me.headers),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.picture).toEqual([INPUT_MESSAGES.imageUnreadable]);
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>');
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/picture',
      ...withAuth(multipart('picture', svg, 'x.svg', 'image/svg+xml'), me.headers),
    });
    expect(wrongKind.json().details.picture).toEqual([ACCOUNT_MESSAGES.pictureInvalid]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/uploads/avatars/..%2F..%2Fsecret' })).statusCode).toBe(
      404,
    );
  });

  it('lists reviews written and received', async () => {
    const host = await signedInUser(t, { role: 'host' });
    const guest = await signedInUser(t);
    const [listing] = await t.database.db
      .insert(listings)
      .values({ hostId: host.user.id, title: 'Loft by the lake', status: 'published' })
      .returning();
    const stars = { rating: 5, cleanliness: 5, accuracy: 5, checkIn: 5, communication: 5, location: 4, value: 5 };
    await t.database.db
      .insert(reviews)
      .values({ listingId: listing?.id as number, authorId: guest.user.id, body: 'Lovely stay', ...stars });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/profile/reviews', headers: guest.headers })).json()
      .data;
    expect(mine.written).toHaveLength(1);
    expect(mine.written[0]).toMatchObject({ body: 'Lovely stay', listing_title: 'Loft by the lake', rating: 5 });
    expect(mine.received).toEqual([]);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/v1/profile/reviews', headers: host.headers })).json()
      .data;
    expect(theirs.received.map((r: { body: string }) => r.body)).toEqual(['Lovely stay']);
    const pub = (
      await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${host.user.id}`, headers: guest.headers })
    ).json().data;
    expect(pub.listings).toEqual([{ id: listing?.id, title: 'Loft by the lake', review_count: 0 }]);
  });

  it("shows a host's public profile to signed-out visitors, public fields only; a guest's needs sign-in", async () => {
    const host = await signedInUser(t, { role: 'host' });
    const guest = await signedInUser(t);
    const profile = (id: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/v1/profiles/${id}`, headers });
    // Not a host until a listing is published.
    expect((await profile(host.user.id)).statusCode).toBe(401);
    await t.database.db
      .insert(listings)
      .values({ hostId: host.user.id, title: 'Cabin in the pines', status: 'published' });
    const anonymous = await profile(host.user.id);
    expect(anonymous.statusCode).toBe(200);
    expect(Object.keys(anonymous.json().data).sort()).toEqual(
      [
        'about',
        'id',
        'joined_at',
        'languages',
        'listings',
        'location',
        'name',
        'picture',
        'reviews',
        'role',
        'verified',
        'work',
      ].sort(),
    );
    expect(anonymous.body).not.toContain(host.user.email);
    expect(anonymous.json().data.listings.map((l: { title: string }) => l.title)).toEqual(['Cabin in the pines']);
    expect((await profile(guest.user.id)).statusCode).toBe(401);
    expect((await profile(999_999)).statusCode).toBe(401);
    expect((await profile(guest.user.id, host.headers)).statusCode).toBe(200);
    expect((await profile(999_999, host.headers)).statusCode).toBe(404);
  });
});

function withAuth(req: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>) {
  return { payload: req.payload, headers: { ...req.headers, ...auth } };
}
