import { ERRORS, errorEnvelope, INPUT_MESSAGES } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newIp, signUp } from './auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const B = '/api/v1';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, opts: { payload?: unknown; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method,
    url: `${B}${url}`,
    remoteAddress: newIp(),
    headers: opts.headers,
    payload: opts.payload as string,
  });
  expect(errorEnvelope.safeParse(res.json()).success || res.statusCode < 400, res.body).toBe(true);
  return res;
}

describe('bodies the server cannot read', () => {
  it('malformed multipart is a 400 with a clear message, anonymous or signed in', async () => {
    const me = await signUp(t.app);
    const forms: Array<[string, string]> = [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=abc', 'random bytes, no parts'],
      ['multipart/form-data; boundary=abc', '--abc\r\ncontent-disposition: form-data; name="email"\r\n\r\ncut'],
      ['multipart/form-data; boundary=abc', '--other\r\n\r\n--other--'],
    ];
    for (const [type, body] of forms) {
      for (const [method, url, headers] of [
        ['POST', '/contact', {}],
        ['POST', '/get-email-otp', {}],
        ['PUT', '/profile', bearer(me.token)],
        ['POST', '/profile/picture', bearer(me.token)],
      ] as const) {
        const res = await call(method, url, { payload: body, headers: { ...headers, 'content-type': type } });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        expect(res.json().message).toBe(INPUT_MESSAGES.form);
      }
    }
  });

  it('malformed JSON and unknown body types are answered in the envelope', async () => {
    const bad = await call('POST', '/newsletter', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(INPUT_MESSAGES.json);
    const odd = await call('POST', '/newsletter', { payload: 'x', headers: { 'content-type': 'application/x-odd' } });
    expect(odd.statusCode).toBe(415);
    expect(odd.json().message).toBe(INPUT_MESSAGES.mediaType);
  });
});

describe('text with NUL or broken characters', () => {
  it('is refused at the boundary, in queries and bodies alike', async () => {
    const me = await signUp(t.app);
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/listings?place=%00'],
      ['GET', '/places/suggest?q=a%00b'],
      ['GET', '/help-articles?q=%00'],
      ['POST', '/forgot-password', { email: 'a\u0000@example.com' }],
      ['POST', '/newsletter', { email: 'news\u0000@example.com' }],
      ['PUT', '/profile', { about: 'hello\u0000', languages: [], location: '', work: '' }],
      ['POST', '/wishlists', { name: 'Trips \ud800' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, {
        ...(body ? { payload: JSON.stringify(body) } : {}),
        headers: { ...bearer(me.token), ...(body ? { 'content-type': 'application/json' } : {}) },
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.body).toContain(INPUT_MESSAGES.text);
    }
  });
});

describe('addresses', () => {
  it('an out-of-range session id is a 400, never a database error', async () => {
    const me = await signUp(t.app);
    const res = await call('DELETE', '/account/sessions/2147483648', { headers: bearer(me.token) });
    expect(res.statusCode).toBe(400);
    expect(await call('DELETE', '/account/sessions/2147483647', { headers: bearer(me.token) })).toMatchObject({
      statusCode: 404,
    });
  });

  it('a path parameter over the router limit and a bad escape stay inside the envelope', async () => {
    const long = await call('GET', `/listings/${'9'.repeat(150)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toBe(INPUT_MESSAGES.paramTooLong);
    const badEscape = await call('GET', '/listings/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
  });

  it('unknown API paths are a 404 in the envelope, with or without a query', async () => {
    for (const url of ['/api', '/api?x=1', '/api/v1/nothing-here', '/api/v1/user/nope?x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(ERRORS.notFound);
    }
  });
});

describe('headers', () => {
  it('per-user answers are never stored by caches', async () => {
    const me = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `${B}/user`, headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `${B}/health` });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim https for itself.
    const claimed = await t.app.inject({
      method: 'GET',
      url: `${B}/health`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: `${B}/health`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});
