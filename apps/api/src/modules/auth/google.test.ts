import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, SUCCESS } from '@roamstead/contract';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';

const CLIENT_ID = 'roamstead-test.apps.googleusercontent.com';
let t: TestApp;
let server: http.Server;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let googleKey: PrivateKey;
let otherKey: PrivateKey;

// A stand-in for Google's JWKS endpoint serving a locally generated key.
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await t.close();
  server.close();
});

let n = 0;
const idToken = (claims: JWTPayload = {}, opts: { key?: PrivateKey; expiresIn?: string; audience?: string } = {}) =>
  new SignJWT({
    email: `g-${++n}-${Date.now()}@gmail.com`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(opts.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? `sub-${n}-${Date.now()}`))
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(opts.key ?? googleKey);

const googleAuth = (app: TestApp, googleToken: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/google-auth', payload: { googleToken, userInfo: { name: 'x' } } });

describe('POST /google-auth', () => {
  it('is offered to clients with its client id', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/v1/auth-providers' });
    expect(providers.json().data).toEqual({ google: { client_id: CLIENT_ID } });
  });

  it('creates the user from a valid ID token and signs in again by the same Google id', async () => {
    const first = await googleAuth(t, await idToken({ sub: 'google-123', email: 'Grace@Gmail.com' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: SUCCESS.signedIn,
      data: {
        user: {
          email: 'grace@gmail.com',
          app_metadata: { provider: 'google' },
          user_metadata: { name: 'Grace Hopper', picture: 'https://lh3.googleusercontent.com/a/photo.jpg' },
          email_verified: true,
        },
      },
    });
    expect(first.json().data.token).toEqual(expect.any(String));
    const again = await googleAuth(t, await idToken({ sub: 'google-123', email: 'grace@gmail.com' }));
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('links an existing account with the same verified e-mail', async () => {
    const { user } = await signUp(t.app);
    const res = await googleAuth(t, await idToken({ email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, app_metadata: { provider: 'email' } });
  });

  it('refuses a wrong signature, audience, issuer, an expired or unverified-e-mail token', async () => {
    const bad = [
      await idToken({}, { key: otherKey }),
      await idToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
      await new SignJWT({ email: 'x@gmail.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://evil.example')
        .setAudience(CLIENT_ID)
        .setSubject('s')
        .setExpirationTime('1h')
        .sign(googleKey),
      await idToken({}, { expiresIn: '-1m' }),
      await idToken({ email_verified: false }),
      'not.a.token',
    ];
    for (const [i, token] of bad.entries()) {
      const res = await googleAuth(t, token);
      expect(res.statusCode, `bad token #${i}`).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.googleFailed);
    }
  });
});

describe('POST /google-auth without GOOGLE_CLIENT_ID', () => {
  let unconfigured: TestApp;
  beforeAll(async () => {
    unconfigured = await createTestApp();
  });
  afterAll(() => unconfigured.close());

  it('is not offered: no provider listed, and a sign-in answers 404 with a clear message', async () => {
    const providers = await unconfigured.app.inject({ method: 'GET', url: '/api/v1/auth-providers' });
    expect(providers.json().data).toEqual({ google: null });
    const res = await googleAuth(unconfigured, await idToken());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: AUTH_MESSAGES.googleNotConfigured });
  });
});
