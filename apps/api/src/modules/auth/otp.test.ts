import { AUTH_MESSAGES, SUCCESS, VALIDATION } from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, newIp, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { otpCodes } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

/** Moves every code of `identifier` back in time, as if `seconds` had passed. */
const age = (identifier: string, seconds: number) =>
  t.database.db.execute(
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where identifier = ${identifier}`,
  );

/** A wrong code: the right one with its last digit changed. */
const wrong = (code: string) => code.slice(0, 4) + ((Number(code[4]) + 1) % 10);

let n = 0;
const uniqueEmail = () => `otp-${++n}-${Date.now()}@example.com`;
const ZW = '263';
const zwPhone = () => `77${String(1000000 + Math.floor(Math.random() * 8999999)).slice(0, 7)}`;

describe('sign-up codes', () => {
  it('sends a 5-digit e-mail code through the outbox and never returns it', async () => {
    const email = uniqueEmail();
    const res = await post('/get-email-otp', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.codeSent,
      data: { channel: 'email', to: email, expires_in: 600, resend_in: 30 },
    });
    const code = await latestCode(t.app, email);
    expect(code).toMatch(/^\d{5}$/);
    expect(res.body).not.toContain(code);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, email));
    expect(row?.codeHash).not.toContain(code);
    expect(res.body).not.toContain(row?.codeHash);
  });

  it('verifies by e-mail, then register-user-details creates the account (multipart too)', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email });
    const verify = await post('/verify-otp-byemail', { email, otp: await latestCode(t.app, email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ message: SUCCESS.otpVerified, data: { verified: true, email, phone: null } });

    const form = new FormData();
    const fields = {
      fname: 'Tendai',
      lname: 'Moyo',
      email,
      phone: '',
      code: ZW,
      password: 'Str0ng!pass',
      dob: '2000-01-01',
      address: '12 Samora Machel Ave',
      city: 'Harare',
      state: 'Harare Province',
      zipCode: '00263',
      country: 'Zimbabwe',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const req = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register-user-details',
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      payload: Buffer.from(await req.arrayBuffer()),
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.success).toBe(true);
    expect(data.token).toEqual(expect.any(String));
    expect(data.refresh_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email,
      phone: null,
      role: 'guest',
      aud: 'authenticated',
      app_metadata: { provider: 'email' },
      user_metadata: { name: 'Tendai Moyo', picture: null },
      first_name: 'Tendai',
      address: '12 Samora Machel Ave',
      city: 'Harare',
      state: 'Harare Province',
      zip_code: '00263',
      country: 'Zimbabwe',
      email_verified: true,
      phone_verified: false,
    });
    expect(res.body).not.toContain('Str0ng!pass');
    expect(res.body).not.toMatch(/scrypt|password_hash|passwordHash/);

    // The verification was used up: the same e-mail cannot register twice, and is now taken.
    const again = await post('/get-email-otp', { email });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.email).toEqual([AUTH_MESSAGES.emailTaken]);
  });

  it('refuses register-user-details for an identifier that was not verified', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email }); // sent but never verified
    const res = await post('/register-user-details', {
      firstName: 'Alice',
      lastName: 'Smith',
      email,
      password: 'Str0ng!pass',
      address: 'a',
      city: 'b',
      state: 'c',
      zipCode: 'd',
      country: 'e',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.notVerified);
  });

  it('enforces the SPEC registration rules with their messages (address fields are optional, SPEC §3 does not send them)', async () => {
    const res = await post('/register-user-details', {
      firstName: 'Al',
      lastName: ' Bo ',
      email: 'nope',
      password: 'password',
      address: ' ',
      zipCode: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      fname: [VALIDATION.firstNameMin],
      lname: [VALIDATION.lastNameMin],
      email: [VALIDATION.emailInvalid],
      password: [VALIDATION.password],
    });
  });

  it('signs up by phone: code by SMS to the E.164 number, verify by phone, register', async () => {
    const phone = zwPhone();
    const e164 = `+263${phone}`;
    const sent = await post('/get-phone-otp', { phone: `0${phone}`, code: ZW });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'sms', to: e164 });
    const verify = await post('/verify-otp-byphone', { phone, code: ZW, otp: await latestCode(t.app, e164) });
    expect(verify.json().data).toEqual({ verified: true, email: null, phone: e164 });
    const email = uniqueEmail();
    const res = await post('/register-user-details', {
      firstName: 'Rudo',
      lastName: 'Ncube',
      email,
      phone,
      code: ZW,
      password: 'Str0ng!pass',
      address: '1 Road',
      city: 'Bulawayo',
      state: 'Bulawayo',
      zipCode: '0000',
      country: 'Zimbabwe',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({
      phone: e164,
      email,
      app_metadata: { provider: 'phone' },
      phone_verified: true,
      email_verified: false,
    });
  });

  it('validates phone, dialing code, e-mail and code fields with the SPEC messages', async () => {
    const cases: [string, object, Record<string, string[]>][] = [
      ['/get-phone-otp', {}, { phone: [VALIDATION.phoneRequired] }],
      ['/get-phone-otp', { phone: '1234', code: ZW }, { phone: [VALIDATION.phoneLength] }],
      ['/get-phone-otp', { phone: '12345678901234', code: ZW }, { phone: [VALIDATION.phoneLength] }],
      ['/get-phone-otp', { phone: '771234567' }, { code: [AUTH_MESSAGES.dialCodeRequired] }],
      ['/get-phone-otp', { phone: '000000000', code: ZW }, { phone: [AUTH_MESSAGES.phoneInvalid] }],
      ['/get-email-otp', {}, { email: [VALIDATION.emailRequired] }],
      ['/get-email-otp', { email: '' }, { email: [VALIDATION.emailRequired] }],
      ['/get-email-otp', { email: 'a@b' }, { email: [VALIDATION.emailInvalid] }],
      ['/verify-otp-byemail', { email: 'a@b.co', otp: '1234' }, { otp: [VALIDATION.otpIncomplete] }],
      ['/verify-otp-byemail', { email: 'a@b.co', otp: '123456' }, { otp: [VALIDATION.otpIncomplete] }],
      ['/verify-otp-byemail', { email: 'a@b.co' }, { otp: [VALIDATION.otpIncomplete] }],
    ];
    for (const [url, payload, details] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details });
    }
  });
});

describe('code limits', () => {
  it('refuses a resend within 30 s with 429 and Retry-After, allows it after', async () => {
    const email = uniqueEmail();
    expect((await post('/get-email-otp', { email })).statusCode).toBe(200);
    const first = await latestCode(t.app, email);
    const again = await post('/get-email-otp', { email });
    expect(again.statusCode).toBe(429);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(30);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpCooldown(retry) });
    await age(email, 31);
    expect((await post('/get-email-otp', { email })).statusCode).toBe(200);
    // Only the newest code works.
    const old = await post('/verify-otp-byemail', { email, otp: first });
    const second = await latestCode(t.app, email);
    if (second !== first) expect(old.statusCode).toBe(400);
    expect((await post('/verify-otp-byemail', { email, otp: second })).statusCode).toBe(200);
  });

  it('sends at most 5 codes per identifier per hour', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await post('/get-email-otp', { email })).statusCode).toBe(200);
      await age(email, 60);
    }
    const sixth = await post('/get-email-otp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.otpHourlyLimit);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await age(email, 3600);
    expect((await post('/get-email-otp', { email })).statusCode).toBe(200);
  });

  it('limits codes per client IP across identifiers', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post('/get-email-otp', { email: uniqueEmail() }, ip)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await post('/get-email-otp', { email: uniqueEmail() })).statusCode).toBe(200);
  });

  it('takes the per-IP limit from OTP_MAX_PER_IP_PER_HOUR', async () => {
    const other = await createTestApp({ OTP_MAX_PER_IP_PER_HOUR: '2' });
    try {
      const ip = newIp();
      const ask = () =>
        other.app.inject({
          method: 'POST',
          url: '/api/v1/get-email-otp',
          payload: { email: uniqueEmail() },
          remoteAddress: ip,
        });
      expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await other.close();
    }
  });

  it('burns a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email });
    const code = await latestCode(t.app, email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post('/verify-otp-byemail', { email, otp: wrong(code) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.otpWrong));
    expect(messages[4]).toBe(AUTH_MESSAGES.otpBurned);
    const right = await post('/verify-otp-byemail', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      message: AUTH_MESSAGES.otpBurned,
      details: { otp: [AUTH_MESSAGES.otpBurned] },
    });
  });

  it('accepts the right code on the 5th try', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email });
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 4; i++) await post('/verify-otp-byemail', { email, otp: wrong(code) });
    expect((await post('/verify-otp-byemail', { email, otp: code })).statusCode).toBe(200);
  });

  it('does not let parallel guesses exceed 5 tries', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email });
    const code = await latestCode(t.app, email);
    await Promise.all(Array.from({ length: 10 }, () => post('/verify-otp-byemail', { email, otp: wrong(code) })));
    expect((await post('/verify-otp-byemail', { email, otp: code })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, email));
    expect(row?.attempts).toBe(5);
  });

  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail();
    await post('/get-email-otp', { email });
    const code = await latestCode(t.app, email);
    await age(email, 601);
    const res = await post('/verify-otp-byemail', { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpExpired);
  });
});

describe('code login', () => {
  it('answers 404 with a clear message for an unknown account', async () => {
    const res = await post('/get-email-phone-otp', { phone: '', code: ZW, email: uniqueEmail() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: AUTH_MESSAGES.accountNotFound });
    const byPhone = await post('/get-email-phone-otp', { phone: zwPhone(), code: ZW, email: '' });
    expect(byPhone.statusCode).toBe(404);
  });

  it('logs in by e-mail code, single use', async () => {
    const { user } = await signUp(t.app);
    const sent = await post('/get-email-phone-otp', { email: user.email, phone: '', code: ZW });
    expect(sent.statusCode).toBe(200);
    const otp = await latestCode(t.app, user.email);
    const res = await post('/login-with-otp', { email: user.email, phone: '', code: ZW, otp });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: SUCCESS.signedIn, data: { user: { id: user.id } } });
    expect(res.json().data.token).toEqual(expect.any(String));
    expect(res.body).not.toContain(`"${otp}"`);
    const replay = await post('/login-with-otp', { email: user.email, otp });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('logs in an existing user by phone code', async () => {
    const phone = zwPhone();
    await post('/get-phone-otp', { phone, code: ZW });
    await post('/verify-otp-byphone', { phone, code: ZW, otp: await latestCode(t.app, `+263${phone}`) });
    await post('/register-user-details', {
      firstName: 'Farai',
      lastName: 'Dube',
      email: uniqueEmail(),
      phone,
      code: ZW,
      password: 'Str0ng!pass',
      address: '1',
      city: '2',
      state: '3',
      zipCode: '4',
      country: '5',
    });
    expect((await post('/get-email-phone-otp', { phone, code: ZW, email: '' })).statusCode).toBe(200);
    const otp = await latestCode(t.app, `+263${phone}`);
    const wrongTry = await post('/login-with-otp', { phone, code: ZW, otp: wrong(otp) });
    expect(wrongTry.json().message).toBe(AUTH_MESSAGES.otpWrong);
    const res = await post('/login-with-otp', { phone, code: ZW, email: '', otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ phone: `+263${phone}`, first_name: 'Farai' });
  });

  it('does not accept a sign-up code for login or the other way round', async () => {
    const { user } = await signUp(t.app);
    await post('/get-email-phone-otp', { email: user.email });
    const otp = await latestCode(t.app, user.email);
    expect((await post('/verify-otp-byemail', { email: user.email, otp })).statusCode).toBe(400);
    expect((await post('/login-with-otp', { email: user.email, otp })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes with their request fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of ['/get-email-phone-otp', '/login-with-otp', '/register-user-details', '/refresh-token']) {
      expect(doc.paths[`/api/v1${path}`]?.post, path).toBeDefined();
    }
    const body = doc.paths['/api/v1/login-with-otp'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['phone', 'code', 'email', 'otp']));
  });
});
