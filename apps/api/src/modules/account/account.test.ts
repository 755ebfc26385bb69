import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { bookings, listings, users } from '../../db/schema';
import { notify } from '../notifications/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://roamstead.test' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const lastCode = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data[0]?.code;

describe('account', () => {
  it('needs a signed-in user on every route', async () => {
    const routes: Array<[Method, string]> = [
      ['GET', '/account/sessions'],
      ['DELETE', '/account/sessions/1'],
      ['DELETE', '/account/sessions'],
      ['POST', '/account/phone/code'],
      ['POST', '/account/email/code'],
      ['POST', '/account/email/verify'],
      ['GET', '/account/preferences'],
      ['PUT', '/account/preferences'],
      ['GET', '/account/notification-settings'],
      ['GET', '/account/taxes'],
      ['GET', '/account/referrals'],
      ['GET', '/account/travel-work'],
      ['GET', '/account/export'],
      ['DELETE', '/account'],
      ['PUT', '/account/password'],
      ['GET', '/account/listings'],
    ];
    for (const [method, url] of routes) expect((await call(method, url)).statusCode, url).toBe(401);
  });

  it('lists the live sessions, revokes one (its token stops working) and all others', async () => {
    const me = await signedInUser(t, { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0' });
    const phone = await newSession(t, me.user.id, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1');
    const tablet = await newSession(t, me.user.id, 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0');
    const other = await signedInUser(t);

    const list = (await call('GET', '/account/sessions', me.headers)).json().data;
    expect(list.map((s: { device: string }) => s.device)).toEqual([
      'Chrome on Android',
      'Safari on iOS',
      'Firefox on Windows',
    ]);
    expect(list.find((s: { current: boolean }) => s.current).id).toBe(String(me.sessionId));

    expect((await call('DELETE', `/account/sessions/${other.sessionId}`, me.headers)).statusCode).toBe(404);
    expect((await call('GET', '/account/sessions', other.headers)).statusCode).toBe(200);

    expect((await call('DELETE', `/account/sessions/${phone.sessionId}`, me.headers)).statusCode).toBe(200);
    expect((await call('GET', '/account/sessions', phone.headers)).statusCode).toBe(401);

    const all = await call('DELETE', '/account/sessions', me.headers);
    expect(all.json().data).toEqual({ revoked: 1 });
    expect((await call('GET', '/account/sessions', tablet.headers)).statusCode).toBe(401);
    expect((await call('GET', '/account/sessions', me.headers)).json().data).toHaveLength(1);
  });

  it('sets and changes the password, needing the current one, and signs out other sessions', async () => {
    const me = await signedInUser(t);
    const laptop = await newSession(t, me.user.id);
    expect((await call('GET', '/account/password', me.headers)).json().data).toEqual({ has_password: false });
    const weak = await call('PUT', '/account/password', me.headers, { new_password: 'short' });
    expect(weak.json().details.new_password).toBeDefined();
    expect((await call('PUT', '/account/password', me.headers, { new_password: 'Str0ng!pass' })).json().data).toEqual({
      revoked: 1,
    });
    expect((await call('GET', '/account/sessions', laptop.headers)).statusCode).toBe(401);
    const wrong = await call('PUT', '/account/password', me.headers, {
      current_password: 'nope',
      new_password: 'Another!1pass',
    });
    expect(wrong.json().details.current_password).toEqual(['Your current password is not correct.']);
    const right = await call('PUT', '/account/password', me.headers, {
      current_password: 'Str0ng!pass',
      new_password: 'Another!1pass',
    });
    expect(right.statusCode).toBe(200);
  });

  it('changes the phone number only with the code sent to it', async () => {
    const me = await signedInUser(t);
    const bad = await call('POST', '/account/phone/code', me.headers, { phone: '12', code: '263' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.phone).toBeDefined();

    const sent = await call('POST', '/account/phone/code', me.headers, { phone: '771234567', code: '263' });
    expect(sent.json().data).toEqual({ to: '+263771234567', resend_in: 30 });
    expect(
      (await call('POST', '/account/phone/code', me.headers, { phone: '771234567', code: '263' })).statusCode,
    ).toBe(429);
    const code = await lastCode('+263771234567');
    const wrong = code === '00000' ? '11111' : '00000';
    const refused = await call('POST', '/account/phone/verify', me.headers, {
      phone: '771234567',
      code: '263',
      otp: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.otp).toEqual(['That code is not correct. Please try again.']);

    const ok = await call('POST', '/account/phone/verify', me.headers, { phone: '771234567', code: '263', otp: code });
    expect(ok.json().data).toEqual({ phone: '+263771234567', verified: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.phone).toBe('+263771234567');
    expect(row?.phoneVerifiedAt).not.toBeNull();
    expect(
      (await call('POST', '/account/phone/verify', me.headers, { phone: '771234567', code: '263', otp: code }))
        .statusCode,
    ).toBe(400);

    const someoneElse = await signedInUser(t);
    const taken = await call('POST', '/account/phone/code', someoneElse.headers, {
      phone: '+263771234567',
      code: '263',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes the sign-in e-mail only with the code sent to the new address', async () => {
    const me = await signedInUser(t);
    const someoneElse = await signedInUser(t);
    const taken = await call('POST', '/account/email/code', me.headers, {
      email: someoneElse.user.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.email).toEqual(['This email belongs to another account.']);
    const same = await call('POST', '/account/email/code', me.headers, { email: me.user.email });
    expect(same.statusCode).toBe(400);
    expect((await call('POST', '/account/email/code', me.headers, { email: 'not-an-email' })).statusCode).toBe(400);

    const address = `moved-${me.user.id}@example.com`;
    const sent = await call('POST', '/account/email/code', me.headers, { email: ` ${address.toUpperCase()} ` });
    expect(sent.json().data).toEqual({ to: address, resend_in: 30 });
    const code = await lastCode(address);
    const wrong = code === '00000' ? '11111' : '00000';
    const refused = await call('POST', '/account/email/verify', me.headers, { email: address, otp: wrong });
    expect(refused.statusCode).toBe(400);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(before?.email).toBe(me.user.email);

    const ok = await call('POST', '/account/email/verify', me.headers, { email: address, otp: code });
    expect(ok.json()).toMatchObject({
      message: 'Your email has been changed and verified.',
      data: { email: address, verified: true },
    });
    const user = (await call('GET', '/user', me.headers)).json().data;
    expect(user).toMatchObject({ email: address, email_verified: true });
    expect((await call('POST', '/account/email/verify', me.headers, { email: address, otp: code })).statusCode).toBe(
      400,
    );
  });

  it('verifies a work e-mail by code', async () => {
    const me = await signedInUser(t);
    expect((await call('GET', '/account/travel-work', me.headers)).json().data).toEqual({
      work_email: null,
      verified: false,
    });
    const bad = await call('POST', '/account/travel-work/code', me.headers, { email: 'nope' });
    expect(bad.json().details.email).toEqual(['Please enter a valid email address.']);
    await call('POST', '/account/travel-work/code', me.headers, { email: 'Me@Work.test' });
    expect((await call('GET', '/account/travel-work', me.headers)).json().data).toEqual({
      work_email: 'me@work.test',
      verified: false,
    });
    const otp = await lastCode('me@work.test');
    const done = await call('POST', '/account/travel-work/verify', me.headers, { email: 'me@work.test', otp });
    expect(done.json().data).toEqual({ work_email: 'me@work.test', verified: true });
  });

  it('stores preferences and validates them', async () => {
    const me = await signedInUser(t);
    expect((await call('GET', '/account/preferences', me.headers)).json().data).toEqual({
      currency: 'USD',
      language: 'en',
      time_zone: 'UTC',
    });
    const bad = await call('PUT', '/account/preferences', me.headers, {
      currency: 'XXX',
      language: 'fr',
      time_zone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.time_zone).toEqual(['Please choose a valid time zone.']);
    const unknown = await call('PUT', '/account/preferences', me.headers, {
      currency: 'XXX',
      language: 'fr',
      time_zone: 'Europe/Paris',
    });
    expect(unknown.json().details.currency).toBeDefined();
    const saved = await call('PUT', '/account/preferences', me.headers, {
      currency: 'eur',
      language: 'fr',
      time_zone: 'Europe/Paris',
    });
    expect(saved.json().data).toEqual({ currency: 'EUR', language: 'fr', time_zone: 'Europe/Paris' });
    expect((await call('GET', '/account/preferences', me.headers)).json().data.time_zone).toBe('Europe/Paris');
  });

  it('stores notification channels per topic', async () => {
    const me = await signedInUser(t);
    const defaults = (await call('GET', '/account/notification-settings', me.headers)).json().data;
    expect(defaults.messages).toEqual({ in_app: true, email: true, sms: false });
    expect(defaults.account).toEqual({ in_app: true, email: false, sms: false });
    const bad = await call('PUT', '/account/notification-settings', me.headers, { messages: { in_app: 'yes' } });
    expect(bad.statusCode).toBe(400);
    const next = { ...defaults, reviews: { in_app: false, email: false, sms: true } };
    expect((await call('PUT', '/account/notification-settings', me.headers, next)).statusCode).toBe(200);
    expect((await call('GET', '/account/notification-settings', me.headers)).json().data.reviews).toEqual(next.reviews);
  });

  it('validates and stores taxpayer details, answering the number masked', async () => {
    const me = await signedInUser(t);
    expect((await call('GET', '/account/taxes', me.headers)).json().data).toBeNull();
    const bad = await call('PUT', '/account/taxes', me.headers, {
      legal_name: 'A',
      tax_id_type: 'x',
      tax_id: '1',
      country: 'USA',
      address: '',
    });
    expect(Object.keys(bad.json().details).sort()).toEqual([
      'address',
      'country',
      'legal_name',
      'tax_id',
      'tax_id_type',
    ]);
    const body = {
      legal_name: 'Ann Host',
      tax_id_type: 'ein',
      tax_id: '12-3456789',
      country: 'us',
      address: '1 Main Street, Springfield',
    };
    const saved = (await call('PUT', '/account/taxes', me.headers, body)).json().data;
    expect(saved).toMatchObject({ legal_name: 'Ann Host', country: 'US', tax_id: '••••••6789' });
    expect((await call('GET', '/account/taxes', me.headers)).json().data.tax_id).toBe('••••••6789');
  });

  it('gives a referral link and counts the sign-ups that used it', async () => {
    const me = await signedInUser(t);
    const mine = (await call('GET', '/account/referrals', me.headers)).json().data;
    expect(mine.link).toBe(`https://roamstead.test/r/${mine.code}`);
    expect(mine.signups).toBe(0);
    expect((await call('POST', '/account/referrals/claim', me.headers, { code: mine.code })).statusCode).toBe(409);
    const friend = await signedInUser(t);
    expect((await call('POST', '/account/referrals/claim', friend.headers, { code: 'nope' })).statusCode).toBe(404);
    expect((await call('POST', '/account/referrals/claim', friend.headers, { code: mine.code })).statusCode).toBe(200);
    expect((await call('POST', '/account/referrals/claim', friend.headers, { code: mine.code })).statusCode).toBe(409);
    expect((await call('GET', '/account/referrals', me.headers)).json().data.signups).toBe(1);
  });

  it("lists the host's own listings with what they still miss", async () => {
    const host = await signedInUser(t, { role: 'host' });
    const other = await signedInUser(t, { role: 'host' });
    await t.database.db.insert(listings).values({ hostId: host.user.id, title: 'Cabin', nightlyPrice: 9000 });
    await t.database.db.insert(listings).values({ hostId: other.user.id, title: 'Not mine' });
    const mine = (await call('GET', '/account/listings', host.headers)).json().data;
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        title: 'Cabin',
        status: 'draft',
        review_count: 0,
        rating: null,
        issues: ['short_description', 'no_photos', 'not_published'],
      },
    ]);
  });

  it('refuses to delete an account while a stay is requested or confirmed, as guest or host', async () => {
    const db = t.database.db;
    const guest = await signedInUser(t);
    const host = await signedInUser(t, { role: 'host' });
    const listing = await insertListing(db, { hostId: host.user.id, status: 'published', title: 'Open stay' });
    const [booking] = await db
      .insert(bookings)
      .values({
        listingId: listing.id,
        guestId: guest.user.id,
        hostId: host.user.id,
        state: 'pending',
        checkin: '2030-01-10',
        checkout: '2030-01-12',
        guests: 1,
        startsAt: new Date('2030-01-10T15:00:00Z'),
        quote: {},
        totalAmount: 20000,
        currency: 'USD',
        hostGross: 18000,
        hostCurrency: 'USD',
        cancellationPolicy: 'moderate',
      })
      .returning();
    for (const who of [guest, host]) {
      const refused = await call('DELETE', '/account', who.headers, { confirmation: 'DELETE' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^You have bookings that are requested or confirmed/);
    }
    await db
      .update(bookings)
      .set({ state: 'accepted' })
      .where(eq(bookings.id, booking?.id ?? 0));
    expect((await call('DELETE', '/account', guest.headers, { confirmation: 'DELETE' })).statusCode).toBe(409);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, guest.user.id))).toHaveLength(1);
  });

  it("exports the caller's data without secrets, then deletes the account after confirmation", async () => {
    const me = await signedInUser(t);
    await notify(t.database.db, me.user.id, { kind: 'welcome', title: 'Hello export', body: 'b' });
    const exported = await call('GET', '/account/export', me.headers);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json().data;
    expect(data.user.email).toBe(me.user.email);
    expect(data.user.passwordHash).toBeUndefined();
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Hello export']);
    expect(data.sessions).toHaveLength(1);

    const unconfirmed = await call('DELETE', '/account', me.headers, { confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details.confirmation).toEqual(['Type DELETE to confirm.']);
    expect((await call('DELETE', '/account', me.headers, { confirmation: 'DELETE' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(0);
    expect((await call('GET', '/account/sessions', me.headers)).statusCode).toBe(401);
  });
});
