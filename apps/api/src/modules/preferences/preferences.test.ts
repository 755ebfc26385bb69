import { PREFERENCES_MESSAGES, SUCCESS } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { authSessions, users } from '../../db/schema';

let t: TestApp;
let me: { id: number; token: string };
let other: { id: number; token: string };

/** A user with a live session and an access token for it. */
async function signedInUser(email: string) {
  const db = t.database.db;
  const user = first(await db.insert(users).values({ email }).returning());
  const session = first(await db.insert(authSessions).values({ userId: user.id }).returning());
  const token = await t.app.authKeys.signAccessToken({ userId: user.id, role: 'guest', sessionId: session.id });
  return { id: user.id, token };
}

function first<T>(rows: T[]): T {
  if (!rows[0]) throw new Error('expected a row');
  return rows[0];
}

const userRow = async (id: number) => first(await t.database.db.select().from(users).where(eq(users.id, id)));

beforeAll(async () => {
  t = await createTestApp();
  me = await signedInUser('me@example.com');
  other = await signedInUser('other@example.com');
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /set-user-currency', () => {
  it('answers an anonymous visitor with a harmless success, and needs a session for a user_id', async () => {
    for (const user_id of [undefined, null, '', 'undefined']) {
      const res = await post('/api/v1/set-user-currency', { currency: 'eur', user_id });
      expect(res.statusCode, String(user_id)).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { currency: 'EUR', saved: false } });
    }
    expect((await post('/api/v1/set-user-currency', { currency: 'XYZ' })).statusCode).toBe(400);
    const claimed = await post('/api/v1/set-user-currency', { currency: 'EUR', user_id: me.id });
    expect(claimed.statusCode).toBe(401);
    const stale = await post('/api/v1/set-user-currency', { currency: 'EUR' }, 'not-a-token');
    expect(stale.statusCode).toBe(401);
    expect((await userRow(me.id)).currency).toBe('USD');
  });

  it('saves a supported currency for the caller', async () => {
    const res = await post('/api/v1/set-user-currency', { currency: 'eur', user_id: me.id }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SUCCESS.currencyUpdated,
      data: { currency: 'EUR', saved: true },
    });
    expect((await userRow(me.id)).currency).toBe('EUR');
  });

  it("refuses another user's account", async () => {
    const res = await post('/api/v1/set-user-currency', { currency: 'GBP', user_id: other.id }, me.token);
    expect(res.statusCode).toBe(403);
    expect((await userRow(other.id)).currency).toBe('USD');
  });

  it('rejects unknown and malformed currencies with field details', async () => {
    const unknown = await post('/api/v1/set-user-currency', { currency: 'XYZ', user_id: me.id }, me.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.currency).toEqual([PREFERENCES_MESSAGES.unknownCurrency]);
    const bad = await post('/api/v1/set-user-currency', { user_id: me.id }, me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.currency).toBeDefined();
  });

  it('accepts a multipart body', async () => {
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nJPY\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="user_id"\r\n\r\n${me.id}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/set-user-currency',
      payload: body,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(me.id)).currency).toBe('JPY');
  });
});

describe('POST /set-user-default-supported-lang', () => {
  it('saves a supported language and answers data.success', async () => {
    const res = await post(
      '/api/v1/set-user-default-supported-lang',
      { language_code: 'AR', user_id: me.id },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUCCESS.languageUpdated,
      data: { success: true, language_code: 'ar' },
    });
    expect((await userRow(me.id)).language).toBe('ar');
  });

  it('needs a session for a user_id, the own account and a known language', async () => {
    expect(
      (await post('/api/v1/set-user-default-supported-lang', { language_code: 'fr', user_id: me.id })).statusCode,
    ).toBe(401);
    const anonymous = await post('/api/v1/set-user-default-supported-lang', { language_code: 'fr' });
    expect(anonymous.json()).toMatchObject({ data: { success: true, language_code: 'fr', saved: false } });
    const foreign = await post(
      '/api/v1/set-user-default-supported-lang',
      { language_code: 'fr', user_id: other.id },
      me.token,
    );
    expect(foreign.statusCode).toBe(403);
    const unknown = await post(
      '/api/v1/set-user-default-supported-lang',
      { language_code: 'xx', user_id: me.id },
      me.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.language_code).toEqual([PREFERENCES_MESSAGES.unknownLanguage]);
  });
});
