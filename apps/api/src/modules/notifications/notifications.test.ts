import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { notifications, users } from '../../db/schema';
import { notificationsService, notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers });

describe('notifications', () => {
  it('needs a signed-in user on every route', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['POST', '/notifications/1/read'],
      ['POST', '/notifications/read-all'],
      ['DELETE', '/notifications/1'],
      ['POST', '/notifications/1/actions/approve'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });

  it("lists only the caller's items, filtered by read state, with the unread count", async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const first = await notify(t.database.db, me.user.id, { kind: 'welcome', title: 'Welcome', body: 'Hello' });
    await notify(t.database.db, me.user.id, { kind: 'message', title: 'New message', body: 'Hi there' });
    await notify(t.database.db, other.user.id, { kind: 'message', title: 'Not yours', body: 'x' });

    const all = (await call('GET', '/notifications', me.headers)).json().data;
    expect(all.items.map((n: { title: string }) => n.title)).toEqual(['New message', 'Welcome']);
    expect(all.unread_count).toBe(2);

    const read = await call('POST', `/notifications/${first}/read`, me.headers);
    expect(read.json().data).toMatchObject({ id: first, read: true });
    expect((await call('GET', '/notifications?filter=read', me.headers)).json().data.items).toHaveLength(1);
    const unread = (await call('GET', '/notifications?filter=unread', me.headers)).json().data;
    expect(unread.items.map((n: { title: string }) => n.title)).toEqual(['New message']);
    expect(unread.unread_count).toBe(1);

    await call('POST', '/notifications/read-all', me.headers);
    expect((await call('GET', '/notifications', me.headers)).json().data.unread_count).toBe(0);
    expect((await call('GET', '/notifications?filter=unread', other.headers)).json().data.items).toHaveLength(1);
  });

  it('rejects a bad filter and id with field details', async () => {
    const me = await signedInUser(t);
    const bad = await call('GET', '/notifications?filter=new', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.filter).toEqual(['Filter must be all, unread or read.']);
    const badId = await call('POST', '/notifications/abc/read', me.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.id).toBeDefined();
  });

  it("never reads, answers or deletes another user's item", async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const id = await notify(t.database.db, other.user.id, {
      kind: 'booking_request',
      title: 'Request',
      body: 'b',
      actionable: true,
    });
    expect((await call('POST', `/notifications/${id}/read`, me.headers)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${id}/actions/approve`, me.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/notifications/${id}`, me.headers)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, id as number));
    expect(row).toMatchObject({ readAt: null, actionStatus: 'pending' });
  });

  it('deletes an item', async () => {
    const me = await signedInUser(t);
    const id = await notify(t.database.db, me.user.id, { kind: 'review', title: 'Review', body: 'b' });
    expect((await call('DELETE', `/notifications/${id}`, me.headers)).statusCode).toBe(200);
    expect((await call('GET', '/notifications', me.headers)).json().data.items).toHaveLength(0);
    expect((await call('DELETE', `/notifications/${id}`, me.headers)).statusCode).toBe(404);
  });

  it('answers an actionable item once, running its handler, and refuses items without actions', async () => {
    const me = await signedInUser(t);
    const answers: Array<[number | null, boolean]> = [];
    const service = notificationsService(t.database.db, {
      booking_request: async (item, approved) => {
        answers.push([item.subjectId, approved]);
      },
    });
    const id = await notify(t.database.db, me.user.id, {
      kind: 'booking_request',
      title: 'Booking request',
      body: 'Ann wants to stay',
      actionable: true,
      subjectId: 42,
    });
    if (id === null) throw new Error('no item');
    const declined = await service.answer(me.user.id, id, false);
    expect(declined).toMatchObject({ action_status: 'declined', read: true });
    expect(answers).toEqual([[42, false]]);
    await expect(service.answer(me.user.id, id, true)).rejects.toMatchObject({ status: 409 });
    expect(answers).toHaveLength(1);
    // Over HTTP, the item now answers 409 like any answered request.
    expect((await call('POST', `/notifications/${id}/actions/approve`, me.headers)).statusCode).toBe(409);

    const plain = await notify(t.database.db, me.user.id, { kind: 'message', title: 'm', body: 'b' });
    expect((await call('POST', `/notifications/${plain}/actions/approve`, me.headers)).statusCode).toBe(409);
    expect((await call('POST', `/notifications/${plain}/actions/maybe`, me.headers)).statusCode).toBe(400);
  });

  it('follows the channels the user chose for the topic', async () => {
    const me = await signedInUser(t);
    const prefs = { in_app: false, email: true, sms: false };
    const body = {
      account: prefs,
      messages: { in_app: true, email: false, sms: false },
      reservations: prefs,
      listings: prefs,
      reviews: prefs,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/notification-settings',
      headers: me.headers,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      await notify(t.database.db, me.user.id, { kind: 'welcome', title: 'Welcome mail', body: 'b' }, t.app.outbox),
    ).toBeNull();
    const mail = (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${me.user.email}` })).json().data;
    expect(mail.map((m: { subject: string }) => m.subject)).toEqual(['Welcome mail']);
    expect(
      await notify(t.database.db, me.user.id, { kind: 'message', title: 'Msg', body: 'b' }, t.app.outbox),
    ).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${me.user.email}` })).json().data,
    ).toHaveLength(1);

    await t.database.db.update(users).set({ phone: '+263771110000' }).where(eq(users.id, me.user.id));
    const texts = { ...body, reviews: { in_app: true, email: false, sms: true } };
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/notification-settings',
      headers: me.headers,
      payload: texts,
    });
    await notify(t.database.db, me.user.id, { kind: 'review', title: 'New review', body: 'b' }, t.app.outbox);
    const sms = (await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%2B263771110000' })).json().data;
    expect(sms.map((m: { channel: string; subject: string }) => [m.channel, m.subject])).toEqual([
      ['sms', 'New review'],
    ]);
  });

  it('welcomes a new account once, after sign-up', async () => {
    const email = 'welcome-me@example.test';
    await t.app.inject({ method: 'POST', url: '/api/v1/get-email-otp', payload: { email } });
    const [mail] = (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${email}` })).json().data;
    await t.app.inject({ method: 'POST', url: '/api/v1/verify-otp-byemail', payload: { email, otp: mail.code } });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-user-details',
      payload: {
        firstName: 'Wanda',
        lastName: 'Welcome',
        email,
        password: 'Str0ng!pass',
        address: '1 Main Road',
        city: 'Harare',
        state: 'Harare',
        zipCode: '00263',
        country: 'Zimbabwe',
      },
    });
    expect(registered.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${registered.json().data.token}` };
    const items = (await call('GET', '/notifications', headers)).json().data.items;
    expect(items.map((n: { kind: string }) => n.kind)).toEqual(['welcome']);
  });

  it('tells a user when they switch role', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/role',
      headers: me.headers,
      payload: { role: 'host' },
    });
    expect(res.statusCode).toBe(200);
    const items = (await call('GET', '/notifications', me.headers)).json().data.items;
    expect(items[0]).toMatchObject({ kind: 'role_changed', title: 'You switched to hosting' });
  });
});
