import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPhoto, insertPlace, insertUser } from '../../../test/listings';
import { listings, wishlists } from '../../db/schema';

let t: TestApp;
const id: Record<'lisbon' | 'tokyo' | 'draft' | 'cabin', number> = { lisbon: 0, tokyo: 0, draft: 0, cabin: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await insertUser(db, 'host', 'Hana');
  const lisbon = await insertPlace(db, { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
  const tokyo = await insertPlace(db, { slug: 'tokyo', name: 'Tokyo', country: 'Japan', countryCode: 'JP' });
  const beach = await categoryId(db, 'beachfront');
  const base = { hostId: host.id, categoryId: beach };
  id.lisbon = (
    await insertListing(db, {
      ...base,
      placeId: lisbon.id,
      title: 'Lisbon loft',
      propertyType: 'loft',
      nightlyPrice: 12000,
      maxGuests: 3,
      bedrooms: 1,
      beds: 2,
      bathrooms: 1.5,
      amenities: ['pool', 'wifi'],
      ratingAvg: 4.8,
      reviewCount: 10,
    })
  ).id;
  id.tokyo = (
    await insertListing(db, {
      ...base,
      placeId: tokyo.id,
      title: 'Tokyo house',
      propertyType: 'house',
      nightlyPrice: 900000,
      currency: 'JPY',
      nightlyPriceUsd: 6000,
      amenities: ['wifi'],
    })
  ).id;
  id.cabin = (await insertListing(db, { ...base, placeId: lisbon.id, title: 'Cabin', nightlyPrice: 5000 })).id;
  id.draft = (
    await insertListing(db, { ...base, placeId: lisbon.id, title: 'Draft', nightlyPrice: 1, status: 'draft' })
  ).id;
  await insertPhoto(db, id.lisbon, 0, 'listings/lisbon-cover');
  await insertPhoto(db, id.lisbon, 1, 'listings/lisbon-2');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

const createList = async (headers: Record<string, string>, name: string, listingId?: number) => {
  const res = await call('POST', '/wishlists', headers, { name, ...(listingId ? { listing_id: listingId } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; item_count: number };
};

describe('wishlists', () => {
  it('needs a signed-in user on every wishlist route', async () => {
    for (const [method, url] of [
      ['GET', '/wishlists'],
      ['POST', '/wishlists'],
      ['GET', '/wishlists/saved-ids'],
      ['DELETE', '/wishlists/saved/1'],
      ['GET', '/wishlists/1'],
      ['PATCH', '/wishlists/1'],
      ['DELETE', '/wishlists/1'],
      ['POST', '/wishlists/1/items'],
      ['DELETE', '/wishlists/1/items/1'],
      ['POST', '/wishlists/1/items/1/move'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates, lists, renames and deletes a wishlist (signed up through the real flow)', async () => {
    const { token } = await signUp(t.app);
    const me = bearer(token);
    expect((await call('GET', '/wishlists', me)).json().data).toEqual([]);

    const created = await createList(me, '  Summer in Lisbon  ', id.lisbon);
    expect(created).toMatchObject({ name: 'Summer in Lisbon', item_count: 1 });
    const list = (await call('GET', '/wishlists', me)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].cover.url).toBe('/uploads/listings/lisbon-cover-1024.webp');

    const renamed = await call('PATCH', `/wishlists/${created.id}`, me, { name: 'Portugal' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: created.id, name: 'Portugal', item_count: 1 });

    const detail = (await call('GET', `/wishlists/${created.id}`, me)).json().data;
    expect(detail.name).toBe('Portugal');
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0].listing).toMatchObject({
      id: id.lisbon,
      title: 'Lisbon loft',
      place: { name: 'Lisbon', country: 'Portugal' },
      price: { amount: 12000, currency: 'USD' },
      rating_avg: 4.8,
      review_count: 10,
      available: true,
    });

    const deleted = await call('DELETE', `/wishlists/${created.id}`, me);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/wishlists/${created.id}`, me)).statusCode).toBe(404);
    expect((await call('GET', '/wishlists', me)).json().data).toEqual([]);
  });

  it('answers 404 to everyone but the owner, and changes nothing for them', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const list = await createList(owner.headers, 'Mine', id.lisbon);
    const theirs = await createList(other.headers, 'Theirs');

    const attempts = [
      call('GET', `/wishlists/${list.id}`, other.headers),
      call('PATCH', `/wishlists/${list.id}`, other.headers, { name: 'Stolen' }),
      call('DELETE', `/wishlists/${list.id}`, other.headers),
      call('POST', `/wishlists/${list.id}/items`, other.headers, { listing_id: id.tokyo }),
      call('DELETE', `/wishlists/${list.id}/items/${id.lisbon}`, other.headers),
      call('POST', `/wishlists/${list.id}/items/${id.lisbon}/move`, other.headers, { wishlist_id: theirs.id }),
      // Moving into someone else's wishlist is refused the same way.
      call('POST', `/wishlists/${list.id}/items/${id.lisbon}/move`, owner.headers, { wishlist_id: theirs.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: WISHLIST_MESSAGES.wishlistNotFound,
      });
    }
    const still = (await call('GET', `/wishlists/${list.id}`, owner.headers)).json().data;
    expect(still).toMatchObject({ name: 'Mine', item_count: 1 });
    expect(still.items.map((i: { listing: { id: number } }) => i.listing.id)).toEqual([id.lisbon]);
    expect((await call('GET', '/wishlists', other.headers)).json().data.map((w: { id: number }) => w.id)).toEqual([
      theirs.id,
    ]);
    // An id that does not exist at all looks the same as someone else's.
    expect((await call('GET', '/wishlists/999999', owner.headers)).statusCode).toBe(404);
  });

  it('keeps a listing once per wishlist, but lets it sit in several wishlists', async () => {
    const me = await signedInUser(t);
    const a = await createList(me.headers, 'A', id.lisbon);
    const again = await call('POST', `/wishlists/${a.id}/items`, me.headers, { listing_id: id.lisbon });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: WISHLIST_MESSAGES.alreadySaved });

    const b = await createList(me.headers, 'B');
    const saved = await call('POST', `/wishlists/${b.id}/items`, me.headers, { listing_id: id.lisbon });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ id: b.id, item_count: 1 });
    await call('POST', `/wishlists/${b.id}/items`, me.headers, { listing_id: id.tokyo });

    const ids = (await call('GET', '/wishlists/saved-ids', me.headers)).json().data;
    expect(ids).toEqual([
      { listing_id: id.lisbon, wishlist_ids: [a.id, b.id].sort((x, y) => x - y) },
      { listing_id: id.tokyo, wishlist_ids: [b.id] },
    ]);

    // The most recently changed wishlist comes first.
    expect((await call('GET', '/wishlists', me.headers)).json().data.map((w: { name: string }) => w.name)).toEqual([
      'B',
      'A',
    ]);
  });

  it('refuses unpublished and unknown listings', async () => {
    const me = await signedInUser(t);
    const list = await createList(me.headers, 'Trips');
    for (const listingId of [id.draft, 987654]) {
      const res = await call('POST', `/wishlists/${list.id}/items`, me.headers, { listing_id: listingId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(WISHLIST_MESSAGES.listingUnavailable);
    }
    const withDraft = await call('POST', '/wishlists', me.headers, { name: 'Drafts', listing_id: id.draft });
    expect(withDraft.statusCode).toBe(404);
    // Nothing half-made is left behind.
    expect((await call('GET', '/wishlists', me.headers)).json().data.map((w: { name: string }) => w.name)).toEqual([
      'Trips',
    ]);
  });

  it('moves a listing between wishlists', async () => {
    const me = await signedInUser(t);
    const from = await createList(me.headers, 'Maybe', id.lisbon);
    await call('POST', `/wishlists/${from.id}/items`, me.headers, { listing_id: id.tokyo });
    const to = await createList(me.headers, 'Definitely');

    const moved = await call('POST', `/wishlists/${from.id}/items/${id.lisbon}/move`, me.headers, {
      wishlist_id: to.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id: to.id, name: 'Definitely', item_count: 1 });
    const source = (await call('GET', `/wishlists/${from.id}`, me.headers)).json().data;
    expect(source.items.map((i: { listing: { id: number } }) => i.listing.id)).toEqual([id.tokyo]);
    const target = (await call('GET', `/wishlists/${to.id}`, me.headers)).json().data;
    expect(target.items.map((i: { listing: { id: number } }) => i.listing.id)).toEqual([id.lisbon]);

    // Not in the source any more → 404; already in the target → 409 and nothing lost; same list → 400.
    const gone = await call('POST', `/wishlists/${from.id}/items/${id.lisbon}/move`, me.headers, {
      wishlist_id: to.id,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(WISHLIST_MESSAGES.notSaved);
    await call('POST', `/wishlists/${to.id}/items`, me.headers, { listing_id: id.tokyo });
    const dup = await call('POST', `/wishlists/${from.id}/items/${id.tokyo}/move`, me.headers, { wishlist_id: to.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(WISHLIST_MESSAGES.alreadyInTarget);
    expect((await call('GET', `/wishlists/${from.id}`, me.headers)).json().data.item_count).toBe(1);
    const same = await call('POST', `/wishlists/${from.id}/items/${id.tokyo}/move`, me.headers, {
      wishlist_id: from.id,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details.wishlist_id).toEqual([WISHLIST_MESSAGES.sameWishlist]);
  });

  it('removes a listing from one wishlist, or from all of them at once', async () => {
    const me = await signedInUser(t);
    const a = await createList(me.headers, 'One', id.lisbon);
    const b = await createList(me.headers, 'Two', id.lisbon);
    await call('POST', `/wishlists/${b.id}/items`, me.headers, { listing_id: id.cabin });

    const removed = await call('DELETE', `/wishlists/${a.id}/items/${id.lisbon}`, me.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: a.id, item_count: 0, cover: null });
    expect((await call('DELETE', `/wishlists/${a.id}/items/${id.lisbon}`, me.headers)).statusCode).toBe(404);

    await call('POST', `/wishlists/${a.id}/items`, me.headers, { listing_id: id.lisbon });
    const everywhere = await call('DELETE', `/wishlists/saved/${id.lisbon}`, me.headers);
    expect(everywhere.json().data.wishlist_ids.sort()).toEqual([a.id, b.id].sort());
    expect((await call('GET', '/wishlists/saved-ids', me.headers)).json().data).toEqual([
      { listing_id: id.cabin, wishlist_ids: [b.id] },
    ]);
  });

  it('checks names: required, length, unique per owner regardless of case', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    for (const [name, message] of [
      ['', WISHLIST_MESSAGES.nameRequired],
      ['   ', WISHLIST_MESSAGES.nameRequired],
      ['x'.repeat(WISHLIST_LIMITS.nameMax + 1), WISHLIST_MESSAGES.nameTooLong],
    ] as const) {
      const res = await call('POST', '/wishlists', me.headers, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.name).toEqual([message]);
    }
    expect((await call('POST', '/wishlists', me.headers, {})).json().details.name).toBeDefined();
    expect(
      (await call('POST', '/wishlists', me.headers, { name: 'x'.repeat(WISHLIST_LIMITS.nameMax) })).statusCode,
    ).toBe(201);

    const first = await createList(me.headers, 'Weekend');
    const taken = await call('POST', '/wishlists', me.headers, { name: 'WEEKEND' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.name).toEqual([WISHLIST_MESSAGES.nameTaken]);
    // Another person may use the same name.
    await createList(other.headers, 'Weekend');
    const second = await createList(me.headers, 'Later');
    const renameTaken = await call('PATCH', `/wishlists/${second.id}`, me.headers, { name: 'weekend' });
    expect(renameTaken.statusCode).toBe(409);
    // Renaming to its own name in another case is fine.
    expect((await call('PATCH', `/wishlists/${first.id}`, me.headers, { name: 'WEEKEND' })).statusCode).toBe(200);

    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await call('GET', `/wishlists/${bad}`, me.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.id).toBeDefined();
    }
    for (const listing_id of ['x', 2 ** 40, 1.5]) {
      const badBody = await call('POST', `/wishlists/${first.id}/items`, me.headers, { listing_id });
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json().details.listing_id).toBeDefined();
    }
    const badMove = await call('POST', `/wishlists/${first.id}/items/1/move`, me.headers, { wishlist_id: 2 ** 40 });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.json().details.wishlist_id).toBeDefined();
  });

  it('limits how many wishlists one person keeps', async () => {
    const me = await signedInUser(t);
    await t.database.db
      .insert(wishlists)
      .values(Array.from({ length: WISHLIST_LIMITS.perUser }, (_, i) => ({ userId: me.user.id, name: `List ${i}` })));
    const res = await call('POST', '/wishlists', me.headers, { name: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WISHLIST_MESSAGES.tooManyLists);
  });

  it('shows an unpublished saved listing as no longer available', async () => {
    const me = await signedInUser(t);
    const list = await createList(me.headers, 'Cabins', id.cabin);
    await t.database.db.update(listings).set({ status: 'unlisted' }).where(eq(listings.id, id.cabin));
    try {
      const detail = (await call('GET', `/wishlists/${list.id}`, me.headers)).json().data;
      expect(detail.items[0].listing).toMatchObject({ id: id.cabin, available: false });
    } finally {
      await t.database.db.update(listings).set({ status: 'published' }).where(eq(listings.id, id.cabin));
    }
  });
});

describe('compare', () => {
  it('answers the published listings asked for, in that order, with their facts and amenities', async () => {
    const res = await call('GET', `/compare?ids=${id.tokyo},${id.draft},${id.lisbon},424242`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((l: { id: number }) => l.id)).toEqual([id.tokyo, id.lisbon]);
    expect(data[1]).toMatchObject({
      title: 'Lisbon loft',
      property_type: 'loft',
      place: { name: 'Lisbon', country: 'Portugal' },
      price: { amount: 12000, currency: 'USD' },
      max_guests: 3,
      bedrooms: 1,
      beds: 2,
      bathrooms: 1.5,
      rating_avg: 4.8,
      review_count: 10,
      amenities: [
        { slug: 'wifi', name: 'Wi-Fi' },
        { slug: 'pool', name: 'Pool' },
      ],
    });
    expect(data[1].cover.url).toBe('/uploads/listings/lisbon-cover-1024.webp');
    expect(data[0]).toMatchObject({ price: { amount: 900000, currency: 'JPY' }, cover: null });
  });

  it('takes 1 to 4 distinct ids and says so otherwise', async () => {
    for (const ids of ['', '1,2,3,4,5', 'a,b', '1,,2', '0', '99999999999']) {
      const res = await call('GET', `/compare?ids=${ids}`);
      expect(res.statusCode, ids).toBe(400);
      expect(res.json().message).toBe(WISHLIST_MESSAGES.compareIds);
    }
    expect((await call('GET', '/compare')).statusCode).toBe(400);
    // Repeated ids count once.
    const repeated = await call('GET', `/compare?ids=${id.lisbon},${id.lisbon},${id.lisbon},${id.lisbon},${id.lisbon}`);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data).toHaveLength(1);
  });
});
