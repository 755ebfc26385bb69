import { AUTH_MESSAGES, SUCCESS, VALIDATION } from '@roamstead/contract';
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { refreshTokens } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: { refreshToken } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });

describe('access tokens', () => {
  it('are 15-minute HS256 JWTs naming the user and session', async () => {
    const { user, token } = await signUp(t.app);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(String(user.id));
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect((await me(token)).json().data.id).toBe(user.id);
  });

  it('refuses a missing, malformed, tampered or expired token with 401', async () => {
    const { token } = await signUp(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    expect((await me(`${h}.${forged}.${s}`)).statusCode).toBe(401);
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: claims.iat - 1 })).toString('base64url');
    expect((await me(`${h}.${expired}.${s}`)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and uses up the old refresh token', async () => {
    const first = await signUp(t.app);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await me(next.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(refreshTokens).orderBy(desc(refreshTokens.id)).limit(1);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(next.refresh_token);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const first = await signUp(t.app);
    const second = (await refresh(first.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    // Every token of the family is dead now, access and refresh alike.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
  });

  it('two simultaneous refreshes with one token: at most one succeeds', async () => {
    const { refresh_token } = await signUp(t.app);
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.statusCode === 401)).toBe(true);
  });

  it('does not touch other sessions of the same user', async () => {
    const email = `two-devices-${Date.now()}@example.com`;
    const phoneA = await signUp(t.app, { email });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: 'Sunny-Days-42' },
    });
    const laptop = login.json().data;
    await refresh(phoneA.refresh_token);
    await refresh(phoneA.refresh_token); // reuse on the phone
    expect((await me(phoneA.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.refreshToken).toEqual([VALIDATION.noRefreshToken]);
    const { refresh_token } = await signUp(t.app);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'`);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session of the access token: its tokens stop working', async () => {
    const { token, refresh_token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SUCCESS.loggedOut, data: null });
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('revokes by refresh token when the access token has expired', async () => {
    const { token, refresh_token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', payload: { refreshToken: refresh_token } });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    // Logging out twice, or anonymously, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(200);
  });
});
