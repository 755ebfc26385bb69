import {
  type AdminDashboard,
  AUTH_MESSAGES,
  type AuthResult,
  type DashboardDay,
  mayUse,
  OPERATOR_MESSAGES,
  OPERATOR_ROLES,
  type OperatorArea,
  type OperatorRole,
} from '@roamstead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, newIp, signUp, TEST_PASSWORD } from '../../../test/auth';
import { bookingRequest, confirmedBooking } from '../../../test/bookings';
import { routesOf } from '../../../test/fuzz/routes';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing, insertReview } from '../../../test/listings';
import { auditLog, contactMessages, reviews, userReports, users } from '../../db/schema';
import { bookingBody, day, newKey } from '../bookings/fixtures';
import { contentAdminRoutes } from './content-admin.fixtures';

let t: TestApp;
let admin: AuthResult;
const operators = {} as Record<OperatorRole, AuthResult>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: 'Ada' });
  await makeOperator(t.app, admin.user.id, 'admin');
  for (const role of OPERATOR_ROLES) {
    operators[role] = await signUp(t.app, { firstName: role });
    await makeOperator(t.app, operators[role].user.id, role);
  }
});
afterAll(async () => t?.close());

const call = (method: string, url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: url.startsWith('/api') ? url : `/api/v1${url}`,
    remoteAddress: '203.0.113.9',
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

/** A record of the moderation routes' kind, made for one call (the target user owns it). */
const moderated = {
  listing: async (hostId: number, status: 'pending_review' | 'published') =>
    (await insertListing(t.database.db, { hostId, status, title: 'Moderated home', nightlyPrice: 5_000 })).id,
  review: async (authorId: number, hidden: boolean) => {
    const { id: listing } = await insertListing(t.database.db, { hostId: authorId, nightlyPrice: 5_000 });
    const stars = { rating: 4, cleanliness: 4, accuracy: 4, checkIn: 4, communication: 4, location: 4, value: 4 };
    const review = await insertReview(t.database.db, listing, authorId, stars, '2026-05-01');
    if (hidden) await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, review.id));
    return review.id;
  },
  report: async (reporterId: number) => {
    const [row] = await t.database.db
      .insert(userReports)
      .values({ reporterId, reportedId: reporterId, subjectType: 'user', reason: 'spam' })
      .returning();
    return row?.id ?? 0;
  },
};

/**
 * Every /admin route, the console area it belongs to, and a valid call for its write routes.
 */
const ADMIN_ROUTES: Record<
  string,
  {
    area: OperatorArea;
    body?: (target: number) => Promise<object>;
    /** Makes the record of the path's {id} (the target user's id when absent). */
    subject?: (target: number) => Promise<number>;
    /** The address to call when the path names something other than a user. */
    url?: () => Promise<string>;
    /** A write method that changes nothing (so leaves no audit entry). */
    readOnly?: true;
  }
> = {
  'GET /api/v1/admin/me': { area: 'dashboard' },
  'GET /api/v1/admin/dashboard': { area: 'dashboard' },
  'GET /api/v1/admin/operators': { area: 'operators' },
  'POST /api/v1/admin/operators': {
    area: 'operators',
    body: async () => ({ email: (await signUp(t.app)).user.email, role: 'support', reason: 'New hire' }),
  },
  'POST /api/v1/admin/operators/{id}/revoke': { area: 'operators', body: async () => ({ role: 'support' }) },
  'GET /api/v1/admin/audit': { area: 'audit' },
  'GET /api/v1/admin/users': { area: 'users' },
  'GET /api/v1/admin/users/{id}': { area: 'users' },
  'POST /api/v1/admin/users/{id}/suspend': { area: 'users', body: async () => ({ reason: 'Fake listings' }) },
  'POST /api/v1/admin/users/{id}/reinstate': {
    area: 'users',
    body: async (target) => {
      const res = await call('POST', `/admin/users/${target}/suspend`, admin, { reason: 'Checking' });
      expect(res.statusCode, res.body).toBe(200);
      return { reason: 'Cleared' };
    },
  },
  ...contentAdminRoutes(() => ({ call, admin })),
  'GET /api/v1/admin/settings': { area: 'settings' },
  'PUT /api/v1/admin/settings': {
    area: 'settings',
    body: async () => ({ listings_need_approval: false, reason: 'Checking' }),
  },
  'GET /api/v1/admin/listings': { area: 'listings' },
  'POST /api/v1/admin/listings/{id}/approve': {
    area: 'listings',
    subject: (target) => moderated.listing(target, 'pending_review'),
    body: async () => ({}),
  },
  'POST /api/v1/admin/listings/{id}/reject': {
    area: 'listings',
    subject: (target) => moderated.listing(target, 'pending_review'),
    body: async () => ({ reason: 'Photos missing' }),
  },
  'POST /api/v1/admin/listings/{id}/unpublish': {
    area: 'listings',
    subject: (target) => moderated.listing(target, 'published'),
    body: async () => ({ reason: 'Reported scam' }),
  },
  'GET /api/v1/admin/reviews': { area: 'reviews' },
  'POST /api/v1/admin/reviews/{id}/hide': {
    area: 'reviews',
    subject: (target) => moderated.review(target, false),
    body: async () => ({ reason: 'Offensive words' }),
  },
  'POST /api/v1/admin/reviews/{id}/restore': {
    area: 'reviews',
    subject: (target) => moderated.review(target, true),
    body: async () => ({ reason: 'Appeal accepted' }),
  },
  'GET /api/v1/admin/reports': { area: 'reports' },
  'GET /api/v1/admin/reports/{id}': { area: 'reports' },
  'POST /api/v1/admin/reports/{id}': {
    area: 'reports',
    subject: moderated.report,
    body: async () => ({ status: 'resolved', resolution: 'Handled' }),
  },
  'POST /api/v1/admin/users/{id}/verify-identity': { area: 'users', body: async () => ({ reason: 'Passport seen' }) },
  'POST /api/v1/admin/users/{id}/revoke-identity': {
    area: 'users',
    body: async (target) => {
      const res = await call('POST', `/admin/users/${target}/verify-identity`, admin, { reason: 'Passport seen' });
      expect(res.statusCode, res.body).toBe(200);
      return { reason: 'Passport reported stolen' };
    },
  },
  'GET /api/v1/admin/bookings': { area: 'bookings' },
  'GET /api/v1/admin/bookings/{id}': { area: 'bookings' },
  'POST /api/v1/admin/bookings/{id}/cancel': {
    area: 'bookings',
    subject: async () => (await confirmedBooking(t)).booking.id,
    body: async () => ({ refund_amount: 1000, reason: 'Flooded flat' }),
  },
  'POST /api/v1/admin/bookings/{id}/decline': {
    area: 'bookings',
    subject: async () => (await bookingRequest(t)).booking.id,
    body: async () => ({ reason: 'Host unreachable' }),
  },
  'GET /api/v1/admin/payouts': { area: 'payouts' },
  'GET /api/v1/admin/payouts/export.csv': { area: 'payouts' },
  'GET /api/v1/admin/payments/failed': { area: 'payouts' },
  'GET /api/v1/admin/inbox/messages': { area: 'inbox' },
  'POST /api/v1/admin/inbox/messages/{id}/handled': {
    area: 'inbox',
    subject: contactMessage,
    body: async () => ({ reason: 'Answered by phone' }),
  },
  'POST /api/v1/admin/inbox/messages/{id}/reopen': {
    area: 'inbox',
    subject: async () => {
      const id = await contactMessage();
      const res = await call('POST', `/admin/inbox/messages/${id}/handled`, admin, {});
      expect(res.statusCode, res.body).toBe(200);
      return id;
    },
    body: async () => ({ reason: 'Wrote again' }),
  },
  'POST /api/v1/admin/inbox/messages/{id}/reply': {
    area: 'inbox',
    subject: contactMessage,
    body: async () => ({ body: 'Thanks, we fixed it.' }),
  },
  'GET /api/v1/admin/inbox/subscribers': { area: 'inbox' },
  'GET /api/v1/admin/inbox/subscribers/export.csv': { area: 'inbox' },
};
async function contactMessage() {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Vi', email: 'vi@example.com', topic: 'Help', message: 'Hi' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('message not inserted');
  return row.id;
}
const adminRoutes = () => routesOf(t.app).filter((r) => r.path.startsWith('/api/v1/admin'));
const urlOf = (path: string, id: number) => path.replace('{id}', String(id));

describe('admin: authorization matrix', () => {
  it('lists every /admin route of the OpenAPI document', () => {
    expect(
      adminRoutes()
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(Object.keys(ADMIN_ROUTES).sort());
  });

  it('answers 401 signed out and 403 to guests, hosts and operators without the role', async () => {
    const guest = await signUp(t.app);
    const host = await signUp(t.app, { role: 'host' });
    for (const route of adminRoutes()) {
      const name = `${route.method} ${route.path}`;
      const { area } = ADMIN_ROUTES[name] ?? { area: 'operators' };
      const url = urlOf(route.path, guest.user.id);
      expect((await call(route.method, url)).statusCode, `${name} anonymous`).toBe(401);
      for (const who of [guest, host]) {
        const res = await call(route.method, url, who, {});
        expect(res.statusCode, `${name} as ${who.user.role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: OPERATOR_MESSAGES.noRole });
      }
      for (const role of OPERATOR_ROLES) {
        const status = (await call(route.method, url, operators[role], {})).statusCode;
        if (mayUse([role], area)) expect(status, `${name} as ${role}`).not.toBeOneOf([401, 403]);
        else expect(status, `${name} as ${role}`).toBe(403);
      }
    }
  });
});

describe('admin: operator roles', () => {
  it('grants and revokes roles, audited with before, after, reason and address', async () => {
    const person = await signUp(t.app, { firstName: 'Sam', lastName: 'Support' });
    const granted = await call('POST', '/admin/operators', admin, {
      email: person.user.email.toUpperCase(),
      role: 'support',
      reason: 'Joined the support team',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toMatchObject({ user_id: person.user.id, name: 'Sam Support', roles: ['support'] });
    // The new role works at once, on the token the person already has.
    expect((await call('GET', '/admin/me', person)).json().data.roles).toEqual(['support']);
    expect((await call('GET', '/admin/operators', admin)).json().data).toContainEqual(
      expect.objectContaining({ user_id: person.user.id, roles: ['support'] }),
    );

    const again = await call('POST', '/admin/operators', admin, { email: person.user.email, role: 'support' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.alreadyGranted);

    const revoked = await call('POST', `/admin/operators/${person.user.id}/revoke`, admin, { role: 'support' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.roles).toEqual([]);
    expect((await call('GET', '/admin/me', person)).statusCode).toBe(403);
    expect(
      (await call('POST', `/admin/operators/${person.user.id}/revoke`, admin, { role: 'support' })).statusCode,
    ).toBe(409);

    const trail = (
      await call('GET', `/admin/audit?subject_type=user&subject_id=${person.user.id}`, operators.support)
    ).json().data.entries;
    expect(trail).toMatchObject([
      { action: 'role.revoke', before: { roles: ['support'] }, after: { roles: [] } },
      {
        action: 'role.grant',
        actor_id: admin.user.id,
        actor_email: admin.user.email,
        actor_roles: ['admin'],
        before: { roles: [] },
        after: { roles: ['support'] },
        reason: 'Joined the support team',
        ip: '203.0.113.9',
      },
    ]);
  });

  it('refuses bad input with field details, an unknown address with a 404 and removing your own admin role', async () => {
    const bad = await call('POST', '/admin/operators', admin, { email: 'nope', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['email', 'role']);
    const unknown = await call('POST', '/admin/operators', admin, { email: 'nobody@example.com', role: 'content' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(OPERATOR_MESSAGES.unknownUser);
    const self = await call('POST', `/admin/operators/${admin.user.id}/revoke`, admin, { role: 'admin' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(OPERATOR_MESSAGES.lastAdmin);
    expect((await call('GET', '/admin/audit?before=0', admin)).statusCode).toBe(400);
  });
});

describe('admin: audit log', () => {
  it('every /admin write route leaves an audit entry', async () => {
    const writes = adminRoutes().filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const name = `${route.method} ${route.path}`;
      const { body, subject } = ADMIN_ROUTES[name] ?? {};
      expect(body, `${name} has no valid call in ADMIN_ROUTES`).toBeDefined();
      if (!body) continue;
      const target = await signUp(t.app);
      await makeOperator(t.app, target.user.id, 'support');
      const payload = await body(target.user.id);
      const id = subject ? await subject(target.user.id) : target.user.id;
      const url = (await ADMIN_ROUTES[name]?.url?.()) ?? urlOf(route.path, id);
      const [newest] = await t.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1);
      const last = newest?.id ?? 0;
      const res = await call(route.method, url, admin, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      if (ADMIN_ROUTES[name]?.readOnly) continue;
      const entries = await t.database.db.select().from(auditLog).where(sql`${auditLog.id} > ${last}`);
      expect(entries, `${name} left no audit entry`).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: admin.user.id });
    }
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await call('POST', '/categories/add', operators.content, { name: 'Yurts' });
    const [entry] = (await call('GET', '/admin/audit?action=category.add', admin)).json().data.entries;
    expect(entry).toMatchObject({ subject_type: 'category', actor_roles: ['content'], after: { name: 'Yurts' } });
    const db = t.database.db;
    await expect(db.execute(sql`update audit_log set reason = 'x' where id = ${entry.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${entry.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  it('searches by actor and pages newest first', async () => {
    const found = (await call('GET', `/admin/audit?actor=${encodeURIComponent(admin.user.email)}`, admin)).json().data;
    expect(found.entries.length).toBeGreaterThan(0);
    expect(found.entries.every((e: { actor_id: number }) => e.actor_id === admin.user.id)).toBe(true);
    const ids = found.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('admin: dashboard', () => {
  it('counts the last 30 days by day in the chosen currency, and what waits', async () => {
    // Earlier tests booked today too: the answer before this test is the baseline.
    const baseline = (await call('GET', '/admin/dashboard?currency=gbp', operators.finance)).json().data;
    const host = await signUp(t.app, { role: 'host' });
    const guest = await signUp(t.app);
    const { id: listing } = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Harbour flat',
      nightlyPrice: 10_000,
      cleaningFee: 0,
      currency: 'USD',
      maxGuests: 2,
      minNights: 1,
      maxNights: 14,
      address: '1 Quay, Lisbon',
      instantBook: true,
    });
    const stay = { listing_id: listing, checkin: day(10), checkout: day(12) };
    const quote = await call('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(stay, quote.json().data.total),
      remoteAddress: newIp(),
      headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await t.database.db
      .insert(contactMessages)
      .values({ name: 'Vi', email: 'vi@example.com', topic: 'x', message: 'Hi' });

    const res = await call('GET', '/admin/dashboard?currency=eur', operators.finance);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.currency).toBe('EUR');
    expect(data.days).toHaveLength(30);
    const today = data.days.at(-1);
    expect(today.day).toBe(day(0));
    const before = baseline.days.at(-1);
    expect(today).toMatchObject({
      requested: before.requested + 1,
      confirmed: before.confirmed + 1,
      new_listings: before.new_listings + 1,
    });
    expect(today.new_hosts).toBeGreaterThanOrEqual(1);
    expect(today.new_guests).toBeGreaterThanOrEqual(OPERATOR_ROLES.length + 2);
    // Each stay today is 2 nights at 100 USD plus fees; in euros more than zero and less than in dollars.
    expect(today.gross).toBeGreaterThan(0);
    expect(today.gross).toBeLessThan(quote.json().data.total.amount * today.confirmed);
    expect(today.fees).toBeGreaterThan(0);
    expect(data.attention).toMatchObject({
      listings_pending: 0,
      contact_messages: baseline.attention.contact_messages + 1,
      failed_payments: 0,
    });

    const bad = await call('GET', '/admin/dashboard?currency=zzz', operators.finance);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.currency).toBeDefined();
  });

  it('follows writes to past days, and its stored days match the tables', async () => {
    const read = async (): Promise<AdminDashboard> =>
      (await call('GET', '/admin/dashboard?currency=eur', operators.finance)).json().data;
    const byDay = (data: AdminDashboard, offset: number) =>
      data.days.find((d) => d.day === day(offset)) as DashboardDay;
    const before = await read();
    // Writes that land on past days of the window: a confirmation moved 3 days back with a larger
    // service fee and a co-host's share (counted once), a guest of 5 days ago become a host, a
    // cancellation of a booking of 8 days ago.
    const { booking } = await confirmedBooking(t, 20);
    const { booking: request } = await bookingRequest(t, 25);
    const person = await signUp(t.app);
    const { db } = t.database;
    await db.execute(sql`update bookings set created_at = created_at - interval '3 days',
                           quote = jsonb_set(quote, '{service_fee,amount}', '100000') where id = ${booking.id}`);
    await db.execute(sql`update payments set created_at = created_at - interval '3 days'
                           where booking_id = ${booking.id} and kind = 'capture'`);
    await db.execute(sql`insert into payouts (booking_id, host_id, role, gross, host_fee, amount, currency, scheduled_for)
                           select booking_id, ${person.user.id}, 'cohost', 1000, 0, 1000, currency, scheduled_for
                             from payouts where booking_id = ${booking.id}`);
    await db.execute(sql`update users set role = 'host', created_at = created_at - interval '5 days'
                           where id = ${person.user.id}`);
    await db.execute(sql`update bookings set created_at = created_at - interval '8 days', state = 'cancelled_by_guest',
                           state_changed_at = now() - interval '8 days' where id = ${request.id}`);

    const after = await read();
    expect(byDay(after, -3)).toMatchObject({
      requested: byDay(before, -3).requested + 1,
      confirmed: byDay(before, -3).confirmed + 1,
    });
    expect(byDay(after, -3).fees).toBeGreaterThan(byDay(before, -3).fees + 50_000);
    expect(byDay(after, -5).new_hosts).toBe(byDay(before, -5).new_hosts + 1);
    expect(byDay(after, -8)).toMatchObject({
      requested: byDay(before, -8).requested + 1,
      cancelled: byDay(before, -8).cancelled + 1,
    });
    expect(byDay(after, 0).requested).toBe(byDay(before, 0).requested);

    // Computed again from the tables, every day is the same.
    await db.execute(sql`delete from dashboard_days`);
    expect((await read()).days).toEqual(after.days);
  });
});

describe('admin: users', () => {
  it('finds people by part of their name, the start or domain of their e-mail, part of their phone, and id', async () => {
    const person = await signUp(t.app, { firstName: 'Zanele', lastName: 'Quist' });
    const phone = `+2637${String(person.user.id).padStart(8, '0')}`;
    await t.database.db.update(users).set({ phone }).where(eq(users.id, person.user.id));
    const ids = async (q: string) => {
      const res = await call('GET', `/admin/users?q=${encodeURIComponent(q)}`, operators.support);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((u: { id: number }) => u.id);
    };
    expect(await ids('zanele qu')).toEqual([person.user.id]);
    expect(await ids('  ANELE QUI ')).toEqual([person.user.id]);
    const email = person.user.email;
    expect(await ids(email.slice(0, email.indexOf('@') + 3).toUpperCase())).toEqual([person.user.id]);
    expect(await ids(email.slice(0, 12))).toContain(person.user.id);
    expect(await ids(email)).toEqual([person.user.id]);
    expect(await ids(email.slice(email.indexOf('@')))).toContain(person.user.id);
    expect(await ids(String(person.user.id))).toContain(person.user.id);
    expect(await ids(phone)).toEqual([person.user.id]);
    expect(await ids(`${phone.slice(4, 7)} ${phone.slice(7)}`)).toContain(person.user.id);
    // A page of the newest matches, then the older ones through the index alone.
    expect((await ids('a')).length).toBeGreaterThan(1);
    expect(await ids('nobody-like-this')).toEqual([]);
    expect(await ids('100%_')).toEqual([]);
    const empty = await call('GET', '/admin/users?q=', operators.support);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.q).toBeDefined();
  });

  it('suspends: sessions end, sign-in is refused, listings leave search, pending requests are declined; reinstates', async () => {
    const host = await signUp(t.app, { role: 'host', firstName: 'Suspect' });
    const guest = await signUp(t.app);
    const { id: listing } = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Too good to be true',
      nightlyPrice: 9_000,
      cleaningFee: 0,
      currency: 'USD',
      maxGuests: 2,
      minNights: 1,
      maxNights: 14,
      address: '2 Quay, Lisbon',
    });
    const stay = { listing_id: listing, checkin: day(20), checkout: day(22) };
    const quote = await call('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(stay, quote.json().data.total),
      remoteAddress: newIp(),
      headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
    });
    expect(requested.json().data.state).toBe('pending');

    const self = await call('POST', `/admin/users/${operators.support.user.id}/suspend`, operators.support, {
      reason: 'Testing',
    });
    expect(self.statusCode).toBe(409);
    const noReason = await call('POST', `/admin/users/${host.user.id}/suspend`, operators.support, { reason: '' });
    expect(noReason.statusCode).toBe(400);

    const suspended = await call('POST', `/admin/users/${host.user.id}/suspend`, operators.support, {
      reason: 'Fake listing photos',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      suspension: { reason: 'Fake listing photos' },
      listings: [{ id: listing, status: 'unlisted' }],
    });
    expect(suspended.json().data.sessions.every((s: { revoked: boolean }) => s.revoked)).toBe(true);
    expect((await call('GET', '/user', host)).statusCode).toBe(401);
    const booking = await call('GET', `/bookings/${requested.json().data.id}`, guest);
    expect(booking.json().data.state).toBe('declined');
    expect(
      (await call('POST', `/admin/users/${host.user.id}/suspend`, operators.support, { reason: 'Again' })).statusCode,
    ).toBe(409);

    // Signing in again is refused with a clear message (every way in ends in the same session issue).
    const refused = await call('POST', '/login', undefined, { email: host.user.email, password: TEST_PASSWORD });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.suspended);

    const reinstated = await call('POST', `/admin/users/${host.user.id}/reinstate`, operators.support, {
      reason: 'Photos verified',
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json().data).toMatchObject({
      suspension: null,
      listings: [{ id: listing, status: 'published' }],
    });
    expect((await call('POST', `/admin/users/${host.user.id}/reinstate`, operators.support, {})).statusCode).toBe(409);
    expect((await call('POST', '/admin/users/999999/reinstate', operators.support, {})).statusCode).toBe(404);

    const trail = (await call('GET', `/admin/audit?subject_type=user&subject_id=${host.user.id}`, admin)).json().data
      .entries;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['user.reinstate', 'user.suspend']);
    expect(trail[1]).toMatchObject({
      reason: 'Fake listing photos',
      after: { unlisted_listings: [listing], pending_requests: [requested.json().data.id] },
    });
  });
});
