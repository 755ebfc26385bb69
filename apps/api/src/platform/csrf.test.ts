import {
  CSRF_COOKIE,
  CSRF_COOKIE_ALIAS,
  CSRF_HEADER,
  CSRF_HEADER_ALIAS,
  ERRORS,
  SESSION_COOKIE,
} from '@roamstead/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { newIp, signUp, TEST_PASSWORD } from '../../test/auth';
import { createTestApp } from '../../test/helpers';

const PARTNER = 'http://partner.example';
const t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: PARTNER });
afterAll(() => t.close());

type Jar = Record<string, string>;
const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
const cookiesOf = (res: { cookies: Array<{ name: string; value: string }> }): Jar =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

const email = `csrf-${Date.now()}@example.com`;
await signUp(t.app, { email });

function login(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: newIp(),
    payload: { email, password: TEST_PASSWORD },
    headers,
  });
}

/** A cookie-authenticated write (PUT /user/role) with these cookies and headers. */
const write = (jar: Jar, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/role',
    payload: { role: 'guest' },
    headers: { cookie: cookieHeader(jar), ...headers },
  });

describe('login CSRF: routes that set session cookies', () => {
  it('refuse a cross-site browser request, with no cookies set', async () => {
    const cases: Array<Record<string, string>> = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000.evil.example' },
    ];
    for (const headers of cases) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(ERRORS.forbidden);
      expect(res.cookies).toEqual([]);
    }
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-token',
      payload: { refreshToken: 'x' },
      headers: { origin: 'http://evil.example' },
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('answer our own origin, the host asked, CORS_ORIGINS and clients outside browsers', async () => {
    const cases: Array<Record<string, string>> = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of cases) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(cookiesOf(res)[SESSION_COOKIE]).toEqual(expect.any(String));
    }
  });
});

describe('the CSRF token: renewed at sign-in, bound to the session', () => {
  it('replaces a CSRF cookie the browser already held, under both names', async () => {
    const res = await login({ cookie: `${CSRF_COOKIE}=planted-by-someone` });
    const jar = cookiesOf(res);
    expect(jar[CSRF_COOKIE]).not.toBe('planted-by-someone');
    expect(jar[CSRF_COOKIE_ALIAS]).toBe(jar[CSRF_COOKIE]);
  });

  it('refuses a matching cookie and header that were not made for this session', async () => {
    const victim = cookiesOf(await login());
    const attacker = cookiesOf(await login());
    const session = victim[SESSION_COOKIE] ?? '';
    for (const planted of ['anything', attacker[CSRF_COOKIE] ?? '', `${victim[CSRF_COOKIE]}x`]) {
      const res = await write({ [SESSION_COOKIE]: session, [CSRF_COOKIE]: planted }, { [CSRF_HEADER]: planted });
      expect(res.statusCode, planted).toBe(403);
    }
    const token = victim[CSRF_COOKIE] ?? '';
    expect((await write(victim, { [CSRF_HEADER]: token })).statusCode).toBe(200);
  });

  it('accepts the csrftoken cookie and the X-CSRFToken header as well', async () => {
    const jar = cookiesOf(await login());
    const token = jar[CSRF_COOKIE_ALIAS] ?? '';
    const aliasOnly = { [SESSION_COOKIE]: jar[SESSION_COOKIE] ?? '', [CSRF_COOKIE_ALIAS]: token };
    expect((await write(aliasOnly, { [CSRF_HEADER_ALIAS]: token })).statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/role',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-csrftoken',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrftoken');
  });

  it('keeps the token of the same session across a refresh', async () => {
    const signedIn = await login();
    const jar = cookiesOf(signedIn);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-token',
      payload: { refreshToken: signedIn.json().data.refresh_token },
      headers: { cookie: cookieHeader(jar) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(cookiesOf(refreshed)[CSRF_COOKIE]).toBe(jar[CSRF_COOKIE]);
  });
});
