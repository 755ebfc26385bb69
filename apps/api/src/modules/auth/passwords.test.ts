import { AUTH_LIMITS, AUTH_MESSAGES, SUCCESS, VALIDATION } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestCode, newIp, signUp, TEST_PASSWORD } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://roamstead.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });

let n = 0;
const uniqueEmail = () => `pw-${++n}-${Date.now()}@example.com`;

describe('password hashing', () => {
  it('uses scrypt with a per-user salt and verifies only the right password', async () => {
    const a = await hashPassword('Sunny-Days-42');
    const b = await hashPassword('Sunny-Days-42');
    expect(a).toMatch(/^scrypt\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sunny-Days-42', a)).toBe(true);
    expect(await verifyPassword('Sunny-Days-43', a)).toBe(false);
    expect(await verifyPassword('Sunny-Days-42', null)).toBe(false);
  });
});

describe('POST /register and /login', () => {
  it('registers a password account with the fixed dob and signs in by e-mail or phone', async () => {
    const email = uniqueEmail();
    const reg = await post('/register', {
      fname: 'Nomsa',
      lname: 'Khumalo',
      email,
      phone: '+263772345678',
      password: 'Correct-Horse-9',
      dob: '2000-01-01',
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({
      message: SUCCESS.accountCreated,
      data: { user: { email, phone: '+263772345678', email_verified: false } },
    });
    expect(reg.body).not.toContain('Correct-Horse-9');
    const byEmail = await post('/login', { email: email.toUpperCase(), password: 'Correct-Horse-9' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ message: SUCCESS.signedIn, data: { user: { email } } });
    expect((await me(byEmail.json().data.token)).statusCode).toBe(200);
    const byPhone = await post('/login', { phone: '772345678', code: '263', password: 'Correct-Horse-9' });
    expect(byPhone.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(byEmail.body).not.toContain(stored?.passwordHash);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const { user } = await signUp(t.app);
    const wrong = await post('/login', { email: user.email, password: 'Wrong-Pass-1' });
    const unknown = await post('/login', { email: uniqueEmail(), password: 'Wrong-Pass-1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('limits failed logins per client IP with 429 + Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH_LIMITS.loginMaxFailuresPerIp; i++) {
      expect((await post('/login', { email: uniqueEmail(), password: `Nope-${i}-x` }, ip)).statusCode).toBe(400);
    }
    const { user } = await signUp(t.app);
    const blocked = await post('/login', { email: user.email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits failed logins per account across IPs', async () => {
    const { user } = await signUp(t.app);
    for (let i = 0; i < AUTH_LIMITS.loginMaxFailuresPerAccount; i++) {
      expect((await post('/login', { email: user.email, password: `Nope-${i}-x` })).statusCode).toBe(400);
    }
    expect((await post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    // Code login still works for the owner.
    await post('/get-email-phone-otp', { email: user.email });
    const otp = await latestCode(t.app, user.email);
    expect((await post('/login-with-otp', { email: user.email, otp })).statusCode).toBe(200);
  });

  it('enforces the SPEC rules on /register: names, e-mail, 4-of-5 password', async () => {
    const res = await post('/register', { fname: 'Jo', lname: '', email: 'x@y', password: 'abcdefgh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      fname: [VALIDATION.firstNameMin],
      lname: [VALIDATION.lastNameMin],
      email: [VALIDATION.emailInvalid],
      password: [VALIDATION.password],
    });
    // 4 of 5 rules are enough: no special character here.
    const ok = await post('/register', { fname: 'Joe', lname: 'Doe', email: uniqueEmail(), password: 'Abcdefg1' });
    expect(ok.statusCode).toBe(201);
    const taken = await post('/register', {
      fname: 'Joe',
      lname: 'Doe',
      email: ok.json().data.user.email,
      password: 'Abcdefg1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.email).toEqual([AUTH_MESSAGES.emailTaken]);
  });
});

describe('password reset', () => {
  const linkOf = async (to: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
    const body: string = res.json().data[0]?.body ?? '';
    const match = body.match(/https:\/\/roamstead\.example\/reset-password\?token=([\w-]+)/);
    return match?.[1];
  };

  it('e-mails a single-use link, sets the new password and revokes every session', async () => {
    const { user, token, refresh_token } = await signUp(t.app);
    const res = await post('/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent, data: null });
    const resetToken = await linkOf(user.email);
    expect(resetToken).toBeDefined();
    expect(res.body).not.toContain(resetToken);

    const weak = await post('/reset-password', { token: resetToken, password: 'short' });
    expect(weak.json().details.password).toEqual([VALIDATION.password]);
    const done = await post('/reset-password', { token: resetToken, password: 'New-Password-7' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_MESSAGES.passwordReset);
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: { refreshToken: refresh_token } }))
        .statusCode,
    ).toBe(401);
    expect((await post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await post('/login', { email: user.email, password: 'New-Password-7' })).statusCode).toBe(200);

    const replay = await post('/reset-password', { token: resetToken, password: 'Another-Pass-8' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('answers the same for an unknown e-mail, sending nothing', async () => {
    const email = uniqueEmail();
    const res = await post('/forgot-password', { email });
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent, data: null });
    expect(await linkOf(email)).toBeUndefined();
  });

  it('refuses an expired or made-up token', async () => {
    const { user } = await signUp(t.app);
    await post('/forgot-password', { email: user.email });
    const resetToken = await linkOf(user.email);
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('/reset-password', { token: resetToken, password: 'New-Password-7' })).statusCode).toBe(400);
    expect((await post('/reset-password', { token: 'made-up', password: 'New-Password-7' })).statusCode).toBe(400);
  });

  it('limits reset e-mails per address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < AUTH_LIMITS.resetMaxPerEmailPerHour; i++) {
      expect((await post('/forgot-password', { email })).statusCode).toBe(200);
    }
    expect((await post('/forgot-password', { email })).statusCode).toBe(429);
  });
});
