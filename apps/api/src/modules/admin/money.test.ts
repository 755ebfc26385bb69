import { type AuthResult, OPERATOR_MESSAGES, TEST_CARDS } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, newIp, signUp } from '../../../test/auth';
import { bookingRequest, confirmedBooking } from '../../../test/bookings';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';
import { contactMessages, notifications, payouts } from '../../db/schema';
import { bookingBody, day, newKey } from '../bookings/fixtures';
import { payoutSplit } from '../bookings/pricing';

let t: TestApp;
let support: AuthResult;
let finance: AuthResult;
let inboxOperator: AuthResult;

beforeAll(async () => {
  t = await createTestApp();
  support = await signUp(t.app, { firstName: 'Sue' });
  await makeOperator(t.app, support.user.id, 'support');
  finance = await signUp(t.app, { firstName: 'Fin' });
  await makeOperator(t.app, finance.user.id, 'finance');
  inboxOperator = support;
});
afterAll(async () => t?.close());

const call = (method: string, url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    remoteAddress: '203.0.113.7',
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

describe('admin: bookings', () => {
  it('finds bookings by id or code, guest, host, listing, state and check-in days, newest first and paged', async () => {
    const host = await signUp(t.app, { role: 'host', firstName: 'Hortense', lastName: 'Quayle' });
    const guest = await signUp(t.app, { firstName: 'Gideon', lastName: 'Marsh' });
    const first = await confirmedBooking(t, 40, { host, guest });
    const second = await confirmedBooking(t, 50, { host, guest });
    const ids = async (query: string) =>
      (await call('GET', `/admin/bookings?${query}`, support)).json().data.items.map((b: { id: number }) => b.id);
    expect(await ids(`id=${first.booking.id}`)).toEqual([first.booking.id]);
    expect(await ids(`id=RS-${String(first.booking.id).padStart(6, '0')}`)).toEqual([first.booking.id]);
    expect(await ids('guest=gideon%20ma')).toEqual([second.booking.id, first.booking.id]);
    expect(await ids(`host=${encodeURIComponent(host.user.email)}`)).toEqual([second.booking.id, first.booking.id]);
    expect(await ids(`listing=${first.listing}`)).toEqual([first.booking.id]);
    expect(await ids(`guest=gideon&from=${day(45)}&to=${day(60)}`)).toEqual([second.booking.id]);
    expect(await ids('guest=gideon&state=cancelled_by_support')).toEqual([]);
    const row = (await call('GET', `/admin/bookings?id=${first.booking.id}`, finance)).json().data.items[0];
    expect(row).toMatchObject({
      state: 'accepted',
      guest: { id: guest.user.id, name: 'Gideon Marsh', email: guest.user.email },
      host: { id: host.user.id, name: 'Hortense Quayle' },
      checkin: day(40),
    });

    const page = (await call('GET', '/admin/bookings', support)).json().data;
    expect(page.items).toHaveLength(Math.min(page.items.length, 25));
    const bad = await call('GET', '/admin/bookings?state=lost&id=x', support);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['id', 'state']);
    const backwards = await call('GET', `/admin/bookings?from=${day(5)}&to=${day(1)}`, support);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.to).toBeDefined();
  });

  it("shows a booking's state history, its ledger, its payout and its conversation", async () => {
    const { booking } = await confirmedBooking(t, 35);
    const res = await call('GET', `/admin/bookings/${booking.id}`, support);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.history).toMatchObject([{ from: null, to: 'accepted', event: 'instant_book', actor: 'guest' }]);
    expect(detail.payments.map((p: { kind: string }) => p.kind)).toEqual(['authorization', 'capture']);
    expect(detail.paid).toEqual(booking.total);
    expect(detail.refundable).toEqual(booking.total);
    expect(detail.payout).toMatchObject({ status: 'scheduled', gross: { amount: 20_000, currency: 'USD' } });
    // The guest's message with the booking opens the booking's thread.
    expect(detail.conversation.messages).toContainEqual(
      expect.objectContaining({ sender: 'guest', body: 'Looking forward to it!' }),
    );
    expect((await call('GET', '/admin/bookings/999999', support)).statusCode).toBe(404);
  });

  it('support cancels a confirmed stay with a partial refund: state machine, provider, ledger, payout, both told, audited', async () => {
    const { booking, guest, host, listing } = await confirmedBooking(t, 30);
    const total = booking.total.amount;
    const refund = 12_345;

    const tooMuch = await call('POST', `/admin/bookings/${booking.id}/cancel`, support, {
      refund_amount: total + 1,
      reason: 'Host double-booked',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details.refund_amount).toEqual([OPERATOR_MESSAGES.refundTooLarge]);
    const noReason = await call('POST', `/admin/bookings/${booking.id}/cancel`, support, { refund_amount: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.reason).toBeDefined();
    const negative = await call('POST', `/admin/bookings/${booking.id}/cancel`, support, {
      refund_amount: -1,
      reason: 'Nope',
    });
    expect(negative.statusCode).toBe(400);

    const res = await call('POST', `/admin/bookings/${booking.id}/cancel`, support, {
      refund_amount: refund,
      reason: 'Host double-booked',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.state).toBe('cancelled_by_support');
    expect(detail.history.map((h: { event: string }) => h.event)).toEqual(['instant_book', 'cancel_by_support']);
    expect(detail.history[1]).toMatchObject({ from: 'accepted', to: 'cancelled_by_support', actor: 'support' });
    // The ledger balances to the cent: captured less refunded is what the guest paid in the end.
    const amounts = (kind: string) =>
      detail.payments
        .filter((p: { kind: string }) => p.kind === kind)
        .reduce((sum: number, p: { amount: { amount: number } }) => sum + p.amount.amount, 0);
    expect(amounts('capture')).toBe(total);
    expect(amounts('refund')).toBe(refund);
    expect(detail.refunded).toEqual({ amount: refund, currency: 'USD' });
    expect(detail.paid).toEqual({ amount: total - refund, currency: 'USD' });
    expect(detail.refundable.amount).toBe(0);
    // The host keeps the share of the stay the guest was not refunded, less the host fee.
    const kept = payoutSplit(Math.floor((20_000 * (total - refund)) / total));
    expect(detail.payout).toMatchObject({ status: 'scheduled', amount: { amount: kept.amount, currency: 'USD' } });

    // The guest's trip and the host's earnings show it.
    const trip = (await call('GET', `/bookings/${booking.id}`, guest)).json().data;
    expect(trip).toMatchObject({ state: 'cancelled_by_support', refunded: { amount: refund } });
    const earnings = (await call('GET', '/host/earnings?currency=USD', host)).json().data;
    expect(JSON.stringify(earnings)).toContain(String(kept.amount));
    // The nights are free again.
    const quote = await call('POST', '/bookings/quote', undefined, {
      listing_id: listing,
      guests: 1,
      checkin: day(30),
      checkout: day(32),
    });
    expect(quote.statusCode, quote.body).toBe(200);

    // Both are told, in the bell and by e-mail.
    for (const who of [guest, host]) {
      const bell = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.subjectId, booking.id)));
      expect(bell.map((n) => n.title)).toContainEqual(expect.stringMatching(/cancelled by support/i));
      const mail = await t.app.outbox.list(who.user.email);
      expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/cancelled by support/i));
    }
    const guestBell = await t.database.db.select().from(notifications).where(eq(notifications.userId, guest.user.id));
    expect(guestBell.map((n) => n.body).join(' ')).toContain('123.45 USD');

    const [entry] = (await call('GET', `/admin/audit?subject_type=booking&subject_id=${booking.id}`, support)).json()
      .data.entries;
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      actor_id: support.user.id,
      reason: 'Host double-booked',
      before: { state: 'accepted', paid: { amount: total } },
      after: { state: 'cancelled_by_support', refunded: { amount: refund }, host_payout: { amount: kept.amount } },
    });

    const again = await call('POST', `/admin/bookings/${booking.id}/cancel`, support, {
      refund_amount: 0,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.notCancellable);
  });

  it('support declines a request the host has not answered: authorisation voided, nights open, both told, audited', async () => {
    const { booking, guest, host } = await bookingRequest(t, 70);
    expect(booking.state).toBe('pending');
    const noReason = await call('POST', `/admin/bookings/${booking.id}/decline`, support, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.reason).toBeDefined();

    const res = await call('POST', `/admin/bookings/${booking.id}/decline`, support, { reason: 'Host unreachable' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.state).toBe('cancelled_by_support');
    expect(detail.history.at(-1)).toMatchObject({ from: 'pending', to: 'cancelled_by_support', actor: 'support' });
    expect(detail.payments.map((p: { kind: string }) => p.kind)).toEqual(['authorization', 'void']);
    expect(detail.paid.amount).toBe(0);
    // The host's bell no longer offers Approve/Decline, and both are told.
    for (const who of [guest, host]) {
      const bell = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.subjectId, booking.id)));
      expect(bell.map((n) => n.title)).toContainEqual(expect.stringMatching(/by support/i));
      expect(bell.filter((n) => n.actionStatus === 'pending')).toEqual([]);
    }
    const [entry] = (await call('GET', `/admin/audit?action=booking.decline&subject_id=${booking.id}`, support)).json()
      .data.entries;
    expect(entry).toMatchObject({
      reason: 'Host unreachable',
      before: { state: 'pending' },
      after: { state: 'cancelled_by_support' },
    });

    const again = await call('POST', `/admin/bookings/${booking.id}/decline`, support, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.notPending);
    const confirmed = await confirmedBooking(t, 80);
    const notPending = await call('POST', `/admin/bookings/${confirmed.booking.id}/decline`, support, {
      reason: 'Wrong state',
    });
    expect(notPending.statusCode).toBe(409);
  });

  it('a full refund cancels the payout; no refund leaves the host paid in full; a released payout refuses', async () => {
    const full = await confirmedBooking(t, 60);
    const res = await call('POST', `/admin/bookings/${full.booking.id}/cancel`, finance, {
      refund_amount: full.booking.total.amount,
      reason: 'Guest hospitalised',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payout.status).toBe('cancelled');
    expect(res.json().data.paid.amount).toBe(0);

    const none = await confirmedBooking(t, 64);
    const kept = await call('POST', `/admin/bookings/${none.booking.id}/cancel`, support, {
      refund_amount: 0,
      reason: 'Guest no-show agreed',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.payout.amount.amount).toBe(payoutSplit(20_000).amount);
    expect(kept.json().data.payments.map((p: { kind: string }) => p.kind)).toEqual(['authorization', 'capture']);

    const paid = await confirmedBooking(t, 68);
    await t.database.db
      .update(payouts)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(payouts.bookingId, paid.booking.id));
    const refused = await call('POST', `/admin/bookings/${paid.booking.id}/cancel`, support, {
      refund_amount: 100,
      reason: 'Too late',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OPERATOR_MESSAGES.payoutReleased);
  });
});

describe('admin: payouts and failed payments', () => {
  it('lists pending, held (host suspended) and released payouts, and exports them as CSV', async () => {
    const { booking, host } = await confirmedBooking(t, 70);
    const statusOf = async (status?: string) =>
      (await call('GET', `/admin/payouts${status ? `?status=${status}` : ''}`, finance))
        .json()
        .data.items.find((p: { booking_id: number }) => p.booking_id === booking.id)?.status;
    expect(await statusOf()).toBe('pending');
    expect(await statusOf('pending')).toBe('pending');
    expect(await statusOf('held')).toBeUndefined();
    const suspended = await call('POST', `/admin/users/${host.user.id}/suspend`, support, { reason: 'Fraud check' });
    expect(suspended.statusCode).toBe(200);
    expect(await statusOf('held')).toBe('held');
    expect(await statusOf('pending')).toBeUndefined();

    const csv = await call('GET', '/admin/payouts/export.csv?status=held', finance);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="roamstead-payouts-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Payout,Status,Booking,Listing,Host,Host e-mail,Role,Gross,Host fee,Payout amount,Currency,Scheduled for,Released at',
    );
    const line = lines.find((l) => l.includes(`RS-${String(booking.id).padStart(6, '0')}`));
    expect(line).toContain(`held,`);
    expect(line).toContain(`,host,200.00,6.00,194.00,USD`);

    expect((await call('GET', '/admin/payouts', support)).statusCode).toBe(403);
    expect((await call('GET', '/admin/payouts?status=gone', finance)).statusCode).toBe(400);
  });

  it('keeps refused card payments for the failed-payments queue and the dashboard', async () => {
    const host = await signUp(t.app, { role: 'host' });
    const guest = await signUp(t.app, { firstName: 'Declan' });
    const { id: listing } = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Declined cottage',
      nightlyPrice: 10_000,
      cleaningFee: 0,
      currency: 'USD',
      maxGuests: 2,
      minNights: 1,
      maxNights: 14,
      address: '4 Quay, Lisbon',
      instantBook: true,
    });
    const stay = { listing_id: listing, checkin: day(80), checkout: day(82) };
    const quote = await call('POST', '/bookings/quote', undefined, { guests: 1, ...stay });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(stay, quote.json().data.total, TEST_CARDS.declined),
      remoteAddress: newIp(),
      headers: { ...bearer(guest.token), 'idempotency-key': newKey() },
    });
    expect(refused.statusCode).toBe(422);
    const [failure] = (await call('GET', '/admin/payments/failed', finance)).json().data.items;
    expect(failure).toMatchObject({
      guest: { id: guest.user.id },
      listing: { id: listing, title: 'Declined cottage' },
      amount: quote.json().data.total,
      failure: 'declined',
    });
    const dashboard = (await call('GET', '/admin/dashboard?currency=GBP', finance)).json().data;
    expect(dashboard.attention.failed_payments).toBeGreaterThanOrEqual(1);
  });
});

describe('admin: inbox', () => {
  it('lists unhandled contact messages, marks one handled once, replies by e-mail, all audited', async () => {
    const [first, second] = await t.database.db
      .insert(contactMessages)
      .values([
        { name: 'Ana', email: 'ana@example.com', topic: 'Refund question', message: 'Where is my refund?' },
        { name: 'Ben', email: 'ben@example.com', topic: 'Press', message: 'Interview?\nThanks' },
      ])
      .returning();
    if (!first || !second) throw new Error('not inserted');
    const unhandled = async () =>
      (await call('GET', '/admin/inbox/messages', inboxOperator)).json().data.items.map((m: { id: number }) => m.id);
    expect(await unhandled()).toEqual(expect.arrayContaining([first.id, second.id]));

    const marked = await call('POST', `/admin/inbox/messages/${first.id}/handled`, inboxOperator, {});
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.handled).toMatchObject({ by: inboxOperator.user.email });
    expect(await unhandled()).not.toContain(first.id);
    const handledList = (await call('GET', '/admin/inbox/messages?status=handled', inboxOperator)).json().data.items;
    expect(handledList.map((m: { id: number }) => m.id)).toContain(first.id);
    const twice = await call('POST', `/admin/inbox/messages/${first.id}/handled`, inboxOperator, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OPERATOR_MESSAGES.alreadyHandled);

    const empty = await call('POST', `/admin/inbox/messages/${second.id}/reply`, inboxOperator, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.body).toBeDefined();
    const replied = await call('POST', `/admin/inbox/messages/${second.id}/reply`, inboxOperator, {
      body: 'Happy to talk on Monday.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({
      handled: { by: inboxOperator.user.email },
      replies: [{ body: 'Happy to talk on Monday.', by: inboxOperator.user.email }],
    });
    const [mail] = await t.app.outbox.list('ben@example.com');
    expect(mail).toMatchObject({ subject: 'Re: Press' });
    expect(mail?.body).toContain('Happy to talk on Monday.');
    expect(mail?.body).toContain('> Interview?\n> Thanks');
    expect(await unhandled()).not.toContain(second.id);

    const trail = (await call('GET', '/admin/audit?subject_type=contact_message', support)).json().data.entries;
    expect(trail.map((e: { action: string; subject_id: string }) => `${e.action} ${e.subject_id}`)).toEqual(
      expect.arrayContaining([`contact.handle ${first.id}`, `contact.reply ${second.id}`]),
    );
    expect((await call('POST', '/admin/inbox/messages/999999/handled', inboxOperator, {})).statusCode).toBe(404);
    expect((await call('GET', '/admin/inbox/messages', finance)).statusCode).toBe(403);
  });

  it('reopens a handled message once, with its note in the audit log', async () => {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Cleo', email: 'cleo@example.com', topic: 'Still waiting', message: 'No answer yet' })
      .returning();
    if (!message) throw new Error('not inserted');
    const open = await call('POST', `/admin/inbox/messages/${message.id}/reopen`, inboxOperator, {});
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(OPERATOR_MESSAGES.notHandled);
    await call('POST', `/admin/inbox/messages/${message.id}/handled`, inboxOperator, {});

    const reopened = await call('POST', `/admin/inbox/messages/${message.id}/reopen`, inboxOperator, {
      reason: 'She wrote again',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.handled).toBeNull();
    const unhandled = (await call('GET', '/admin/inbox/messages', inboxOperator)).json().data.items;
    expect(unhandled.map((m: { id: number }) => m.id)).toContain(message.id);
    const [entry] = (await call('GET', `/admin/audit?action=contact.reopen&subject_id=${message.id}`, support)).json()
      .data.entries;
    expect(entry).toMatchObject({
      reason: 'She wrote again',
      before: { handled: true, handled_by: inboxOperator.user.email },
      after: { handled: false },
    });
    expect((await call('POST', '/admin/inbox/messages/999999/reopen', inboxOperator, {})).statusCode).toBe(404);
  });

  it('exports newsletter subscribers as CSV, leaving out those who unsubscribed', async () => {
    const stay = `stay-${newKey().slice(0, 8)}@example.com`;
    const leave = `leave-${newKey().slice(0, 8)}@example.com`;
    for (const email of [stay, leave]) {
      const res = await call('POST', '/newsletter', undefined, { email });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const [mail] = await t.app.outbox.list(leave);
    const token = mail?.body.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const gone = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/unsubscribe', payload: { token } });
    expect(gone.statusCode, gone.body).toBeLessThan(300);

    const page = (await call('GET', '/admin/inbox/subscribers', support)).json().data;
    expect(page.items.map((s: { email: string }) => s.email)).toContain(stay);
    expect(page.items.map((s: { email: string }) => s.email)).not.toContain(leave);
    const csv = await call('GET', '/admin/inbox/subscribers/export.csv', support);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('E-mail,Language,Subscribed at');
    expect(lines.some((l) => l.startsWith(`${stay},en,`))).toBe(true);
    expect(csv.body).not.toContain(leave);
    expect(lines).toHaveLength(page.total + 1);
  });
});

describe('admin: identity verification', () => {
  it('support marks an identity verified once; the host sees it on the guest of a reservation', async () => {
    const { booking, guest, host } = await confirmedBooking(t, 90);
    const before = (await call('GET', `/bookings/${booking.id}`, host)).json().data;
    expect(before.guest).toMatchObject({ id: guest.user.id, identity_verified: false });

    const res = await call('POST', `/admin/users/${guest.user.id}/verify-identity`, support, {
      reason: 'Passport checked on video call',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.identity_verified_at).not.toBeNull();
    const again = await call('POST', `/admin/users/${guest.user.id}/verify-identity`, support, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.alreadyVerified);
    expect((await call('POST', '/admin/users/999999/verify-identity', support, { reason: 'Nobody' })).statusCode).toBe(
      404,
    );

    const list = (await call('GET', '/bookings?role=host', host)).json().data.items;
    expect(list.find((b: { id: number }) => b.id === booking.id).guest.identity_verified).toBe(true);
    const [entry] = (
      await call('GET', `/admin/audit?action=user.verify_identity&subject_id=${guest.user.id}`, support)
    ).json().data.entries;
    expect(entry).toMatchObject({ reason: 'Passport checked on video call', after: { identity_verified: true } });

    const noReason = await call('POST', `/admin/users/${guest.user.id}/revoke-identity`, support, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.reason).toBeDefined();
    const revoked = await call('POST', `/admin/users/${guest.user.id}/revoke-identity`, support, {
      reason: 'The passport was reported stolen',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.identity_verified_at).toBeNull();
    const after = (await call('GET', '/bookings?role=host', host)).json().data.items;
    expect(after.find((b: { id: number }) => b.id === booking.id).guest.identity_verified).toBe(false);
    const twice = await call('POST', `/admin/users/${guest.user.id}/revoke-identity`, support, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(OPERATOR_MESSAGES.notVerified);
    expect((await call('POST', '/admin/users/999999/revoke-identity', support, { reason: 'Nobody' })).statusCode).toBe(
      404,
    );
    const [revocation] = (
      await call('GET', `/admin/audit?action=user.revoke_identity&subject_id=${guest.user.id}`, support)
    ).json().data.entries;
    expect(revocation).toMatchObject({
      reason: 'The passport was reported stolen',
      before: { identity_verified: true },
      after: { identity_verified: false },
    });
  });
});
