import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOSTING_LIMITS, HOSTING_MESSAGES, INPUT_MESSAGES, PHOTO_WIDTHS } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertPlace } from '../../../test/listings';
import { AMENITIES } from '../../db/reference-amenities';
import { experienceSlots, listingHolds, listings, notifications, outboxMessages } from '../../db/schema';

let t: TestApp;
let placeId: number;
let category: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-hosting-'));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  placeId = (
    await insertPlace(t.database.db, { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', countryCode: 'PT' })
  ).id;
  category = await categoryId(t.database.db, 'city-apartments');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object | Buffer,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A multipart body with one file field. */
function multipart(file: Buffer, type = 'image/png', filename = 'photo.png') {
  const boundary = '----roamstead-hosting';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const host = async () => (await signUp(t.app, { role: 'host' })).token;

const createDraft = async (token: string, kind: 'home' | 'experience' = 'home') => {
  const res = await api('POST', '/hosting/listings', token, { kind });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; status: string; missing: Record<string, string> };
};

const upload = async (token: string, id: number, file: Buffer, type = 'image/png') => {
  const body = multipart(file, type);
  return api('POST', `/hosting/listings/${id}/photos`, token, body.payload, body.headers);
};

const completeHome = {
  category_id: 0,
  property_type: 'apartment',
  place_id: 0,
  address: '12 Rua das Flores, Chiado, Lisbon',
  lat: 38.7108,
  lng: -9.1426,
  max_guests: 4,
  bedrooms: 2,
  beds: 2,
  bathrooms: 1.5,
  amenities: ['wifi', 'kitchen'],
  title: 'Sunny flat above Chiado',
  description: 'Two bright bedrooms, a balcony over the tram line and a kitchen for long breakfasts.',
  nightly_price: 12_000,
  cleaning_fee: 3_000,
  currency: 'EUR',
  min_nights: 2,
  max_nights: 30,
  instant_book: true,
  cancellation_policy: 'strict',
  house_rules: 'No parties.',
  check_in_time: '15:00',
  check_out_time: '11:00',
} as const;
const home = () => ({ ...completeHome, category_id: category, place_id: placeId });

describe('hosting: drafts and publishing', () => {
  it('needs a signed-in host: guests are told to switch', async () => {
    expect((await api('GET', '/hosting/listings')).statusCode).toBe(401);
    const guest = await signUp(t.app);
    const res = await api('POST', '/hosting/listings', guest.token, { kind: 'home' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HOSTING_MESSAGES.hostOnly);
    // The switch counts at once, without a new token.
    await api('PUT', '/user/role', guest.token, { role: 'host' });
    expect((await api('POST', '/hosting/listings', guest.token, { kind: 'home' })).statusCode).toBe(201);
  });

  it('saves a draft step by step, keeps nightly_price_usd in step and reports what is missing', async () => {
    const token = await host();
    const draft = await createDraft(token);
    expect(draft.status).toBe('draft');
    expect(Object.keys(draft.missing).sort()).toEqual(
      ['address', 'category_id', 'description', 'lat', 'nightly_price', 'photos', 'place_id', 'title'].sort(),
    );
    const step = await api('PATCH', `/hosting/listings/${draft.id}`, token, { category_id: category, bedrooms: 3 });
    expect(step.statusCode).toBe(200);
    expect(step.json().data).toMatchObject({ category_id: category, bedrooms: 3 });
    expect(step.json().data.missing.category_id).toBeUndefined();

    const priced = await api('PATCH', `/hosting/listings/${draft.id}`, token, {
      nightly_price: 12_000,
      currency: 'eur',
    });
    expect(priced.json().data).toMatchObject({ nightly_price: 12_000, currency: 'EUR' });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, draft.id));
    // 120 EUR at the stored rate, in US cents.
    expect(row?.nightlyPriceUsd).toBeGreaterThan(12_000);
    expect(row?.nightlyPriceUsd).toBeLessThan(15_000);

    const reopened = await api('GET', `/hosting/listings/${draft.id}`, token);
    expect(reopened.json().data).toMatchObject({ bedrooms: 3, nightly_price: 12_000, status: 'draft' });
  });

  it('rejects malformed fields with per-field messages and never a 500', async () => {
    const token = await host();
    const { id } = await createDraft(token);
    const bad = await api('PATCH', `/hosting/listings/${id}`, token, {
      title: 'x'.repeat(HOSTING_LIMITS.titleMax + 1),
      max_guests: 0,
      check_in_time: '25:00',
      cancellation_policy: 'lenient',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(
      ['cancellation_policy', 'check_in_time', 'max_guests', 'title'].sort(),
    );
    expect(bad.json().details.title).toEqual([HOSTING_MESSAGES.titleLong]);

    const refs = await api('PATCH', `/hosting/listings/${id}`, token, {
      category_id: 99_999,
      place_id: 99_999,
      currency: 'XXX',
      amenities: ['wifi', 'helipad'],
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().details).toEqual({
      category_id: [HOSTING_MESSAGES.unknownCategory],
      place_id: [HOSTING_MESSAGES.unknownPlace],
      currency: [HOSTING_MESSAGES.unknownCurrency],
      amenities: [HOSTING_MESSAGES.unknownAmenity],
    });

    const nights = await api('PATCH', `/hosting/listings/${id}`, token, { min_nights: 10, max_nights: 5 });
    expect(nights.statusCode).toBe(400);
    expect(nights.json().details).toEqual({ max_nights: [HOSTING_MESSAGES.nightsOrder] });
    const homeAsExperience = await api('PATCH', `/hosting/listings/${id}`, token, { property_type: 'experience' });
    expect(homeAsExperience.json().details).toEqual({ property_type: [HOSTING_MESSAGES.homeType] });
    for (const payload of [{ host_id: 1 }, { kind: 'experience' }, { status: 'published' }]) {
      expect((await api('PATCH', `/hosting/listings/${id}`, token, payload)).statusCode).toBe(400);
    }
  });

  it('publishes only a complete listing, with field details, and notifies the host', async () => {
    const me = await signUp(t.app, { role: 'host' });
    const { id } = await createDraft(me.token);
    const early = await api('POST', `/hosting/listings/${id}/publish`, me.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(HOSTING_MESSAGES.notPublishable);
    expect(early.json().details.title).toEqual([HOSTING_MESSAGES.titleShort]);

    await api('PATCH', `/hosting/listings/${id}`, me.token, { ...home(), description: 'Too short.' });
    const short = await api('POST', `/hosting/listings/${id}/publish`, me.token);
    expect(short.json().details).toEqual({
      description: [HOSTING_MESSAGES.descriptionShort],
      photos: [HOSTING_MESSAGES.photosMissing],
    });
    await api('PATCH', `/hosting/listings/${id}`, me.token, { description: completeHome.description });
    expect((await upload(me.token, id, await png(1200, 800))).statusCode).toBe(201);

    const live = await api('POST', `/hosting/listings/${id}/publish`, me.token);
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'published', missing: {} });
    expect(live.json().data.published_at).not.toBeNull();

    const inApp = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(inApp.filter((n) => n.kind === 'listing_published')).toHaveLength(1);
    const mail = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, me.user.email));
    expect(mail.some((m) => m.subject === 'Your listing is live')).toBe(true);

    // Guests find it through the public search by its city.
    const search = await api('GET', '/listings?place=Lisbon');
    expect(search.json().data.items.map((l: { id: number }) => l.id)).toContain(id);

    // A live listing stays complete.
    const blank = await api('PATCH', `/hosting/listings/${id}`, me.token, { title: 'Short' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ title: [HOSTING_MESSAGES.titleShort] });
  });

  it('unlists and relists; only a published listing can be unlisted', async () => {
    const token = await host();
    const { id } = await createDraft(token);
    expect((await api('POST', `/hosting/listings/${id}/unlist`, token)).statusCode).toBe(409);
    await api('PATCH', `/hosting/listings/${id}`, token, home());
    await upload(token, id, await png(800, 600));
    await api('POST', `/hosting/listings/${id}/publish`, token);
    const newest = async () =>
      (await api('GET', '/listings?place=Lisbon&sort=newest')).json().data.items.map((l: { id: number }) => l.id);
    expect(await newest()).toContain(id);
    const unlisted = await api('POST', `/hosting/listings/${id}/unlist`, token);
    expect(unlisted.json().data.status).toBe('unlisted');
    expect((await api('GET', `/listings/${id}`)).statusCode).toBe(404);
    // The same search right after the change no longer finds it (shared search answers are dropped).
    expect(await newest()).not.toContain(id);
    const rows = (await api('GET', '/hosting/listings?kind=home', token)).json().data;
    expect(rows).toEqual([expect.objectContaining({ id, status: 'unlisted', photo_count: 1, place_name: 'Lisbon' })]);
    const relisted = await api('POST', `/hosting/listings/${id}/publish`, token);
    expect(relisted.json().data.status).toBe('published');
  });

  it('lets only the owner see or change a listing: 403 for others, 404 for unknown ids', async () => {
    const owner = await host();
    const other = await host();
    const { id } = await createDraft(owner);
    const photo = (await upload(owner, id, await png(600, 400))).json().data;
    for (const [method, url, payload] of [
      ['GET', `/hosting/listings/${id}`],
      ['PATCH', `/hosting/listings/${id}`, { title: 'Mine now, thank you' }],
      ['POST', `/hosting/listings/${id}/publish`],
      ['POST', `/hosting/listings/${id}/unlist`],
      ['DELETE', `/hosting/listings/${id}`],
      ['PUT', `/hosting/listings/${id}/photos/${photo.id}/cover`],
      ['DELETE', `/hosting/listings/${id}/photos/${photo.id}`],
      ['PUT', `/hosting/listings/${id}/photos/order`, { photo_ids: [photo.id] }],
    ] as const) {
      const res = await api(method, url, other, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('You do not have permission to perform this action.');
      const missing = await api(method, url.replace(String(id), '999999'), owner, payload);
      expect(missing.statusCode, `${method} ${url} unknown`).toBe(404);
    }
    const upl = multipart(await png(600, 400));
    expect((await api('POST', `/hosting/listings/${id}/photos`, other, upl.payload, upl.headers)).statusCode).toBe(403);
    expect((await api('GET', '/hosting/listings', other)).json().data).toEqual([]);
  });

  it('refuses to delete while a guest holds upcoming nights, and deletes otherwise', async () => {
    const token = await host();
    const { id } = await createDraft(token);
    const db = t.database.db;
    await db.insert(listingHolds).values({ listingId: id, stay: '[2020-01-01,2020-01-05)', reason: 'booking' });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await db.insert(listingHolds).values({ listingId: id, stay: `[${day(30)},${day(33)})`, reason: 'block' });
    // Past stays and host blocks do not stop a delete; an upcoming booking does.
    const [hold] = await db
      .insert(listingHolds)
      .values({ listingId: id, stay: `[${day(40)},${day(43)})`, reason: 'booking' })
      .returning();
    const refused = await api('DELETE', `/hosting/listings/${id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HOSTING_MESSAGES.deleteWithBookings);
    await db.delete(listingHolds).where(eq(listingHolds.id, hold?.id ?? 0));
    const deleted = await api('DELETE', `/hosting/listings/${id}`, token);
    expect(deleted.statusCode).toBe(200);
    expect((await api('GET', `/hosting/listings/${id}`, token)).statusCode).toBe(404);
  });
});

describe('hosting: photos', () => {
  /** The photo ids a search card of the listing shows, in order (kept by the database's triggers). */
  const cardPhotoIds = async (id: number) => {
    const [row] = await t.database.db.select({ photos: listings.cardPhotos }).from(listings).where(eq(listings.id, id));
    return row?.photos.map((p) => p.id);
  };

  it('stores WebP variants with width and height, in order, with one cover', async () => {
    const token = await host();
    const { id } = await createDraft(token);
    const first = (await upload(token, id, await png(1600, 1200))).json().data;
    const second = (await upload(token, id, await png(900, 1200, '#e76f51'))).json().data;
    expect(first).toMatchObject({ position: 0, is_cover: true, width: 1024, height: 768 });
    expect(second).toMatchObject({ position: 1, is_cover: false, width: 1024, height: 1365 });
    expect(second.variants.map((v: { width: number }) => v.width)).toEqual([...PHOTO_WIDTHS]);
    const served = await t.app.inject({ method: 'GET', url: second.variants[0].url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: second.variants[0].height });

    const reordered = await api('PUT', `/hosting/listings/${id}/photos/order`, token, {
      photo_ids: [second.id, first.id],
    });
    expect(reordered.json().data.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    // Cards show the cover first, then the others in order.
    expect(await cardPhotoIds(id)).toEqual([first.id, second.id]);
    const partial = await api('PUT', `/hosting/listings/${id}/photos/order`, token, { photo_ids: [second.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(HOSTING_MESSAGES.photoOrder);

    const cover = await api('PUT', `/hosting/listings/${id}/photos/${second.id}/cover`, token);
    expect(cover.json().data.map((p: { is_cover: boolean }) => p.is_cover)).toEqual([true, false]);
    expect(await cardPhotoIds(id)).toEqual([second.id, first.id]);

    // Deleting the cover passes it on and removes the files.
    const left = await api('DELETE', `/hosting/listings/${id}/photos/${second.id}`, token);
    expect(left.json().data).toEqual([expect.objectContaining({ id: first.id, is_cover: true })]);
    expect(await cardPhotoIds(id)).toEqual([first.id]);
    expect((await t.app.inject({ method: 'GET', url: second.variants[0].url })).statusCode).toBe(404);
  });

  it('checks uploads by content and size', async () => {
    const token = await host();
    const { id } = await createDraft(token);
    const real = await png(1200, 800);
    for (const unreadable of [Buffer.from('not a picture at all'), Buffer.alloc(0), real.subarray(0, 80)]) {
      const res = await upload(token, id, unreadable, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: INPUT_MESSAGES.imageUnreadable,
        details: { photo: [INPUT_MESSAGES.imageUnreadable] },
      });
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"/>');
    expect((await upload(token, id, svg, 'image/svg+xml')).json().message).toBe(HOSTING_MESSAGES.photoType);

    const tiny = await upload(token, id, await png(100, 100));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe(HOSTING_MESSAGES.photoTooSmall);

    const huge = await upload(token, id, Buffer.alloc(HOSTING_LIMITS.photoMaxBytes + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(HOSTING_MESSAGES.photoTooBig);

    const none = await api('POST', `/hosting/listings/${id}/photos`, token, {});
    expect(none.statusCode).toBe(400);
    expect((await api('GET', `/hosting/listings/${id}`, token)).json().data.photos).toEqual([]);
  });
});

describe('hosting: experiences', () => {
  it('adds and removes future slots; booked and past slots stay', async () => {
    const token = await host();
    const experience = await createDraft(token, 'experience');
    const { id } = experience;
    expect(experience.missing.duration_minutes).toBeUndefined();
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const slot = await api('POST', `/hosting/listings/${id}/slots`, token, { starts_at: startsAt, capacity: 8 });
    expect(slot.statusCode).toBe(201);
    expect(slot.json().data).toMatchObject({ capacity: 8, seats_taken: 0 });
    const again = await api('POST', `/hosting/listings/${id}/slots`, token, { starts_at: startsAt });
    expect(again.statusCode).toBe(409);
    const past = await api('POST', `/hosting/listings/${id}/slots`, token, { starts_at: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(HOSTING_MESSAGES.slotPast);

    const booked = (
      await api('POST', `/hosting/listings/${id}/slots`, token, {
        starts_at: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      })
    ).json().data;
    expect(booked.capacity).toBe(6);
    await t.database.db.update(experienceSlots).set({ seatsTaken: 2 }).where(eq(experienceSlots.id, booked.id));
    const refused = await api('DELETE', `/hosting/listings/${id}/slots/${booked.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HOSTING_MESSAGES.slotBooked);
    expect((await api('DELETE', `/hosting/listings/${id}`, token)).statusCode).toBe(409);

    expect((await api('DELETE', `/hosting/listings/${id}/slots/${slot.json().data.id}`, token)).statusCode).toBe(200);
    const view = (await api('GET', `/hosting/listings/${id}`, token)).json().data;
    expect(view.slots.map((s: { id: number }) => s.id)).toEqual([booked.id]);

    const homeDraft = await createDraft(token);
    const onHome = await api('POST', `/hosting/listings/${homeDraft.id}/slots`, token, { starts_at: startsAt });
    expect(onHome.statusCode).toBe(409);
    expect(onHome.json().message).toBe(HOSTING_MESSAGES.slotsExperienceOnly);
  });

  it('lists places and amenities for the wizard', async () => {
    const token = await host();
    type Option = { id: number | null; geoname_id: number | null };
    const stored = (options: Option[]) => options.filter((p) => p.id !== null).map((p) => p.id);
    // Stored places first, then the world's (docs/adr/0072), which have no id until chosen.
    const found = (await api('GET', '/hosting/places?q=lisb', token)).json().data;
    expect(found[0]).toEqual(expect.objectContaining({ id: placeId, name: 'Lisbon', currency: 'USD' }));
    expect(stored(found)).toEqual([placeId]);
    expect(found.slice(1).every((p: Option) => p.id === null && p.geoname_id)).toBe(true);
    // The country (or region) finds its places too.
    const byCountry = (await api('GET', '/hosting/places?q=portug', token)).json().data;
    expect(stored(byCountry)).toEqual([placeId]);
    expect(stored((await api('GET', '/hosting/places?q=atlantis', token)).json().data)).toEqual([]);
    const list = (await api('GET', '/hosting/amenities', token)).json().data;
    expect(list.map((a: { slug: string }) => a.slug)).toEqual(AMENITIES.map((a) => a.slug));
  });
});
