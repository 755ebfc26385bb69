import { type AuthResult, type CohostLevel, COHOST_MESSAGES as M } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, signUp } from '../../../test/auth';
import { confirmedBooking } from '../../../test/bookings';
import { parseCsv } from '../../../test/csv';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookingBody, day, newKey } from '../bookings/fixtures';

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
    // A guest-only account is switched to hosting.
    expect((await api('GET', '/user', person)).json().data.role).toBe('host');
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

describe("co-hosts and the listing's quick replies", () => {
  it("co-hosts who answer guests use the owner's quick replies in the thread; only the owner changes them", async () => {
    const { owner, guest, listing, conversation } = await stay();
    const saved = await api('POST', '/hosting/quick-replies', owner, {
      name: 'Welcome',
      body: 'Hello {guest_name}, welcome to {listing_name}!',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const template = saved.json().data.id as number;
    const filled = `/hosting/quick-replies/filled?conversation_id=${conversation}`;
    const schedule = { template_id: template, trigger: 'checkin_day', hour: 9, listing_ids: [listing] };

    for (const level of ['full', 'calendar_inbox'] as const) {
      const { person } = await cohostOf(owner, listing, level);
      const res = await api('GET', filled, person);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items).toEqual([
        { id: template, name: 'Welcome', text: expect.stringMatching(/^Hello Test, welcome to .+!$/) },
      ]);
      // The owner's templates are not the co-host's to change or to schedule.
      const changed = await api('PUT', `/hosting/quick-replies/${template}`, person, { name: 'Mine', body: 'Mine' });
      expect(changed.statusCode).toBe(404);
      expect((await api('DELETE', `/hosting/quick-replies/${template}`, person)).statusCode).toBe(404);
      expect((await api('POST', '/hosting/quick-replies/schedules', person, schedule)).statusCode).toBe(422);
    }
    const { person: calendarOnly } = await cohostOf(owner, listing, 'calendar');
    expect((await api('GET', filled, calendarOnly)).statusCode).toBe(404);
    expect((await api('GET', filled, guest)).statusCode).toBe(403);
    expect((await api('GET', '/hosting/quick-replies', owner)).json().data.items).toEqual([
      expect.objectContaining({ id: template, name: 'Welcome' }),
    ]);
    expect((await api('POST', '/hosting/quick-replies/schedules', owner, schedule)).statusCode).toBe(201);
  });

  it('a full co-host schedules their own quick replies for the listing; the owner sees, pauses and deletes them', async () => {
    const { owner, listing, conversation } = await stay();
    const ownersOwn = await api('POST', '/hosting/quick-replies', owner, { name: 'Owner', body: 'From the owner' });
    const ownerTemplate = ownersOwn.json().data.id as number;
    const schedules = (who: AuthResult) => api('GET', '/hosting/quick-replies/schedules', who);
    const reply = async (who: AuthResult, name: string) => {
      const res = await api('POST', '/hosting/quick-replies', who, { name, body: `${name}, {guest_name}` });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };

    const { person: inbox } = await cohostOf(owner, listing, 'calendar_inbox');
    const inboxTemplate = await reply(inbox, 'Inbox');
    const refused = await api('POST', '/hosting/quick-replies/schedules', inbox, {
      template_id: inboxTemplate,
      trigger: 'checkin_day',
      hour: 9,
      listing_ids: [listing],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toHaveProperty('listing_ids');
    expect((await schedules(inbox)).json().data.listings).toEqual([]);

    const { person: full, cohostId } = await cohostOf(owner, listing, 'full');
    const own = await reply(full, 'Arrival');
    // In the thread: the co-host's own quick replies, then the owner's.
    const filled = await api('GET', `/hosting/quick-replies/filled?conversation_id=${conversation}`, full);
    expect(filled.json().data.items.map((r: { id: number }) => r.id)).toEqual([own, ownerTemplate]);
    const created = await api('POST', '/hosting/quick-replies/schedules', full, {
      template_id: own,
      trigger: 'checkin_day',
      hour: 9,
      listing_ids: [listing],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.listings.map((l: { id: number }) => l.id)).toEqual([listing]);
    const [mine] = created.json().data.items;
    expect(mine).toMatchObject({ listing_id: listing, template_id: own, author_name: 'Cora', mine: true });

    // The owner sees it on their listing, may pause it, not give it one of their own quick replies.
    const seen = (await schedules(owner)).json().data.items;
    expect(seen).toEqual([expect.objectContaining({ id: mine.id, author_name: 'Cora', mine: false })]);
    const timing = { trigger: 'checkin_day', hour: 9 };
    const swapped = await api('PUT', `/hosting/quick-replies/schedules/${mine.id}`, owner, {
      ...timing,
      template_id: ownerTemplate,
    });
    expect(swapped.statusCode).toBe(422);
    const paused = await api('PUT', `/hosting/quick-replies/schedules/${mine.id}`, owner, {
      ...timing,
      template_id: own,
      enabled: false,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data.items[0]).toMatchObject({ id: mine.id, enabled: false, template_id: own });
    // Another co-host does not see or change it.
    expect((await schedules(inbox)).json().data.items).toEqual([]);
    expect((await api('DELETE', `/hosting/quick-replies/schedules/${mine.id}`, inbox)).statusCode).toBe(404);

    // A lower level takes the schedules away from the co-host at once.
    const lowered = await api('PATCH', `/hosting/listings/${listing}/cohosts/${cohostId}`, owner, {
      level: 'calendar_inbox',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect((await schedules(full)).json().data.items).toEqual([]);
    const update = { ...timing, template_id: own, enabled: true };
    expect((await api('PUT', `/hosting/quick-replies/schedules/${mine.id}`, full, update)).statusCode).toBe(404);
    expect((await api('DELETE', `/hosting/quick-replies/schedules/${mine.id}`, owner)).statusCode).toBe(200);
    expect((await schedules(owner)).json().data.items).toEqual([]);
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
      { need: 'inbox', method: 'GET', url: `/hosting/quick-replies/filled?conversation_id=${s.conversation}` },
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

describe('co-host payout shares', () => {
  type Money = { amount: number; currency: string };
  type PayoutRow = {
    booking_id: number;
    role: string;
    gross: Money;
    host_fee: Money;
    cohost_share: Money;
    amount: Money;
  };

  /** An instant-book stay of 3 nights at 123.45 USD on `listing`, captured at once. */
  async function book(listing: number, offset: number) {
    const guest = await signUp(t.app);
    const stay = { listing_id: listing, checkin: day(offset), checkout: day(offset + 3) };
    const quote = await api('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
    const booked = await api('POST', '/bookings', guest, bookingBody(stay, quote.json().data.total));
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data.id as number;
  }
  const payoutsOf = async (who: AuthResult, booking: number) =>
    ((await api('GET', '/host/earnings?currency=USD', who)).json().data.payouts as PayoutRow[]).filter(
      (p) => p.booking_id === booking,
    );

  it('splits each payout with the co-hosts to the cent and shows it in both earnings and CSVs', async () => {
    const owner = await signUp(t.app, { role: 'host', firstName: 'Olga' });
    const { id: listing } = await insertListing(t.database.db, {
      hostId: owner.user.id,
      title: 'Shared cabin',
      nightlyPrice: 12_345,
      cleaningFee: 0,
      currency: 'USD',
      maxGuests: 2,
      minNights: 1,
      maxNights: 14,
      instantBook: true,
    });
    const percent = await signUp(t.app, { firstName: 'Pat' });
    await invite(owner, listing, percent.user.email, 'calendar', { share_kind: 'percent', share_value: 15 });
    await api('POST', '/cohosting/accept', percent, { token: await invitationToken(percent.user.email) });
    const fixed = await signUp(t.app, { firstName: 'Fix' });
    await invite(owner, listing, fixed.user.email, 'calendar', { share_kind: 'fixed', share_value: 5_000 });
    await api('POST', '/cohosting/accept', fixed, { token: await invitationToken(fixed.user.email) });

    const booking = await book(listing, 40);
    const [own] = await payoutsOf(owner, booking);
    const [pct] = await payoutsOf(percent, booking);
    const [fix] = await payoutsOf(fixed, booking);
    if (!own || !pct || !fix) throw new Error('a payout is missing');
    const hostPayout = own.gross.amount - own.host_fee.amount;
    expect(pct).toMatchObject({ role: 'cohost', amount: { amount: Math.round(hostPayout * 0.15), currency: 'USD' } });
    expect(fix).toMatchObject({ role: 'cohost', amount: { amount: 5_000 } });
    expect(own).toMatchObject({ role: 'host', cohost_share: { amount: pct.amount.amount + fix.amount.amount } });
    // The ledger balances to the cent: the three payouts are the host payout.
    expect(own.amount.amount + pct.amount.amount + fix.amount.amount).toBe(hostPayout);
    // The co-host sees neither the owner's payout nor the booking's money beyond their share.
    expect((await api('GET', `/bookings/${booking}`, percent)).statusCode).toBe(404);
    // Finance tells the owner's payout from the co-hosts' shares.
    const finance = await signUp(t.app);
    await makeOperator(t.app, finance.user.id, 'finance');
    const adminRows = (await api('GET', '/admin/payouts', finance)).json().data.items as Array<{
      booking_id: number;
      role: string;
      host: { id: number };
    }>;
    expect(
      adminRows
        .filter((p) => p.booking_id === booking)
        .map((p) => [p.host.id, p.role])
        .sort(),
    ).toEqual(
      [
        [owner.user.id, 'host'],
        [percent.user.id, 'cohost'],
        [fixed.user.id, 'cohost'],
      ].sort(),
    );
    // ...in the export too: one row per payout, with its role.
    const [header, ...payoutRows] = parseCsv((await api('GET', '/admin/payouts/export.csv', finance)).body);
    const column = (name: string) => (header ?? []).indexOf(name);
    const roleOf = (email: string) => payoutRows.find((r) => r[column('Host e-mail')] === email)?.[column('Role')];
    expect([roleOf(owner.user.email), roleOf(percent.user.email), roleOf(fixed.user.email)]).toEqual([
      'host',
      'co-host',
      'co-host',
    ]);

    const range = `from=${day(0)}&to=${day(400)}&currency=USD`;
    const ownerCsv = (await api('GET', `/host/earnings/export.csv?${range}`, owner)).body;
    expect(ownerCsv.split('\r\n')[0]).toContain('Co-host share');
    expect(ownerCsv).toContain(`,${(own.amount.amount / 100).toFixed(2)},USD,`);
    expect(ownerCsv).toContain(`,host,${(own.cohost_share.amount / 100).toFixed(2)},`);
    const coCsv = (await api('GET', `/host/earnings/export.csv?${range}`, percent)).body;
    expect(coCsv).toContain(`,${(pct.amount.amount / 100).toFixed(2)},USD,`);
    expect(coCsv).toContain(',co-host,0.00,0.00');

    // A fixed share never exceeds what is left: a co-host asking more than the payout gets the rest.
    const greedy = await signUp(t.app);
    await invite(owner, listing, greedy.user.email, 'calendar', { share_kind: 'fixed', share_value: 10_000_000 });
    await api('POST', '/cohosting/accept', greedy, { token: await invitationToken(greedy.user.email) });
    const second = await book(listing, 60);
    const [own2] = await payoutsOf(owner, second);
    const [greedy2] = await payoutsOf(greedy, second);
    if (!own2 || !greedy2) throw new Error('a payout is missing');
    expect(own2.amount.amount).toBe(0);
    const [pct2] = await payoutsOf(percent, second);
    const [fix2] = await payoutsOf(fixed, second);
    expect((pct2?.amount.amount ?? 0) + (fix2?.amount.amount ?? 0) + greedy2.amount.amount).toBe(
      own2.gross.amount - own2.host_fee.amount,
    );

    // Removing a co-host stops their share on later bookings only.
    const list = (await api('GET', `/hosting/listings/${listing}/cohosts`, owner)).json().data.items as {
      id: number;
    }[];
    for (const c of list) await api('DELETE', `/hosting/listings/${listing}/cohosts/${c.id}`, owner);
    const third = await book(listing, 80);
    const [own3] = await payoutsOf(owner, third);
    expect(own3).toMatchObject({ cohost_share: { amount: 0 } });
    expect(await payoutsOf(percent, booking)).toHaveLength(1);
  });
});
