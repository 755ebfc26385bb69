import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, INPUT_MESSAGES } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { messages, notifications, outboxMessages, userBlocks, userReports } from '../../db/schema';
import { connectSse, dataOf, isType } from './testing';
import { sendUnreadEmails } from './unread-email';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-messages-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** A host with a published listing, and a guest. */
async function cast(title = 'Lakeside cabin') {
  const host = await signedInUser(t, { role: 'host' });
  const guest = await signedInUser(t);
  const listing = await insertListing(t.database.db, { hostId: host.user.id, title, nightlyPrice: 10000 });
  return { host, guest, listing };
}

async function inquiry(guest: { headers: Headers }, listingId: number, body = 'Hello! Is it free in May?', extra = {}) {
  const res = await call('POST', '/conversations', guest.headers, { listing_id: listingId, body, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { conversation: { id: number }; message: { id: number }; created: boolean };
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----roamstead-messages-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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
    const otherGuest = await signedInUser(t);
    const otherHost = await signedInUser(t, { role: 'host' });
    await insertListing(t.database.db, { hostId: otherHost.user.id, title: 'Elsewhere', nightlyPrice: 5000 });
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
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
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
    const draft = await insertListing(t.database.db, { hostId: host.user.id, status: 'draft', nightlyPrice: 1 });
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
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.json().data.id));
    expect(row?.body).toBe(script);
    const page = (await call('GET', url, guest.headers)).json().data;
    expect(page.items.at(-1).body).toBe(script);
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
    const host = await signedInUser(t, { role: 'host' });
    const guest = await signedInUser(t);
    const a = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Treehouse in Nyanga',
      nightlyPrice: 1,
    });
    const b = await insertListing(t.database.db, { hostId: host.user.id, title: 'City flat', nightlyPrice: 1 });
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
    const [row] = await t.database.db.select().from(userReports).where(eq(userReports.id, res.json().data.id));
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
      await t.database.db
        .select()
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, host.user.id), eq(userBlocks.blockedId, guest.user.id))),
    ).toEqual([]);
    expect((await call('POST', url, guest.headers, { body: 'Hello again' })).statusCode).toBe(201);
  });

  it('limits how fast one user sends: 429 with Retry-After', async () => {
    // The limit counts per fixed minute: start early in one, so the whole burst falls inside it.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
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

describe('messages: image attachments', () => {
  it('stores a real image as WebP and serves it', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#e05a47' } })
      .png()
      .toBuffer();
    const form = multipart({ body: 'The view from the porch' }, { name: 'porch.png', data: png, type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversation.id}/messages`,
      payload: form.payload,
      headers: { ...form.headers, ...host.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { attachment, body } = res.json().data;
    expect(body).toBe('The view from the porch');
    expect(attachment).toMatchObject({ width: CONVERSATION_LIMITS.attachmentMaxSide, height: 800 });
    expect(attachment.url).toMatch(/^\/uploads\/messages\/[A-Za-z0-9_-]{22}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    // An image alone is a message too.
    const alone = multipart({}, { name: 'a.png', data: png, type: 'image/png' });
    const onlyImage = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversation.id}/messages`,
      payload: alone.payload,
      headers: { ...alone.headers, ...guest.headers },
    });
    expect(onlyImage.statusCode).toBe(201);
    expect(onlyImage.json().data.body).toBe('');
  });

  it('rejects files that are not images, whatever they claim, and images over the size limit', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const send = (form: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation.id}/messages`,
        payload: form.payload,
        headers: { ...form.headers, ...host.headers },
      });
    const fake = await send(
      multipart(
        { body: 'see' },
        { name: 'photo.png', data: Buffer.from('<html>not an image</html>'), type: 'image/png' },
      ),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(INPUT_MESSAGES.imageUnreadable);
    const empty = await send(
      multipart({ body: 'see' }, { name: 'photo.png', data: Buffer.alloc(0), type: 'image/png' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(INPUT_MESSAGES.imageUnreadable);

    const huge = await sharp({
      create: {
        width: 1500,
        height: 1400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(CONVERSATION_LIMITS.attachmentMaxBytes);
    const big = await send(multipart({ body: 'big' }, { name: 'big.png', data: huge, type: 'image/png' }));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(CONVERSATION_MESSAGES.attachmentTooLarge);

    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(stored).toHaveLength(1);
  });
});

describe('messages: deleted accounts', () => {
  it('keeps the history readable for the other side, with the sender shown as a former user', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id, 'Can I bring my bike?');
    await call('POST', `/conversations/${conversation.id}/messages`, host.headers, { body: 'Of course.' });
    const deleted = await call('DELETE', '/account', guest.headers, { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const view = (await call('GET', `/conversations/${conversation.id}`, host.headers)).json().data;
    expect(view.other).toEqual({ id: null, name: CONVERSATION_MESSAGES.formerUser, picture: null, former: true });
    const page = (await call('GET', `/conversations/${conversation.id}/messages`, host.headers)).json().data;
    expect(page.items.map((m: { body: string; sender_id: number | null }) => [m.body, m.sender_id])).toEqual([
      ['Can I bring my bike?', null],
      ['Of course.', host.user.id],
    ]);
    const reply = await call('POST', `/conversations/${conversation.id}/messages`, host.headers, { body: 'Hello?' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(CONVERSATION_MESSAGES.formerUserGone);
  });
});

describe('messages: unread e-mail', () => {
  it('sends one batched e-mail per recipient once messages stay unread for a few minutes', async () => {
    const host = await signedInUser(t, { role: 'host' });
    const [g1, g2] = [await signedInUser(t), await signedInUser(t)];
    const a = await insertListing(t.database.db, { hostId: host.user.id, title: 'Garden cottage', nightlyPrice: 1 });
    const b = await insertListing(t.database.db, { hostId: host.user.id, title: 'Loft', nightlyPrice: 1 });
    const one = await inquiry(g1, a.id, 'Question one');
    await call('POST', `/conversations/${one.conversation.id}/messages`, g1.headers, { body: 'Question two' });
    await inquiry(g2, b.id, 'Is the loft quiet?');
    // g2's host-side reply is read by nobody yet, but it is too recent.
    const emailsTo = async (email: string) =>
      t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

    const delay = CONVERSATION_LIMITS.emailDelaySeconds * 1000;
    const sweep = (offsetMs: number) =>
      sendUnreadEmails(t.database.db, t.app.outbox, 'http://roamstead.test', new Date(Date.now() + offsetMs));
    await sweep(delay - 60_000);
    expect(await emailsTo(host.user.email)).toEqual([]);

    // Two sweeps at once (two processes): still one e-mail.
    await Promise.all([sweep(delay + 1000), sweep(delay + 1000)]);
    const mails = await emailsTo(host.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have 3 unread messages in 2 conversations');
    expect(mails[0]?.body).toContain('Question two');
    expect(mails[0]?.body).toContain('Is the loft quiet?');
    expect(mails[0]?.body).toContain(`http://roamstead.test/dashboard/host/messages/${one.conversation.id}`);
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, host.user.id));
    expect(bell.filter((n) => n.kind === 'message')).toHaveLength(1);

    // Nothing new: nothing more. Guests who sent the messages get nothing.
    await sweep(delay + 5000);
    expect(await emailsTo(host.user.email)).toHaveLength(1);
    expect(await emailsTo(g1.user.email)).toEqual([]);

    // A message the recipient reads in time is never announced.
    const reply = await call('POST', `/conversations/${one.conversation.id}/messages`, host.headers, { body: 'Yes!' });
    expect(reply.statusCode).toBe(201);
    await call('POST', `/conversations/${one.conversation.id}/read`, g1.headers, {});
    await sweep(delay + 10_000);
    expect(await emailsTo(g1.user.email)).toEqual([]);
  });
});

describe('messages: live stream (single process)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}/api/v1`;
  });

  const ticket = async (who: { headers: Headers }) =>
    (await call('POST', '/conversations/stream-ticket', who.headers)).json().data.ticket as string;

  it('delivers messages, typing and read receipts, and replays what was missed after a reconnect', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const id = conversation.id;
    const hostStream = await connectSse(`${base}/conversations/stream?ticket=${await ticket(host)}`);
    const guestStream = await connectSse(`${base}/conversations/stream?ticket=${await ticket(guest)}`);
    await hostStream.waitFor(isType('ready'));
    await guestStream.waitFor(isType('ready'));

    await call('POST', `/conversations/${id}/messages`, guest.headers, { body: '<script>x</script>' });
    const live = await hostStream.waitFor(isType('message'));
    expect(dataOf(live)).toMatchObject({
      conversation_id: id,
      message: { body: '<script>x</script>', sender_id: guest.user.id },
    });
    expect(Number(live.id)).toBeGreaterThan(0);

    await call('POST', `/conversations/${id}/typing`, host.headers, {});
    expect(dataOf(await guestStream.waitFor(isType('typing')))).toEqual({
      type: 'typing',
      conversation_id: id,
      user_id: host.user.id,
    });

    await call('POST', `/conversations/${id}/read`, host.headers, {});
    const receipt = await guestStream.waitFor(isType('read'));
    expect(dataOf(receipt)).toMatchObject({ conversation_id: id, user_id: host.user.id });

    // The host goes offline; two messages arrive meanwhile; the reconnect replays exactly those.
    hostStream.close();
    await call('POST', `/conversations/${id}/messages`, guest.headers, { body: 'missed 1' });
    await call('POST', `/conversations/${id}/messages`, guest.headers, { body: 'missed 2' });
    const again = await connectSse(`${base}/conversations/stream?ticket=${await ticket(host)}`, {
      'last-event-id': String(live.id),
    });
    const ready = dataOf<{ reset: boolean; last_event_id: number }>(await again.waitFor(isType('ready')));
    expect(ready.reset).toBe(false);
    const replayed = again.events
      .filter(isType('message'))
      .map((e) => dataOf<{ message: { body: string } }>(e).message.body);
    expect(replayed).toEqual(['missed 1', 'missed 2']);

    // Catch-up also works with the query parameter (manual reconnects with a fresh ticket).
    const viaQuery = await connectSse(
      `${base}/conversations/stream?ticket=${await ticket(host)}&last_event_id=${live.id}`,
    );
    await viaQuery.waitFor(isType('ready'));
    expect(viaQuery.events.filter(isType('message'))).toHaveLength(2);

    for (const s of [again, guestStream, viaQuery]) s.close();
  });

  it('refuses forged, expired and revoked tickets', async () => {
    const guest = await signedInUser(t);
    const good = await ticket(guest);
    const [user, session, , sig] = good.split('.');
    const expired = `${user}.${session}.${Date.now() - 1000}.${sig}`;
    for (const bad of [`${good}x`, expired, `${Number(user) + 1}.${session}.${good.split('.')[2]}.${sig}`]) {
      const res = await fetch(`${base}/conversations/stream?ticket=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
    await call('DELETE', `/account/sessions/${guest.sessionId}`, guest.headers);
    const revoked = await fetch(`${base}/conversations/stream?ticket=${good}`);
    await revoked.body?.cancel();
    expect([401]).toContain(revoked.status);
  });
});
