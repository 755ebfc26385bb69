import type { AuthResult } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookingArrivals, bookings, notifications } from '../../db/schema';
import { bookingBody, day, newKey } from '../bookings/fixtures';
import { arrivalGuidesService } from './service';

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;
let other: AuthResult;
let otherHost: AuthResult;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  otherHost = await signUp(t.app, { role: 'host', firstName: 'Oscar' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  other = await signUp(t.app, { firstName: 'Olga' });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: AuthResult, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), ...headers },
  });

const GUIDE = {
  release_days: 3,
  checkin_method: 'lockbox',
  door_code: '4821',
  wifi_name: 'Loft-5G',
  wifi_password: 'sunny-days',
  texts: {
    en: { checkin_instructions: 'The lockbox is left of the door.', directions: 'Take tram 28.' },
    fr: { checkin_instructions: 'La boîte à clés est à gauche de la porte.', parking: 'Parking rue Augusta.' },
  },
};

async function home() {
  return insertListing(db(), {
    hostId: host.user.id,
    title: 'Guided loft',
    nightlyPrice: 10_000,
    currency: 'USD',
    maxGuests: 3,
    minNights: 1,
    address: '12 Rua das Flores, Lisbon',
    instantBook: true,
  });
}

/** An instantly confirmed stay of `listingId` for `who` from `from` days ahead, two nights. */
async function stay(listingId: number, from: number, who: AuthResult = guest) {
  const dates = { listing_id: listingId, checkin: day(from), checkout: day(from + 2) };
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...dates });
  expect(q.statusCode, q.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(dates, q.json().data.total),
    headers: { ...bearer(who.token), 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('the host writes the guide', () => {
  it('saves it per language and reads it back; other people are refused', async () => {
    const listing = await home();
    const url = `/hosting/listings/${listing.id}/arrival-guide`;
    const empty = await api('GET', url, host);
    expect(empty.json().data).toMatchObject({ written: false, release_days: 3, texts: {} });

    const saved = await api('PUT', url, host, GUIDE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ written: true, door_code: '4821', release_days: 3 });
    expect(saved.json().data.texts.fr.parking).toBe('Parking rue Augusta.');
    expect(saved.json().data.texts.fr.directions).toBe('');

    expect((await api('GET', url)).statusCode).toBe(401);
    expect((await api('GET', url, otherHost)).statusCode).toBe(403);
    expect((await api('PUT', url, guest, GUIDE)).statusCode).toBe(403);
    expect((await api('GET', '/hosting/listings/999999/arrival-guide', host)).statusCode).toBe(404);
  });

  it('refuses bad input with the fields at fault', async () => {
    const listing = await home();
    const url = `/hosting/listings/${listing.id}/arrival-guide`;
    for (const [body, field] of [
      [{ ...GUIDE, release_days: 8 }, 'release_days'],
      [{ ...GUIDE, release_days: 0 }, 'release_days'],
      [{ ...GUIDE, checkin_method: 'window' }, 'checkin_method'],
      [{ ...GUIDE, texts: { en: { directions: '' } } }, 'texts'],
      [{ ...GUIDE, texts: { ja: { directions: 'x' } } }, 'texts'],
      [{ ...GUIDE, door_code: 'x'.repeat(41) }, 'door_code'],
    ] as const) {
      const res = await api('PUT', url, host, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().details ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
  });
});

/** A home with GUIDE written for it. */
async function guidedHome() {
  const listing = await home();
  expect((await api('PUT', `/hosting/listings/${listing.id}/arrival-guide`, host, GUIDE)).statusCode).toBe(200);
  return listing.id;
}

describe('the guest reads it only in its window', () => {
  it('opens three days before check-in, in the asked language, with the stay’s own code', async () => {
    const listingId = await guidedHome();
    const id = await stay(listingId, 2);
    const res = await api('GET', `/bookings/${id}/arrival-guide`, guest, undefined, { 'accept-language': 'fr-CA' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    const guide = res.json().data;
    expect(guide).toMatchObject({ language: 'fr', languages: ['en', 'fr'], door_code: '4821', wifi_name: 'Loft-5G' });
    expect(guide.texts.checkin_instructions).toBe('La boîte à clés est à gauche de la porte.');
    expect(guide.address).toBe('12 Rua das Flores, Lisbon');
    // A language the host did not write reads English.
    expect((await api('GET', `/bookings/${id}/arrival-guide?lang=de`, guest)).json().data.language).toBe('en');

    const code = await api('PUT', `/hosting/bookings/${id}/door-code`, host, { door_code: '7770' });
    expect(code.statusCode, code.body).toBe(200);
    expect((await api('GET', `/bookings/${id}/arrival-guide`, guest)).json().data.door_code).toBe('7770');
    await api('PUT', `/hosting/bookings/${id}/door-code`, host, { door_code: null });
    expect((await api('GET', `/bookings/${id}/arrival-guide`, guest)).json().data.door_code).toBe('4821');
  });

  it('is refused before the release, naming when it opens', async () => {
    const listingId = await guidedHome();
    const id = await stay(listingId, 10);
    const res = await api('GET', `/bookings/${id}/arrival-guide`, guest);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^The arrival guide opens on /);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(res.json().details.release_at[0]).toBe(
      new Date((row?.startsAt.getTime() ?? 0) - 3 * 86_400_000).toISOString(),
    );
  });

  it('is refused to anyone but the guest: signed out, other guests, the host, other hosts', async () => {
    const listingId = await guidedHome();
    const id = await stay(listingId, 1);
    const url = `/bookings/${id}/arrival-guide`;
    expect((await api('GET', url)).statusCode).toBe(401);
    expect((await api('GET', url, other)).statusCode).toBe(404);
    expect((await api('GET', url, otherHost)).statusCode).toBe(404);
    expect((await api('GET', url, host)).statusCode).toBe(403);
    expect((await api('GET', '/bookings/999999/arrival-guide', guest)).statusCode).toBe(404);
    // Door codes: the booking's host only.
    expect((await api('PUT', `/hosting/bookings/${id}/door-code`, guest, { door_code: '1' })).statusCode).toBe(403);
    expect((await api('PUT', `/hosting/bookings/${id}/door-code`, otherHost, { door_code: '1' })).statusCode).toBe(404);
    expect((await api('PUT', `/hosting/bookings/${id}/door-code`, undefined, { door_code: '1' })).statusCode).toBe(401);
  });

  it('is refused after checkout plus one day, and once the stay is cancelled', async () => {
    const listingId = await guidedHome();
    const ended = await stay(listingId, 20);
    // The stay moved into the past: checkout two days ago.
    await db()
      .update(bookings)
      .set({ checkin: day(-4), checkout: day(-2), startsAt: new Date(`${day(-4)}T15:00:00Z`) })
      .where(eq(bookings.id, ended));
    const late = await api('GET', `/bookings/${ended}/arrival-guide`, guest);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('The arrival guide closed the day after checkout.');

    const cancelled = await stay(listingId, 2);
    expect((await api('GET', `/bookings/${cancelled}/arrival-guide`, guest)).statusCode).toBe(200);
    expect((await api('POST', `/bookings/${cancelled}/cancel`, guest)).statusCode).toBe(200);
    expect((await api('GET', `/bookings/${cancelled}/arrival-guide`, guest)).statusCode).toBe(403);
  });

  it('lists the home’s coming stays for the host with their codes and release times', async () => {
    const listingId = await guidedHome();
    await stay(listingId, 12);
    const res = await api('GET', `/hosting/listings/${listingId}/arrival-guide/stays`, host);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ guest_name: 'Gale', door_code: null });
    expect((await api('GET', `/hosting/listings/${listingId}/arrival-guide/stays`, otherHost)).statusCode).toBe(403);
  });
});

describe('the release notice', () => {
  it('tells the guest once, by bell and e-mail, however many runs race', async () => {
    const listing = await home();
    await api('PUT', `/hosting/listings/${listing.id}/arrival-guide`, host, { ...GUIDE, release_days: 5 });
    const soon = await stay(listing.id, 4, other);
    const later = await stay(listing.id, 9, other);

    const service = (now: Date) => arrivalGuidesService({ db: db(), outbox: t.app.outbox, now: () => now });
    const runs = await Promise.all(Array.from({ length: 6 }, () => service(new Date()).releaseDue()));
    expect(runs.flat().filter((id) => id === soon)).toHaveLength(1);
    expect(runs.flat()).not.toContain(later);

    const bell = (await db().select().from(notifications).where(eq(notifications.subjectId, soon))).filter(
      (n) => n.title === 'Your arrival guide is ready',
    );
    expect(bell).toHaveLength(1);
    expect(bell[0]?.link).toBe(`/dashboard/guest/trips/${soon}`);
    const mail = await api('GET', `/dev/outbox?to=${encodeURIComponent(other.user.email ?? '')}&limit=20`);
    expect(
      mail.json().data.filter((m: { subject: string }) => m.subject === 'Your arrival guide is ready'),
    ).toHaveLength(1);

    // Five days on, the later stay opens too; the first is not announced again.
    const again = await service(new Date(Date.now() + 5 * 86_400_000)).releaseDue();
    expect(again).toContain(later);
    expect(again).not.toContain(soon);
    const [row] = await db().select().from(bookingArrivals).where(eq(bookingArrivals.bookingId, later));
    expect(row?.releasedAt).not.toBeNull();
  });
});
