import { CSRF_COOKIE, CSRF_HEADER, ERRORS, REGISTRATION_DOB } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, newIp, TEST_PASSWORD } from './auth';
import { createTestApp, type TestApp } from './helpers';

/**
 * SPEC §7 as a client we did not write plays it, from another origin: both setups call by call,
 * with SPEC's field names, multipart where SPEC says multipart, and the answer fields SPEC's
 * "answer use" column reads.
 */
const ALLOWED = 'http://spec-client.test:5000';
const REFUSED = 'http://elsewhere.test';
const PUBLIC_URL = 'http://api.test:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: `https://other.test, ${ALLOWED}`, PUBLIC_URL });
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;

/** A multipart/form-data body as a browser's FormData sends it. */
async function formData(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') as string,
  };
}

/**
 * One of SPEC §7's two setups. Common: Bearer when a token is stored. `cookies`: sends and keeps
 * cookies, returns the CSRF cookie as a header and adds `_t` to GETs.
 */
function specClient({ cookies }: { cookies: boolean }) {
  const jar = new Map<string, string>();
  const remoteAddress = newIp();
  const stored: { token?: string; refreshToken?: string } = {};

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: Fields,
    opts: { multipart?: boolean; bearer?: boolean; csrf?: boolean } = {},
  ) {
    const headers: Record<string, string> = { origin: ALLOWED, accept: 'application/json, text/plain, */*' };
    if (stored.token && opts.bearer !== false) headers.authorization = `Bearer ${stored.token}`;
    let url = `/api/v1${path}`;
    if (cookies) {
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const xsrf = jar.get(CSRF_COOKIE);
      if (xsrf && opts.csrf !== false) headers[CSRF_HEADER] = xsrf;
      if (method === 'GET') url += `${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
    }
    let payload: string | Buffer | undefined;
    if (body && opts.multipart) {
      const form = await formData(body);
      payload = form.payload;
      headers['content-type'] = form.type;
    } else if (body) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await t.app.inject({ method, url, headers, payload, remoteAddress });
    if (cookies) {
      for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
        const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
        if (gone) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
    }
    expect(res.headers['access-control-allow-origin'], `${method} ${path}`).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    return { status: res.statusCode, body: res.json() };
  }

  /** SPEC §4: a sign-in answer stores the user, the token and the refresh token. */
  const store = (data: { token?: string; refresh_token?: string }) => {
    stored.token = data.token;
    stored.refreshToken = data.refresh_token;
  };

  return { call, store, stored, jar };
}

const outboxCode = (to: string) => latestCode(t.app, to);

describe('CORS for SPEC §7 clients on other origins', () => {
  it('answers a preflight from an allowed origin with 204, the methods and headers SPEC clients send, and a max age', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/register-user-details',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,accept,x-xsrf-token,idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const list = (header: unknown) =>
      String(header)
        .split(',')
        .map((v) => v.trim());
    expect(list(res.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    const allowed = list(res.headers['access-control-allow-headers']).map((v) => v.toLowerCase());
    for (const header of ['authorization', 'content-type', 'accept', 'x-xsrf-token', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('gives a refused origin no CORS headers, so its browser keeps the answer from its scripts', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: REFUSED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v1/get-supported-currencies?_t=${Date.now()}`,
      headers: { origin: REFUSED },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows our own origin (PUBLIC_URL) without listing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/supported-lang', headers: { origin: PUBLIC_URL } });
    expect(res.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
  });
});

describe('the setup without cookies (Bearer only)', () => {
  const client = specClient({ cookies: false });
  const phone = '771234561';
  const code = '263';
  let userId: number;

  it('signs up by phone: code, verify by phone with phone and otp only, then SPEC §3 registration details', async () => {
    const sent = await client.call('POST', '/get-phone-otp', { phone, code }, { multipart: true });
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);

    const verified = await client.call('POST', '/verify-otp-byphone', {
      phone,
      otp: await outboxCode(`+${code}${phone}`),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.verified).toBe(true);

    const registered = await client.call(
      'POST',
      '/register-user-details',
      { fname: 'Tendai', lname: 'Moyo', email: '', phone, password: TEST_PASSWORD, dob: REGISTRATION_DOB },
      { multipart: true },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.data.success).toBe(true);
    expect(registered.body.data.user).toMatchObject({ phone: `+${code}${phone}`, first_name: 'Tendai', role: 'guest' });
    expect(typeof registered.body.data.user.id).toBe('number');
    expect(registered.body.data.token).toEqual(expect.any(String));
    client.store(registered.body.data);
    userId = registered.body.data.user.id;
  });

  it('switches the role (PUT /user/role with role)', async () => {
    const res = await client.call('PUT', '/user/role', { role: 'host' });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('host');
  });

  it('sets the currency (answer: success) and the language (answer: data.success)', async () => {
    const currency = await client.call('POST', '/set-user-currency', { currency: 'EUR', user_id: userId });
    expect(currency.body.success).toBe(true);
    const language = await client.call('POST', '/set-user-default-supported-lang', {
      language_code: 'fr',
      user_id: userId,
    });
    expect(language.body.data.success).toBe(true);
    const user = await client.call('GET', '/user');
    expect(user.body.data).toMatchObject({ currency: 'EUR', language: 'fr' });
  });

  it('reads the catalogue lists and translations', async () => {
    const currencies = await client.call('GET', '/get-supported-currencies');
    expect(currencies.body.success).toBe(true);
    expect(Object.keys(currencies.body.data[0])).toEqual(expect.arrayContaining(['code', 'name', 'symbol']));
    const languages = await client.call('GET', '/supported-lang');
    expect(languages.body.success).toBe(true);
    expect(Object.keys(languages.body.data[0])).toEqual(expect.arrayContaining(['code', 'name', 'native_name']));
    const translations = await client.call('GET', '/translations?language_code=fr');
    expect(translations.body.data.success).toBe(true);
  });

  it('refreshes with refreshToken; the answer carries token', async () => {
    const res = await client.call('POST', '/refresh-token', { refreshToken: client.stored.refreshToken as string });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.data.token).toBe(res.body.token);
    client.store(res.body);
  });

  it('logs out, and the token is dead afterwards', async () => {
    const out = await client.call('POST', '/logout');
    expect(out.status).toBe(200);
    expect((await client.call('GET', '/user')).status).toBe(401);
    client.store({});
  });

  it('logs in by phone with the modal multipart (phone, code, email, otp): user, token and message', async () => {
    const sent = await client.call('POST', '/get-email-phone-otp', { phone, code, email: '' }, { multipart: true });
    expect(sent.status).toBe(200);
    const res = await client.call(
      'POST',
      '/login-with-otp',
      { phone, code, email: '', otp: await outboxCode(`+${code}${phone}`) },
      { multipart: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(userId);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.message).toEqual(expect.any(String));
  });
});

describe('the setup with cookies and the CSRF header', () => {
  const client = specClient({ cookies: true });
  const email = 'farai@example.com';
  let userId: number;

  it('signs up by e-mail: code, verify by e-mail, registration details (multipart) set the cookies', async () => {
    expect((await client.call('POST', '/get-email-otp', { email })).body.success).toBe(true);
    const verified = await client.call('POST', '/verify-otp-byemail', { email, otp: await outboxCode(email) });
    expect(verified.body.data.verified).toBe(true);
    const registered = await client.call(
      'POST',
      '/register-user-details',
      { fname: 'Farai', lname: 'Dube', email, phone: '', password: TEST_PASSWORD, dob: REGISTRATION_DOB },
      { multipart: true },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.data.success).toBe(true);
    expect(registered.body.data.user.email).toBe(email);
    client.store(registered.body.data);
    userId = registered.body.data.user.id;
    expect(client.jar.get(CSRF_COOKIE)).toEqual(expect.any(String));
  });

  it('refuses a cookie-authenticated write without the CSRF header with 403 and SPEC §8 message', async () => {
    const refused = await client.call('PUT', '/user/role', { role: 'host' }, { bearer: false, csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ERRORS.forbidden);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/role',
      payload: { role: 'host' },
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: 'not-the-cookie',
      },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('switches the role on the cookie alone when the CSRF header comes back', async () => {
    const res = await client.call('PUT', '/user/role', { role: 'host' }, { bearer: false });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('host');
    // Reads need no CSRF header; `_t` is ignored.
    const user = await client.call('GET', '/user', undefined, { bearer: false, csrf: false });
    expect(user.body.data.role).toBe('host');
  });

  it('needs no CSRF header with a Bearer token', async () => {
    const res = await client.call('PUT', '/user/role', { role: 'guest' }, { csrf: false });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('guest');
  });

  it('sets the currency and the language, reads translations with _t', async () => {
    const currency = await client.call(
      'POST',
      '/set-user-currency',
      { currency: 'GBP', user_id: userId },
      { multipart: true },
    );
    expect(currency.body.success).toBe(true);
    const language = await client.call(
      'POST',
      '/set-user-default-supported-lang',
      { language_code: 'es', user_id: userId },
      { multipart: true },
    );
    expect(language.body.data.success).toBe(true);
    expect((await client.call('GET', '/translations?language_code=es')).body.data.success).toBe(true);
  });

  it('refreshes: the answer carries token, and the session cookie follows it', async () => {
    const before = client.stored.refreshToken as string;
    const res = await client.call('POST', '/refresh-token', { refreshToken: before });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    // The refresh token rotates; the access token may be byte-identical when minted in the same second.
    expect(res.body.refresh_token).not.toBe(before);
    client.store(res.body);
    expect(client.jar.get('roamstead_session')).toBe(res.body.token);
  });

  it('logs out: the session and its cookies are gone', async () => {
    const out = await client.call('POST', '/logout', { refreshToken: client.stored.refreshToken as string });
    expect(out.status).toBe(200);
    expect(client.jar.has('roamstead_session')).toBe(false);
    client.store({});
    expect((await client.call('GET', '/user')).status).toBe(401);
  });

  it('logs in by e-mail code (modal multipart) and with credentials', async () => {
    await client.call('POST', '/get-email-phone-otp', { phone: '', code: '263', email }, { multipart: true });
    const otp = await client.call(
      'POST',
      '/login-with-otp',
      { phone: '', code: '263', email, otp: await outboxCode(email) },
      { multipart: true },
    );
    expect(otp.body.data).toMatchObject({
      user: { id: userId },
      token: expect.any(String),
      message: expect.any(String),
    });
    const login = await client.call('POST', '/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user.id).toBe(userId);
    expect(login.body.data.token).toEqual(expect.any(String));
  });
});

describe('other SPEC §7 payloads', () => {
  const client = specClient({ cookies: false });

  it('verify-otp: a sign-up code answers verified; the log-in code of an account also signs it in (ADR 0023)', async () => {
    const email = 'rudo@example.com';
    await client.call('POST', '/get-email-otp', { email });
    const signup = await client.call('POST', '/verify-otp', { email, otp: await outboxCode(email) });
    expect(signup.body.data).toEqual({ verified: true, email, phone: null });

    await client.call('POST', '/register', {
      name: 'Rudo Chikwanha',
      email,
      password: TEST_PASSWORD,
    });
    await client.call('POST', '/get-email-phone-otp', { email });
    const login = await client.call('POST', '/verify-otp', { email, otp: await outboxCode(email) });
    expect(login.body.data).toMatchObject({ verified: true, email, user: { email }, token: expect.any(String) });
  });

  it('register and PUT /user take a single name', async () => {
    const created = await client.call('POST', '/register', {
      name: 'Nyasha Ruvimbo Gumbo',
      email: 'nyasha@example.com',
      password: TEST_PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toMatchObject({ first_name: 'Nyasha', last_name: 'Ruvimbo Gumbo' });
    client.store(created.body.data);
    const updated = await client.call('PUT', '/user', { name: 'Nyasha Moyo' });
    expect(updated.body.data).toMatchObject({ first_name: 'Nyasha', last_name: 'Moyo' });
  });

  it('matches a phone typed without its code only against a pending code request', async () => {
    const lone = await client.call('POST', '/verify-otp-byphone', { phone: '771234599', otp: '12345' });
    expect(lone.status).toBe(400);
    expect(lone.body.details.code).toBeDefined();
    // The trunk 0 form of the number matches too.
    await client.call('POST', '/get-phone-otp', { phone: '+263771234598' });
    const otp = await outboxCode('+263771234598');
    const res = await client.call('POST', '/verify-otp-byphone', { phone: '0771234598', otp });
    expect(res.body.data).toEqual({ verified: true, email: null, phone: '+263771234598' });
  });
});
