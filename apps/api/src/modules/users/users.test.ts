import { AUTH_MESSAGES, SUCCESS, userSchema, VALIDATION } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('GET /user', () => {
  it('returns exactly the signed-in user object of SPEC §3', async () => {
    const { user, token } = await signUp(t.app, { firstName: 'Chipo', lastName: 'Banda' });
    const res = await call('GET', '/user', token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(userSchema.strict().parse(data)).toEqual(user);
    expect(data).toMatchObject({
      id: user.id,
      role: 'guest',
      aud: 'authenticated',
      user_metadata: { name: 'Chipo Banda' },
    });
  });

  it('needs a token', async () => {
    const res = await call('GET', '/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('PUT /user', () => {
  it('updates profile fields with the SPEC rules', async () => {
    const { token } = await signUp(t.app);
    const res = await call('PUT', '/user', token, {
      first_name: 'Ruvimbo',
      about: 'Loves hiking.',
      city: 'Mutare',
      currency: 'eur',
      language: 'FR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.profileUpdated,
      data: { first_name: 'Ruvimbo', about: 'Loves hiking.', city: 'Mutare', currency: 'EUR', language: 'fr' },
    });
    const unknown = await call('PUT', '/user', token, { currency: 'XYZ', language: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().details)).toEqual(['currency', 'language']);
    const script = await call('PUT', '/user', token, { picture: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const bad = await call('PUT', '/user', token, { first_name: 'Al', last_name: 'B', address: ' ', zip_code: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      first_name: [VALIDATION.firstNameMin],
      last_name: [VALIDATION.lastNameMin],
      address: [VALIDATION.addressRequired],
      zip_code: [VALIDATION.zipRequired],
    });
  });

  it("cannot reach another user's record, role or e-mail", async () => {
    const alice = await signUp(t.app, { firstName: 'Alice' });
    const bob = await signUp(t.app, { firstName: 'Bobby' });
    const res = await call('PUT', '/user', alice.token, {
      id: bob.user.id,
      user_id: bob.user.id,
      email: bob.user.email,
      role: 'host',
      first_name: 'Alicia',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: alice.user.id, email: alice.user.email, role: 'guest' });
    const bobNow = (await call('GET', '/user', bob.token)).json().data;
    expect(bobNow).toMatchObject({ id: bob.user.id, first_name: 'Bobby', email: bob.user.email });
    const aliceSees = (await call('GET', `/user?id=${bob.user.id}`, alice.token)).json().data;
    expect(aliceSees.id).toBe(alice.user.id);
  });
});

describe('PUT /user/role', () => {
  it('persists the role, which the next request sees', async () => {
    const { token } = await signUp(t.app);
    const res = await call('PUT', '/user/role', token, { role: 'host' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: SUCCESS.roleChanged('host'), data: { role: 'host' } });
    expect((await call('GET', '/user', token)).json().data.role).toBe('host');
    const back = await call('PUT', '/user/role', token, { role: 'guest' });
    expect(back.json().data.role).toBe('guest');
  });

  it('accepts only guest or host', async () => {
    const { token } = await signUp(t.app);
    for (const role of ['admin', '', undefined]) {
      const res = await call('PUT', '/user/role', token, { role });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.role).toEqual([AUTH_MESSAGES.roleInvalid]);
    }
    expect((await call('PUT', '/user/role', undefined, { role: 'host' })).statusCode).toBe(401);
  });
});
