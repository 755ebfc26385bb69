import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { insertListing } from '../../../test/listings';
import { messages, userBlocks, userReports } from '../../db/schema';
import { messagesTestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
const m = messagesTestApp();
const { call, cast, inquiry } = m;

describe('messages: authorization', () => {
  it('needs a signed-in user on every route', async () => {
    const routes: Array<[Method, string]> = [
      ['GET', '/conversations'],
      ['POST', '/conversations'],
      ['GET', '/conversations/unread'],
      ['POST', '/conversations/stream-ticket'],
      ['GET', '/conversations/1'],
      ['GET', '/conversations/1/messages'],
      ['POST', '/conversations/1/messages'],
      ['POST', '/conversations/1/read'],
      ['POST', '/conversations/1/typing'],
      ['PUT', '/conversations/1/archive'],
      ['POST', '/conversations/1/block'],
      ['DELETE', '/conversations/1/block'],
      ['POST', '/conversations/1/report'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/conversations/stream')).statusCode).toBe(400);
    expect((await call('GET', '/conversations/stream?ticket=1.2.3.forged')).statusCode).toBe(401);
  });

  it('answers 404 to anyone but the two participants, other hosts and guests included', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const otherGuest = await signedInUser(m.t);
    const otherHost = await signedInUser(m.t, { role: 'host' });
    await insertListing(m.t.database.db, { hostId: otherHost.user.id, title: 'Elsewhere', nightlyPrice: 5000 });
    const id = conversation.id;
    const routes: Array<[Method, string, object?]> = [
      ['GET', `/conversations/${id}`],
      ['GET', `/conversations/${id}/messages`],
      ['POST', `/conversations/${id}/messages`, { body: 'let me in' }],
      ['POST', `/conversations/${id}/read`, {}],
      ['POST', `/conversations/${id}/typing`, {}],
      ['PUT', `/conversations/${id}/archive`, { archived: true }],
      ['POST', `/conversations/${id}/block`],
      ['DELETE', `/conversations/${id}/block`],
      ['POST', `/conversations/${id}/report`, { reason: 'spam' }],
    ];
    for (const outsider of [otherGuest, otherHost]) {
      for (const [method, url, payload] of routes) {
        const res = await call(method, url, outsider.headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      expect((await call('GET', '/conversations', outsider.headers)).json().data.items).toEqual([]);
    }
    // A conversation that does not exist looks the same.
    expect((await call('GET', '/conversations/999999', guest.headers)).statusCode).toBe(404);
    // Nothing was written by the outsiders.
    const stored = await m.t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body)).toEqual(['Hello! Is it free in May?']);
    // Both participants can read it.
    for (const who of [guest, host])
      expect((await call('GET', `/conversations/${id}`, who.headers)).statusCode).toBe(200);
  });
});

describe('messages: conversations and bodies', () => {
  it('finds the one thread per guest, host and listing again instead of duplicating it', async () => {
    const { host, guest, listing } = await cast();
    const first = await inquiry(guest, listing.id, 'First', {
      check_in: '2027-05-01',
      check_out: '2027-05-04',
      guests: 2,
    });
    const second = await inquiry(guest, listing.id, 'Second');
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.conversation.id).toBe(first.conversation.id);
    const conv = (await call('GET', `/conversations/${first.conversation.id}`, host.headers)).json().data;
    expect(conv).toMatchObject({
      role: 'host',
      other: { id: guest.user.id, former: false },
      listing: { id: listing.id, title: 'Lakeside cabin' },
      check_in: '2027-05-01',
      check_out: '2027-05-04',
      guests: 2,
      booking_id: null,
      unread_count: 2,
      last_message: { body: 'Second' },
    });
    const page = (await call('GET', `/conversations/${first.conversation.id}/messages`, host.headers)).json().data;
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['First', 'Second']);
    expect(page.has_more).toBe(false);
  });

  it('refuses the own listing, unpublished or missing listings, and wrong dates', async () => {
    const { host, guest, listing } = await cast();
    const own = await call('POST', '/conversations', host.headers, { listing_id: listing.id, body: 'me' });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(CONVERSATION_MESSAGES.ownListing);
    const draft = await insertListing(m.t.database.db, { hostId: host.user.id, status: 'draft', nightlyPrice: 1 });
    expect((await call('POST', '/conversations', guest.headers, { listing_id: draft.id, body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/conversations', guest.headers, { listing_id: 987654, body: 'hi' })).statusCode).toBe(
      404,
    );
    const dates = await call('POST', '/conversations', guest.headers, {
      listing_id: listing.id,
      body: 'hi',
      check_in: '2027-05-04',
      check_out: '2027-05-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details.check_out).toEqual([CONVERSATION_MESSAGES.datesOrder]);
    for (const impossible of ['2027-02-30', '2026-02-29', '2027-04-31', '0000-01-01', '9999-12-31']) {
      const res = await call('POST', '/conversations', guest.headers, {
        listing_id: listing.id,
        body: 'hi',
        check_in: impossible,
      });
      expect(res.statusCode, impossible).toBe(400);
      expect(res.json().details.check_in, impossible).toHaveLength(1);
    }
    expect((await call('POST', '/conversations', guest.headers, { listing_id: 'abc', body: 'hi' })).statusCode).toBe(
      400,
    );
  });

  it('takes 1 to 5,000 characters stored exactly as typed, <script> included', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const url = `/conversations/${conversation.id}/messages`;
    for (const body of ['', '   \n ', 'x'.repeat(CONVERSATION_LIMITS.bodyMax + 1)]) {
      const res = await call('POST', url, host.headers, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.body).toBeDefined();
    }
    expect((await call('POST', url, host.headers, {})).statusCode).toBe(400);
    expect((await call('POST', url, host.headers, { body: 42 })).statusCode).toBe(400);
    expect((await call('POST', url, host.headers, { body: 'x'.repeat(CONVERSATION_LIMITS.bodyMax) })).statusCode).toBe(
      201,
    );
    const script = '  <script>alert("hi")</script> & <b>bold</b>\n';
    const sent = await call('POST', url, host.headers, { body: script });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.body).toBe(script);
    const [row] = await m.t.database.db.select().from(messages).where(eq(messages.id, sent.json().data.id));
    expect(row?.body).toBe(script);
    const page = (await call('GET', url, guest.headers)).json().data;
    expect(page.items.at(-1).body).toBe(script);
  });

  it('sends a message retried with the same Idempotency-Key once, concurrent retries included', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const url = `/conversations/${conversation.id}/messages`;
    const keyed = { ...host.headers, 'idempotency-key': 'message-key-0001' };
    const first = await call('POST', url, keyed, { body: 'See you at three' });
    expect(first.statusCode).toBe(201);
    const retries = await Promise.all([1, 2].map(() => call('POST', url, keyed, { body: 'See you at three' })));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().data.id).toBe(first.json().data.id);
    }
    const stored = await m.t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.body, 'See you at three')));
    expect(stored).toHaveLength(1);
    // Another message needs another key; the guest's keys are their own.
    expect(
      (await call('POST', url, { ...host.headers, 'idempotency-key': 'message-key-0002' }, { body: 'x' })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', url, { ...guest.headers, 'idempotency-key': 'message-key-0001' }, { body: 'y' })).statusCode,
    ).toBe(201);
    // Keys belong to their sender: another host's message with the same key is a message of its own.
    const other = await cast();
    const elsewhere = await inquiry(other.guest, other.listing.id);
    const otherThread = await call(
      'POST',
      `/conversations/${elsewhere.conversation.id}/messages`,
      { ...other.host.headers, 'idempotency-key': 'message-key-0001' },
      { body: 'z' },
    );
    expect(otherThread.statusCode).toBe(201);
    expect((await call('POST', url, { ...host.headers, 'idempotency-key': 'short' }, { body: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('pages backwards through older messages', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id, 'm0');
    for (let i = 1; i < 5; i++)
      await call('POST', `/conversations/${conversation.id}/messages`, host.headers, { body: `m${i}` });
    const last = (await call('GET', `/conversations/${conversation.id}/messages?limit=2`, guest.headers)).json().data;
    expect(last.items.map((m: { body: string }) => m.body)).toEqual(['m3', 'm4']);
    expect(last.has_more).toBe(true);
    const older = (
      await call('GET', `/conversations/${conversation.id}/messages?limit=10&before=${last.items[0].id}`, guest.headers)
    ).json().data;
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2']);
    expect(older.has_more).toBe(false);
  });
});

describe('messages: read state, lists, archive', () => {
  it('counts unread messages, marks them read and shows the read receipt to the sender', async () => {
    const { host, guest, listing } = await cast();
    const { conversation, message } = await inquiry(guest, listing.id);
    await call('POST', `/conversations/${conversation.id}/messages`, guest.headers, { body: 'Also: pets?' });
    expect((await call('GET', '/conversations/unread', host.headers)).json().data).toEqual({
      messages: 2,
      conversations: 1,
    });
    expect((await call('GET', '/conversations/unread', guest.headers)).json().data).toEqual({
      messages: 0,
      conversations: 0,
    });
    const unreadList = (await call('GET', '/conversations?filter=unread', host.headers)).json().data.items;
    expect(unreadList.map((c: { id: number }) => c.id)).toEqual([conversation.id]);

    // Reading up to the first message only.
    await call('POST', `/conversations/${conversation.id}/read`, host.headers, { message_id: message.id });
    expect((await call('GET', '/conversations/unread', host.headers)).json().data.messages).toBe(1);
    const read = await call('POST', `/conversations/${conversation.id}/read`, host.headers, {});
    expect(read.statusCode).toBe(200);
    expect((await call('GET', '/conversations/unread', host.headers)).json().data).toEqual({
      messages: 0,
      conversations: 0,
    });
    expect((await call('GET', '/conversations?filter=unread', host.headers)).json().data.items).toEqual([]);
    const guestView = (await call('GET', `/conversations/${conversation.id}`, guest.headers)).json().data;
    expect(guestView.other_last_read_id).toBe(read.json().data.last_read_id);
    expect(guestView.other_last_read_id).toBeGreaterThan(message.id);
  });

  it('searches by name, listing and message text', async () => {
    const host = await signedInUser(m.t, { role: 'host' });
    const guest = await signedInUser(m.t);
    const a = await insertListing(m.t.database.db, {
      hostId: host.user.id,
      title: 'Treehouse in Nyanga',
      nightlyPrice: 1,
    });
    const b = await insertListing(m.t.database.db, { hostId: host.user.id, title: 'City flat', nightlyPrice: 1 });
    await inquiry(guest, a.id, 'Do you have a kettle?');
    await inquiry(guest, b.id, 'Is there parking?');
    const titles = async (q: string) =>
      (await call('GET', `/conversations?q=${encodeURIComponent(q)}`, host.headers))
        .json()
        .data.items.map((c: { listing: { title: string } }) => c.listing.title);
    expect(await titles('treehouse')).toEqual(['Treehouse in Nyanga']);
    expect(await titles('PARKING')).toEqual(['City flat']);
    expect(await titles(guest.user.lastName)).toHaveLength(2);
    expect(await titles('100%')).toEqual([]);
  });

  it('archives per participant, and a new message brings the thread back', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const archived = await call('PUT', `/conversations/${conversation.id}/archive`, host.headers, { archived: true });
    expect(archived.json().data.archived).toBe(true);
    const ids = async (who: { headers: Headers }, filter: string) =>
      (await call('GET', `/conversations?filter=${filter}`, who.headers))
        .json()
        .data.items.map((c: { id: number }) => c.id);
    expect(await ids(host, 'all')).toEqual([]);
    expect(await ids(host, 'archived')).toEqual([conversation.id]);
    expect(await ids(guest, 'all')).toEqual([conversation.id]);
    await call('POST', `/conversations/${conversation.id}/messages`, guest.headers, { body: 'Any news?' });
    expect(await ids(host, 'all')).toEqual([conversation.id]);
    expect(await ids(host, 'archived')).toEqual([]);
    await call('PUT', `/conversations/${conversation.id}/archive`, guest.headers, { archived: true });
    const back = await call('PUT', `/conversations/${conversation.id}/archive`, guest.headers, { archived: false });
    expect(back.json().data.archived).toBe(false);
  });
});

describe('messages: report, block, rate limit', () => {
  it('stores a report about the other participant', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const bad = await call('POST', `/conversations/${conversation.id}/report`, host.headers, { reason: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    const res = await call('POST', `/conversations/${conversation.id}/report`, host.headers, {
      reason: 'scam',
      details: 'Asked me to pay outside the site',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await m.t.database.db.select().from(userReports).where(eq(userReports.id, res.json().data.id));
    expect(row).toMatchObject({ reporterId: host.user.id, reportedId: guest.user.id, reason: 'scam' });
  });

  it('stops a blocked user from messaging, until unblocked', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const url = `/conversations/${conversation.id}/messages`;
    const blocked = await call('POST', `/conversations/${conversation.id}/block`, host.headers);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.blocked_by_me).toBe(true);
    expect((await call('GET', `/conversations/${conversation.id}`, guest.headers)).json().data.blocked_me).toBe(true);

    const refused = await call('POST', url, guest.headers, { body: 'Why no answer?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONVERSATION_MESSAGES.blockedByThem);
    const again = await call('POST', '/conversations', guest.headers, { listing_id: listing.id, body: 'Hello?' });
    expect(again.statusCode).toBe(403);
    const own = await call('POST', url, host.headers, { body: 'One more thing' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONVERSATION_MESSAGES.blockedByYou);

    const unblocked = await call('DELETE', `/conversations/${conversation.id}/block`, host.headers);
    expect(unblocked.json().data.blocked_by_me).toBe(false);
    expect(
      await m.t.database.db
        .select()
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, host.user.id), eq(userBlocks.blockedId, guest.user.id))),
    ).toEqual([]);
    expect((await call('POST', url, guest.headers, { body: 'Hello again' })).statusCode).toBe(201);
  });

  it('limits how fast one user sends: 429 with Retry-After', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id); // one message already counted
    const url = `/conversations/${conversation.id}/messages`;
    for (let i = 1; i < CONVERSATION_LIMITS.sendPerMinute; i++) {
      const res = await call('POST', url, guest.headers, { body: `message ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await call('POST', url, guest.headers, { body: 'one too many' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: CONVERSATION_MESSAGES.sendLimited });
    // The other participant has a limit of their own.
    expect((await call('POST', url, host.headers, { body: 'Slow down!' })).statusCode).toBe(201);
  });
});
