import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, INPUT_MESSAGES } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { insertListing } from '../../../test/listings';
import { messages, notifications, outboxMessages } from '../../db/schema';
import { messagesTestApp, multipart } from './test-app';
import { connectSse, dataOf, isType } from './testing';
import { sendUnreadEmails } from './unread-email';

type Headers = Record<string, string>;
const m = messagesTestApp();
const { call, cast, inquiry } = m;

describe('messages: image attachments', () => {
  it('stores a real image as WebP and serves it', async () => {
    const { host, guest, listing } = await cast();
    const { conversation } = await inquiry(guest, listing.id);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#e05a47' } })
      .png()
      .toBuffer();
    const form = multipart({ body: 'The view from the porch' }, { name: 'porch.png', data: png, type: 'image/png' });
    const res = await m.t.app.inject({
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
    const file = await m.t.app.inject({ method: 'GET', url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    // An image alone is a message too.
    const alone = multipart({}, { name: 'a.png', data: png, type: 'image/png' });
    const onlyImage = await m.t.app.inject({
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
      m.t.app.inject({
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

    const stored = await m.t.database.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
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
    const host = await signedInUser(m.t, { role: 'host' });
    const [g1, g2] = [await signedInUser(m.t), await signedInUser(m.t)];
    const a = await insertListing(m.t.database.db, { hostId: host.user.id, title: 'Garden cottage', nightlyPrice: 1 });
    const b = await insertListing(m.t.database.db, { hostId: host.user.id, title: 'Loft', nightlyPrice: 1 });
    const one = await inquiry(g1, a.id, 'Question one');
    await call('POST', `/conversations/${one.conversation.id}/messages`, g1.headers, { body: 'Question two' });
    await inquiry(g2, b.id, 'Is the loft quiet?');
    // g2's host-side reply is read by nobody yet, but it is too recent.
    const emailsTo = async (email: string) =>
      m.t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

    const delay = CONVERSATION_LIMITS.emailDelaySeconds * 1000;
    const sweep = (offsetMs: number) =>
      sendUnreadEmails(m.t.database.db, m.t.app.outbox, 'http://roamstead.test', new Date(Date.now() + offsetMs));
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
    const bell = await m.t.database.db.select().from(notifications).where(eq(notifications.userId, host.user.id));
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
    await m.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = m.t.app.server.address();
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
    const guest = await signedInUser(m.t);
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
