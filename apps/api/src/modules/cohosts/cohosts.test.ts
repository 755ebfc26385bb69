import { type AuthResult, type CohostLevel, COHOST_MESSAGES as M } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { confirmedBooking } from '../../../test/bookings';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { day, newKey } from '../bookings/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(who ? bearer(who.token) : {}), 'idempotency-key': newKey() },
  });

/** The accept link's token from the newest e-mail to `email`. */
async function invitationToken(email: string) {
  const res = await api('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const body: string = res.json().data[0]?.body ?? '';
  const token = /token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no invitation in the outbox for ${email}`);
  return token;
}

/** A confirmed stay on a new listing of a new owner, with its guest thread. */
async function stay(offset = 30) {
  const { host: owner, guest, listing, booking } = await confirmedBooking(t, offset);
  const detail = await api('GET', `/bookings/${booking.id}`, owner);
  const conversation = detail.json().data.conversation_id as number;
  return { owner, guest, listing, booking, conversation };
}

async function invite(owner: AuthResult, listing: number, email: string, level: CohostLevel, share = {}) {
  const res = await api('POST', `/hosting/listings/${listing}/cohosts`, owner, { email, level, ...share });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

async function cohostOf(owner: AuthResult, listing: number, level: CohostLevel) {
  const person = await signUp(t.app, { firstName: 'Cora' });
  const invitation = await invite(owner, listing, person.user.email, level);
  const accepted = await api('POST', '/cohosting/accept', person, { token: await invitationToken(person.user.email) });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { person, cohostId: invitation.id };
}

describe('co-host invitations', () => {
  it('invites by e-mail; a new account created with that address accepts from the link', async () => {
    const { owner, listing } = await stay();
    const email = `new-${newKey().slice(0, 8)}@example.com`;
    const invitation = await invite(owner, listing, email, 'calendar_inbox', {
      share_kind: 'percent',
      share_value: 20,
    });
    const list = (await api('GET', `/hosting/listings/${listing}/cohosts`, owner)).json().data.items;
    expect((await api('GET', `/hosting/listings/${listing}/cohosts`, owner)).json().data.listing).toMatchObject({
      id: listing,
      currency: 'USD',
    });
    expect(list).toEqual([
      expect.objectContaining({
        id: invitation.id,
        email,
        status: 'pending',
        level: 'calendar_inbox',
        share_value: 20,
      }),
    ]);
    const token = await invitationToken(email);

    // Another account cannot use the link; the invited address signs up and accepts.
    const stranger = await signUp(t.app);
    expect((await api('POST', '/cohosting/accept', stranger, { token })).statusCode).toBe(403);
    const person = await signUp(t.app, { email });
    expect(person.user.role).toBe('guest');
    const accepted = await api('POST', '/cohosting/accept', person, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'active', user_id: person.user.id });
    // The link works once.
    expect((await api('POST', '/cohosting/accept', person, { token })).statusCode).toBe(404);
    const mine = (await api('GET', '/cohosting', person)).json().data.items;
    expect(mine).toEqual([expect.objectContaining({ listing_id: listing, status: 'active', owner_name: 'Test User' })]);
    const dashboard = (await api('GET', '/hosting/listings', person)).json().data;
    expect(dashboard).toEqual([expect.objectContaining({ id: listing, cohost_level: 'calendar_inbox' })]);
  });

  it('an existing account accepts or declines from the bell', async () => {
    const { owner, listing } = await stay();
    const person = await signUp(t.app, { firstName: 'Bell' });
    await invite(owner, listing, person.user.email.toUpperCase(), 'calendar');
    const bell = (await api('GET', '/notifications', person)).json().data.items;
    const item = bell.find((n: { kind: string }) => n.kind === 'cohost_invitation');
    expect(item).toMatchObject({ action_status: 'pending', actor_name: 'Test User' });
    const answered = await api('POST', `/notifications/${item.id}/actions/approve`, person);
    expect(answered.statusCode, answered.body).toBe(200);
    const cohosts = (await api('GET', `/hosting/listings/${listing}/cohosts`, owner)).json().data.items;
    expect(cohosts).toEqual([expect.objectContaining({ user_id: person.user.id, status: 'active' })]);

    const other = await stay();
    await invite(other.owner, other.listing, person.user.email, 'full');
    const [, second] = (await api('GET', '/cohosting', person)).json().data.items;
    expect((await api('POST', `/cohosting/${second.id}/decline`, person)).statusCode).toBe(200);
    expect((await api('GET', `/hosting/listings/${other.listing}/cohosts`, other.owner)).json().data.items).toEqual([]);
  });

  it('refuses the owner themself, a second invitation to the same address and a bad share', async () => {
    const { owner, listing } = await stay();
    const self = await api('POST', `/hosting/listings/${listing}/cohosts`, owner, {
      email: owner.user.email,
      level: 'full',
    });
    expect(self.json().message).toBe(M.ownerSelf);
    await invite(owner, listing, 'twice@example.com', 'full');
    const twice = await api('POST', `/hosting/listings/${listing}/cohosts`, owner, {
      email: 'Twice@example.com',
      level: 'calendar',
    });
    expect(twice.statusCode).toBe(409);
    const share = await api('POST', `/hosting/listings/${listing}/cohosts`, owner, {
      email: 'share@example.com',
      level: 'full',
      share_kind: 'percent',
      share_value: 120,
    });
    expect(share.statusCode).toBe(400);
  });
});

describe('co-hosts manage the calendar and answer guests', () => {
  it('invite → accept → the co-host blocks a night and answers the guest, who sees the co-host; removal ends it', async () => {
    const { owner, guest, listing, conversation } = await stay();
    const { person: cora, cohostId } = await cohostOf(owner, listing, 'calendar_inbox');

    const blocked = await api('POST', '/host/calendar/block', cora, {
      listing_id: listing,
      from: day(50),
      to: day(51),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const grid = (await api('GET', `/host/multi-calendar?from=${day(0)}&days=90`, cora)).json().data;
    expect(grid.listings.map((l: { id: number }) => l.id)).toEqual([listing]);

    const inbox = (await api('GET', '/conversations', cora)).json().data.items;
    expect(inbox.map((c: { id: number }) => c.id)).toContain(conversation);
    const sent = await api('POST', `/conversations/${conversation}/messages`, cora, { body: 'Welcome! I am Cora.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await api('GET', `/conversations/${conversation}`, guest)).json().data;
    expect(seen.cohosts).toEqual([expect.objectContaining({ id: cora.user.id, name: 'Cora User' })]);
    const messages = (await api('GET', `/conversations/${conversation}/messages`, guest)).json().data.items;
    expect(messages.at(-1)).toMatchObject({ sender_id: cora.user.id, body: 'Welcome! I am Cora.' });

    // Removal revokes at once: calendar, inbox and the thread are gone.
    expect((await api('DELETE', `/hosting/listings/${listing}/cohosts/${cohostId}`, owner)).statusCode).toBe(200);
    const after = await api('POST', '/host/calendar/block', cora, { listing_id: listing, from: day(52), to: day(53) });
    expect(after.statusCode).toBe(404);
    expect((await api('GET', `/conversations/${conversation}`, cora)).statusCode).toBe(404);
    expect((await api('GET', '/conversations', cora)).json().data.items).toEqual([]);
    expect((await api('GET', `/conversations/${conversation}`, guest)).json().data.cohosts).toEqual([]);
  });

  it('a new guest thread includes the co-host; lowering the level to calendar takes the inbox away; the co-host can leave', async () => {
    const { owner, listing } = await stay();
    const { person: cora, cohostId } = await cohostOf(owner, listing, 'calendar_inbox');
    const asker = await signUp(t.app);
    const started = await api('POST', '/conversations', asker, { listing_id: listing, body: 'Is parking free?' });
    expect(started.statusCode, started.body).toBe(201);
    const thread = started.json().data.conversation.id as number;
    expect((await api('GET', `/conversations/${thread}`, cora)).statusCode).toBe(200);

    const lowered = await api('PATCH', `/hosting/listings/${listing}/cohosts/${cohostId}`, owner, {
      level: 'calendar',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await api('GET', `/conversations/${thread}`, cora)).statusCode).toBe(404);
    const calendar = await api('GET', `/host/calendar?listing_id=${listing}&from=${day(0)}&to=${day(30)}`, cora);
    expect(calendar.statusCode).toBe(200);

    expect((await api('POST', `/hosting/listings/${listing}/cohosting/leave`, cora)).statusCode).toBe(200);
    expect(
      (await api('GET', `/host/calendar?listing_id=${listing}&from=${day(0)}&to=${day(30)}`, cora)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/hosting/listings/${listing}/cohosts`, owner)).json().data.items).toEqual([]);
  });
});

describe('co-hosts: authorization matrix', () => {
  type Need = 'calendar' | 'inbox' | 'reservations' | 'manage' | 'owner';
  interface Route {
    need: Need;
    method: Method;
    url: string;
    body?: object;
  }
  const ALLOWED: Record<CohostLevel, Need[]> = {
    full: ['calendar', 'inbox', 'reservations', 'manage'],
    calendar_inbox: ['calendar', 'inbox', 'reservations'],
    calendar: ['calendar'],
  };

  /** Every route about one listing, its stay and its guest thread, with what it needs. */
  const routesFor = (s: Awaited<ReturnType<typeof stay>>, cohostId: number): Route[] => {
    const l = s.listing;
    const range = { listing_id: l, from: day(60), to: day(61) };
    return [
      { need: 'calendar', method: 'GET', url: `/host/calendar?listing_id=${l}&from=${day(0)}&to=${day(30)}` },
      { need: 'calendar', method: 'POST', url: '/host/calendar/block', body: range },
      { need: 'calendar', method: 'POST', url: '/host/calendar/unblock', body: range },
      { need: 'calendar', method: 'PUT', url: '/host/calendar/prices', body: { ...range, price: 12_000 } },
      {
        need: 'calendar',
        method: 'POST',
        url: '/host/multi-calendar/nights',
        body: { ranges: [{ listing_id: l, from: day(62), to: day(63) }], action: 'block' },
      },
      { need: 'calendar', method: 'GET', url: `/host/listings/${l}/calendar-sync` },
      { need: 'inbox', method: 'GET', url: `/conversations/${s.conversation}` },
      { need: 'inbox', method: 'GET', url: `/conversations/${s.conversation}/messages` },
      { need: 'inbox', method: 'POST', url: `/conversations/${s.conversation}/messages`, body: { body: 'Hello' } },
      { need: 'inbox', method: 'POST', url: `/conversations/${s.conversation}/read`, body: {} },
      { need: 'reservations', method: 'GET', url: `/bookings/${s.booking.id}` },
      { need: 'reservations', method: 'GET', url: `/bookings/${s.booking.id}/changes` },
      { need: 'manage', method: 'GET', url: `/hosting/listings/${l}` },
      { need: 'manage', method: 'PATCH', url: `/hosting/listings/${l}`, body: { title: 'A renamed home by the sea' } },
      { need: 'manage', method: 'GET', url: `/hosting/listings/${l}/arrival-guide` },
      { need: 'manage', method: 'POST', url: `/bookings/${s.booking.id}/accept` },
      { need: 'manage', method: 'POST', url: `/bookings/${s.booking.id}/decline` },
      { need: 'manage', method: 'PUT', url: `/hosting/listings/${l}/photos/order`, body: { photo_ids: [1] } },
      { need: 'owner', method: 'GET', url: `/hosting/listings/${l}/cohosts` },
      {
        need: 'owner',
        method: 'POST',
        url: `/hosting/listings/${l}/cohosts`,
        body: { email: 'x@example.com', level: 'full' },
      },
      { need: 'owner', method: 'PATCH', url: `/hosting/listings/${l}/cohosts/${cohostId}`, body: { level: 'full' } },
      { need: 'owner', method: 'DELETE', url: `/hosting/listings/${l}/cohosts/${cohostId}` },
      { need: 'owner', method: 'DELETE', url: `/hosting/listings/${l}` },
    ];
  };
  const denied = [403, 404];

  for (const level of ['full', 'calendar_inbox', 'calendar'] as const) {
    it(`${level}: works within the level, 0 successes beyond it, 0 after removal`, async () => {
      const s = await stay();
      const { person, cohostId } = await cohostOf(s.owner, s.listing, level);
      const routes = routesFor(s, cohostId);
      const beyond: string[] = [];
      for (const r of routes) {
        const res = await api(r.method, r.url, person, r.body);
        const name = `${r.method} ${r.url} as ${level}`;
        if (ALLOWED[level].includes(r.need)) expect(res.statusCode, `${name}: ${res.body}`).not.toBeOneOf(denied);
        else if (!denied.includes(res.statusCode)) beyond.push(`${name} → ${res.statusCode}`);
      }
      expect(beyond).toEqual([]);
      // The co-host's own lists show the listing as the level allows.
      const bookings = (await api('GET', '/bookings?role=host', person)).json().data.items;
      expect(bookings.some((b: { id: number }) => b.id === s.booking.id)).toBe(ALLOWED[level].includes('reservations'));

      expect((await api('DELETE', `/hosting/listings/${s.listing}/cohosts/${cohostId}`, s.owner)).statusCode).toBe(200);
      const after: string[] = [];
      for (const r of routes) {
        const res = await api(r.method, r.url, person, r.body);
        if (!denied.includes(res.statusCode)) after.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
      expect(after).toEqual([]);
      expect((await api('GET', '/bookings?role=host', person)).json().data.items).toEqual([]);
      expect((await api('GET', '/hosting/listings', person)).json().data).toEqual([]);
      expect((await api('GET', `/host/multi-calendar?from=${day(0)}`, person)).json().data.listings).toEqual([]);
    });
  }
});
