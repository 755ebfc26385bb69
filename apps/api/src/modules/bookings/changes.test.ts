import type { AuthResult } from '@roamstead/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { bookingChanges, bookings, listingHolds, notifications, payments, payouts } from '../../db/schema';
import { bookingBody, day, newKey, type StayRequest } from './fixtures';

/** Date and party changes of confirmed stays, on PGlite and (TEST_DATABASE_URL) PostgreSQL. */

let t: TestApp;
let host: AuthResult;
let guest: AuthResult;
let other: AuthResult;
const racers: AuthResult[] = [];

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
  guest = await signUp(t.app, { firstName: 'Gale' });
  other = await signUp(t.app, { firstName: 'Olga' });
  for (let i = 0; i < 5; i++) racers.push(await signUp(t.app, { firstName: `Racer${i}` }));
}, 120_000);
afterAll(async () => t?.close());

const db = () => t.database.db;
const api = (method: 'GET' | 'POST', url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), ...(url === '/bookings' ? { 'idempotency-key': newKey() } : {}) },
  });

async function home(instantBook: boolean, values: Partial<Parameters<typeof insertListing>[1]> = {}) {
  return insertListing(db(), {
    hostId: host.user.id,
    title: 'Movable loft',
    nightlyPrice: 10_000,
    cleaningFee: 5_000,
    currency: 'USD',
    maxGuests: 4,
    minNights: 2,
    maxNights: 14,
    instantBook,
    ...values,
  });
}

/** A confirmed stay (accepted by the host when the home is not instant-book); its id. */
async function confirmed(listingId: number, from: number, to: number, who: AuthResult = guest) {
  const stay: StayRequest = { listing_id: listingId, checkin: day(from), checkout: day(to) };
  const q = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
  expect(q.statusCode, q.body).toBe(200);
  const res = await api('POST', '/bookings', who, bookingBody(stay, q.json().data.total));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  if (res.json().data.state === 'pending')
    expect((await api('POST', `/bookings/${id}/accept`, host)).statusCode).toBe(200);
  return id;
}

const change = (checkin: string, checkout: string, guests = 1) => ({ checkin, checkout, guests });

/** Quotes then asks for the change; the raw answer. */
async function ask(id: number, body: ReturnType<typeof change>, who: AuthResult = guest) {
  const q = await api('POST', `/bookings/${id}/change/quote`, who, body);
  if (q.statusCode !== 200) return q;
  return api('POST', `/bookings/${id}/change`, who, {
    ...body,
    quoted_difference: q.json().data.difference,
    card_number: '4242424242424242',
  });
}

const holdsOf = (listingId: number) => db().select().from(listingHolds).where(eq(listingHolds.listingId, listingId));

describe('the host answers a change request', () => {
  it('a longer stay: quoted with the difference, accepted, the extra charged, calendar, payout and thread updated', async () => {
    const l = await home(false);
    const id = await confirmed(l.id, 10, 12);
    const quote = await api('POST', `/bookings/${id}/change/quote`, guest, change(day(10), day(13), 2));
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data;
    // 2 nights → 3 nights: one more night of 100.00 plus its 14% fee and 8% taxes on the whole.
    expect(q.previous_total.amount).toBeGreaterThan(0);
    expect(q.difference.amount).toBe(q.quote.total.amount - q.previous_total.amount);
    expect(q.difference.amount).toBeGreaterThan(10_000);
    expect(q.instant).toBe(false);

    const asked = await ask(id, change(day(10), day(13), 2));
    expect(asked.statusCode, asked.body).toBe(201);
    const requested = asked.json().data;
    expect(requested).toMatchObject({ state: 'pending', previous: { checkin: day(10), checkout: day(12), guests: 1 } });
    expect(Date.parse(requested.expires_at) - Date.parse(requested.created_at)).toBe(24 * 3_600_000);
    // Nothing moves until the host answers; a second request waits for this one.
    expect((await holdsOf(l.id)).map((h) => h.stay)).toEqual([`[${day(10)},${day(12)})`]);
    expect((await ask(id, change(day(11), day(13)))).statusCode).toBe(409);

    const [bell] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, host.user.id), eq(notifications.kind, 'booking_change')));
    expect(bell).toMatchObject({ actionStatus: 'pending', subjectId: requested.id });

    // Only the host answers; the bell's Approve does what the route does.
    expect((await api('POST', `/booking-changes/${requested.id}/accept`, guest)).statusCode).toBe(403);
    expect((await api('POST', `/booking-changes/${requested.id}/accept`, other)).statusCode).toBe(404);
    const approve = await api('POST', `/notifications/${bell?.id}/actions/approve`, host);
    expect(approve.statusCode, approve.body).toBeLessThan(300);

    const [b] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(b).toMatchObject({ checkin: day(10), checkout: day(13), guests: 2, totalAmount: q.quote.total.amount });
    expect((await holdsOf(l.id)).map((h) => h.stay)).toEqual([`[${day(10)},${day(13)})`]);
    const ledger = await db().select().from(payments).where(eq(payments.bookingId, id));
    expect(ledger.map((p) => [p.kind, p.amount])).toContainEqual(['change_charge', q.difference.amount]);
    const [payout] = await db().select().from(payouts).where(eq(payouts.bookingId, id));
    expect(payout?.gross).toBe(b?.hostGross);
    expect(b?.hostGross).toBe(35_000);
    expect((await api('POST', `/booking-changes/${requested.id}/decline`, host)).statusCode).toBe(409);

    const detail = await api('GET', `/bookings/${id}`, guest);
    expect(detail.json().data).toMatchObject({ checkin: day(10), checkout: day(13) });
    const thread = await api('GET', '/conversations', guest);
    expect(thread.body).toContain('Accepted the change to');
    const list = await api('GET', `/bookings/${id}/changes`, host);
    expect(list.json().data.items[0]).toMatchObject({ state: 'accepted' });
  });

  it('a shorter stay declined changes nothing; accepted, the difference is refunded', async () => {
    const l = await home(false);
    const id = await confirmed(l.id, 20, 24);
    const first = await ask(id, change(day(20), day(22)));
    expect(first.statusCode, first.body).toBe(201);
    const declined = await api('POST', `/booking-changes/${first.json().data.id}/decline`, host);
    expect(declined.json().data.state).toBe('declined');
    const [same] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(same).toMatchObject({ checkin: day(20), checkout: day(24) });

    const second = await ask(id, change(day(20), day(22)));
    const difference = second.json().data.difference.amount;
    expect(difference).toBeLessThan(0);
    expect((await api('POST', `/booking-changes/${second.json().data.id}/accept`, host)).statusCode).toBe(200);
    const ledger = await db().select().from(payments).where(eq(payments.bookingId, id));
    expect(ledger.map((p) => [p.kind, p.amount])).toContainEqual(['refund', -difference]);
    expect((await holdsOf(l.id)).map((h) => h.stay)).toEqual([`[${day(20)},${day(22)})`]);
  });

  it('follows the listing’s rules and refuses everyone but the guest', async () => {
    const l = await home(false, { maxGuests: 2 });
    const id = await confirmed(l.id, 30, 32);
    const blocker = await confirmed(l.id, 34, 36, other);
    const cases: [object, number, string][] = [
      [change(day(30), day(31)), 400, 'checkout'], // minimum 2 nights
      [change(day(30), day(32), 3), 400, 'guests'], // at most 2 guests
      [change(day(33), day(35)), 409, ''], // nights of another stay
      [change(day(30), day(32)), 400, 'checkin'], // nothing changed
      [change(day(-3), day(-1)), 400, 'checkin'], // past
      [{ checkin: 'soon', checkout: day(31) }, 400, 'checkin'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api('POST', `/bookings/${id}/change/quote`, guest, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      if (field) expect(Object.keys(res.json().details ?? {})).toContain(field);
    }
    const ok = change(day(31), day(33));
    expect((await api('POST', `/bookings/${id}/change/quote`, undefined, ok)).statusCode).toBe(401);
    expect((await api('POST', `/bookings/${id}/change/quote`, other, ok)).statusCode).toBe(404);
    expect((await api('POST', `/bookings/${id}/change/quote`, host, ok)).statusCode).toBe(403);
    expect((await api('GET', `/bookings/${id}/changes`, other)).statusCode).toBe(404);
    // A stale difference is refused; an extra needs a card.
    const stale = await api('POST', `/bookings/${id}/change`, guest, {
      ...ok,
      quoted_difference: { amount: 1, currency: 'USD' },
    });
    expect(stale.statusCode).toBe(409);
    const q = await api('POST', `/bookings/${id}/change/quote`, guest, change(day(30), day(33)));
    const noCard = await api('POST', `/bookings/${id}/change`, guest, {
      ...change(day(30), day(33)),
      quoted_difference: q.json().data.difference,
    });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().details.card_number).toBeDefined();
    // A cancelled stay cannot be changed.
    expect((await api('POST', `/bookings/${blocker}/cancel`, other)).statusCode).toBe(200);
    expect((await api('POST', `/bookings/${blocker}/change/quote`, other, change(day(35), day(37)))).statusCode).toBe(
      409,
    );
  });

  it('the guest withdraws a waiting request; the host is told and may not answer it any more', async () => {
    const l = await home(false);
    const id = await confirmed(l.id, 60, 62);
    const asked = (await ask(id, change(day(60), day(63)))).json().data;
    expect((await api('POST', `/booking-changes/${asked.id}/withdraw`, host)).statusCode).toBe(403);
    expect((await api('POST', `/booking-changes/${asked.id}/withdraw`, other)).statusCode).toBe(404);
    const withdrawn = await api('POST', `/booking-changes/${asked.id}/withdraw`, guest);
    expect(withdrawn.json().data.state).toBe('withdrawn');
    expect((await api('POST', `/booking-changes/${asked.id}/accept`, host)).statusCode).toBe(409);
    const [bell] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'booking_change'), eq(notifications.subjectId, asked.id)));
    expect(bell?.actionStatus).toBe('declined');
    // A new request can follow.
    expect((await ask(id, change(day(61), day(63)))).statusCode).toBe(201);
  });

  it('expires after 24 hours: the guest is told and the extra is not taken', async () => {
    const l = await home(false);
    const id = await confirmed(l.id, 40, 42);
    const asked = await ask(id, change(day(40), day(43)));
    const changeId = asked.json().data.id;
    await db()
      .update(bookingChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingChanges.id, changeId));
    const list = await api('GET', `/bookings/${id}/changes`, guest);
    expect(list.json().data.items[0]).toMatchObject({ id: changeId, state: 'expired' });
    expect((await api('POST', `/booking-changes/${changeId}/accept`, host)).statusCode).toBe(409);
    const ledger = await db().select().from(payments).where(eq(payments.bookingId, id));
    expect(ledger.map((p) => p.kind)).not.toContain('change_charge');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.user.id), eq(notifications.title, 'Change request expired')));
    expect(told).toHaveLength(1);
  });
});

describe('instant-book homes', () => {
  it('take a change at once when the nights are free', async () => {
    const l = await home(true);
    const id = await confirmed(l.id, 50, 52);
    const res = await ask(id, change(day(51), day(54)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.state).toBe('accepted');
    expect((await holdsOf(l.id)).map((h) => h.stay)).toEqual([`[${day(51)},${day(54)})`]);
  });
});

describe('races', () => {
  /**
   * Each stay asks to move onto the same target nights while new bookings ask for them too: after
   * every interleaving, each night has exactly one holder and nobody got a 5xx.
   */
  async function race(apps: TestApp['app'][], changers: number, bookers: number) {
    const l = await home(true, { minNights: 1 });
    const target = { checkin: day(100), checkout: day(102) };
    const ids: number[] = [];
    for (let i = 0; i < changers; i++)
      ids.push(await confirmed(l.id, 110 + i * 2, 111 + i * 2, racers[i % racers.length]));
    const newStay = { listing_id: l.id, ...target };
    const bookingQuote = (await api('POST', '/bookings/quote', undefined, { guests: 1, ...newStay })).json().data.total;
    const quoted = await Promise.all(
      ids.map(async (id, i) => {
        const who = racers[i % racers.length] as AuthResult;
        const q = await api('POST', `/bookings/${id}/change/quote`, who, { ...target, guests: 1 });
        expect(q.statusCode, q.body).toBe(200);
        return { id, who, difference: q.json().data.difference };
      }),
    );
    const calls = [
      ...quoted.map(({ id, who, difference }, i) =>
        (apps[i % apps.length] as TestApp['app']).inject({
          method: 'POST',
          url: `/api/v1/bookings/${id}/change`,
          headers: bearer(who.token),
          payload: { ...target, guests: 1, quoted_difference: difference, card_number: '4242424242424242' },
        }),
      ),
      ...Array.from({ length: bookers }, (_, i) =>
        (apps[i % apps.length] as TestApp['app']).inject({
          method: 'POST',
          url: '/api/v1/bookings',
          headers: { ...bearer((racers[i % racers.length] as AuthResult).token), 'idempotency-key': newKey() },
          payload: bookingBody(newStay, bookingQuote),
        }),
      ),
    ];
    const answers = await Promise.all(calls);
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c >= 500),
      answers
        .filter((a) => a.statusCode >= 500)
        .map((a) => a.body)
        .join(),
    ).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(changers + bookers - 1);
    const onTarget = await db()
      .select()
      .from(listingHolds)
      .where(
        and(
          eq(listingHolds.listingId, l.id),
          sql`${listingHolds.stay} && daterange(${target.checkin}::date, ${target.checkout}::date)`,
        ),
      );
    expect(onTarget).toHaveLength(1);
    // Every losing stay kept its own nights.
    expect(await holdsOf(l.id)).toHaveLength(changers + (codes.slice(changers).includes(201) ? 1 : 0));
  }

  it('50 change requests and bookings for the same nights leave one holder per night', async () => {
    await race([t.app], 25, 25);
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the same across two API processes sharing the database (PostgreSQL)',
    async () => {
      const database = await openDatabase({ url: t.url });
      const second = await buildApp({ config: t.config, database });
      await second.ready();
      try {
        await race([t.app, second], 25, 25);
      } finally {
        await second.close();
        await database.close();
      }
    },
    180_000,
  );
});
