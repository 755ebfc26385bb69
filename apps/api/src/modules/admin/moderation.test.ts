import { type AuthResult, MODERATION_MESSAGES } from '@roamstead/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPhoto, insertPlace, insertReview } from '../../../test/listings';
import { conversationMembers, conversations, listings, messages, notifications, outboxMessages } from '../../db/schema';

let t: TestApp;
let admin: AuthResult;
let support: AuthResult;
let place: number;
let category: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: 'Ada' });
  await makeOperator(t.app, admin.user.id, 'admin');
  support = await signUp(t.app, { firstName: 'Sol' });
  await makeOperator(t.app, support.user.id, 'support');
  place = (
    await insertPlace(t.database.db, {
      slug: 'moderation-town',
      name: 'Moderation Town',
      country: 'Portugal',
      countryCode: 'PT',
    })
  ).id;
  category = await categoryId(t.database.db, 'city-apartments');
});
afterAll(async () => t?.close());

const call = (method: string, url: string, who?: AuthResult, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });

const stars = { rating: 5, cleanliness: 5, accuracy: 5, checkIn: 5, communication: 5, location: 5, value: 5 };

/** A complete home the host can publish, never published before. */
async function readyDraft(hostId: number, title: string) {
  const row = await insertListing(t.database.db, {
    hostId,
    title,
    description: 'A bright flat above the harbour with a balcony, a desk and a fast connection.',
    status: 'draft',
    publishedAt: null,
    placeId: place,
    categoryId: category,
    address: '3 Quay',
    nightlyPrice: 8_000,
    currency: 'USD',
  });
  await insertPhoto(t.database.db, row.id, 0, `moderation/${row.id}.webp`);
  return row.id;
}

const noticesOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const searchIds = async (q: string) =>
  (await call('GET', `/listings?place=${encodeURIComponent(q)}`)).json().data.items.map((l: { id: number }) => l.id);

describe('moderation: listings need approval', () => {
  it('holds a first publication for review; approve publishes, reject tells the host who resubmits', async () => {
    const settings = await call('PUT', '/admin/settings', admin, { listings_need_approval: true, reason: 'Launch' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().data).toEqual({ listings_need_approval: true });
    expect((await call('PUT', '/admin/settings', support, { listings_need_approval: false })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/admin/settings', admin, { listings_need_approval: 'yes' })).json().details,
    ).toHaveProperty('listings_need_approval');

    const host = await signUp(t.app, { role: 'host', firstName: 'Hana' });
    const id = await readyDraft(host.user.id, 'Harbour loft with balcony');
    const published = await call('POST', `/hosting/listings/${id}/publish`, host);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      message: MODERATION_MESSAGES.submitted,
      data: { status: 'pending_review' },
    });
    expect(await searchIds('Moderation Town')).not.toContain(id);
    // Another currency than the reports test's, so neither reads the other's minute-old figures.
    const waiting = (await call('GET', '/admin/dashboard?currency=GBP', support)).json().data.attention;
    expect(waiting.listings_pending).toBeGreaterThanOrEqual(1);

    const queue = (await call('GET', '/admin/listings?status=pending_review', support)).json().data;
    expect(queue).toContainEqual(
      expect.objectContaining({ id, status: 'pending_review', host: expect.objectContaining({ id: host.user.id }) }),
    );
    expect(
      (await call('GET', `/admin/listings?host=${host.user.email}`, support))
        .json()
        .data.map((l: { id: number }) => l.id),
    ).toEqual([id]);
    expect(
      (await call('GET', '/admin/listings?place=moderation t', support)).json().data.map((l: { id: number }) => l.id),
    ).toContain(id);
    expect((await call('GET', '/admin/listings?status=nope', support)).statusCode).toBe(400);

    const noReason = await call('POST', `/admin/listings/${id}/reject`, support, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/admin/listings/${id}/reject`, support, {
      reason: 'The photos show another flat.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      moderation_reason: 'The photos show another flat.',
    });
    const told = (await noticesOf(host.user.id)).filter((n) => n.kind === 'listing_review');
    expect(told.at(-1)?.body).toContain('The photos show another flat.');
    const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, host.user.email));
    expect(mails.some((m) => m.subject === 'Your listing needs changes')).toBe(true);

    // The host fixes it and asks again: back in the queue.
    const again = await call('POST', `/hosting/listings/${id}/publish`, host);
    expect(again.json().data.status).toBe('pending_review');
    const approved = await call('POST', `/admin/listings/${id}/approve`, support, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('published');
    expect((await call('POST', `/admin/listings/${id}/approve`, support, {})).statusCode).toBe(409);
    expect(await searchIds('Moderation Town')).toContain(id);
    expect((await noticesOf(host.user.id)).some((n) => n.title === 'Your listing is approved')).toBe(true);

    // With the setting off a new listing goes live at once.
    await call('PUT', '/admin/settings', admin, { listings_need_approval: false });
    const other = await readyDraft(host.user.id, 'Garden room near the port');
    expect((await call('POST', `/hosting/listings/${other}/publish`, host)).json().data.status).toBe('published');

    const audit = (await call('GET', `/admin/audit?subject_type=listing&subject_id=${id}`, admin)).json().data.entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['listing.approve', 'listing.reject']);
  });

  it('unpublishes a live listing with a reason; it returns only through review', async () => {
    const host = await signUp(t.app, { role: 'host' });
    const id = await readyDraft(host.user.id, 'Cliff-top cabin by the sea');
    await t.database.db
      .update(listings)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(listings.id, id));
    const down = await call('POST', `/admin/listings/${id}/unpublish`, support, { reason: 'Reported as a scam.' });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().data.status).toBe('rejected');
    expect((await call('GET', `/listings/${id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/admin/listings/${id}/unpublish`, support, { reason: 'Again please' })).statusCode,
    ).toBe(409);
    expect((await noticesOf(host.user.id)).some((n) => n.title === 'Your listing was unpublished')).toBe(true);
    expect((await call('POST', `/hosting/listings/${id}/publish`, host)).json().data.status).toBe('pending_review');
    expect(
      (await call('POST', '/admin/listings/99999999/unpublish', support, { reason: 'Nothing here' })).statusCode,
    ).toBe(404);
  });
});

describe('moderation: reviews', () => {
  it('hides a review from the listing page and its rating, tells the author, and restores it', async () => {
    const host = await signUp(t.app, { role: 'host' });
    const author = await signUp(t.app, { firstName: 'Rita' });
    const fan = await signUp(t.app);
    const { id: listing } = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Reviewed home',
      nightlyPrice: 5_000,
      placeId: place,
    });
    const bad = await insertReview(t.database.db, listing, author.user.id, { ...stars, rating: 1 }, '2026-05-01');
    await insertReview(t.database.db, listing, fan.user.id, stars, '2026-05-02');

    const hidden = await call('POST', `/admin/reviews/${bad.id}/hide`, support, { reason: 'Insults the host.' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.hidden).toMatchObject({ reason: 'Insults the host.' });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing));
    expect(row).toMatchObject({ reviewCount: 1, ratingAvg: 5 });
    const page = (await call('GET', `/listings/${listing}/reviews`)).json().data;
    expect(page.items.map((r: { id: number }) => r.id)).not.toContain(bad.id);
    expect(page.total).toBe(1);
    expect((await noticesOf(author.user.id)).some((n) => n.title === 'Your review was hidden')).toBe(true);
    expect((await call('POST', `/admin/reviews/${bad.id}/hide`, support, { reason: 'Twice over' })).statusCode).toBe(
      409,
    );
    expect(
      (await call('GET', '/admin/reviews?visibility=hidden', support)).json().data.map((r: { id: number }) => r.id),
    ).toContain(bad.id);
    // The author's page in the console lists the review, marked hidden.
    const account = (await call('GET', `/admin/users/${author.user.id}`, support)).json().data;
    expect(account.reviews).toEqual([
      expect.objectContaining({
        id: bad.id,
        listing_id: listing,
        listing_title: 'Reviewed home',
        rating: 1,
        hidden: true,
      }),
    ]);

    const restored = await call('POST', `/admin/reviews/${bad.id}/restore`, support, { reason: 'Appeal accepted.' });
    expect(restored.json().data.hidden).toBeNull();
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, listing));
    expect(after).toMatchObject({ reviewCount: 2, ratingAvg: 3 });
  });
});

describe('moderation: reports', () => {
  it('guests report listings, people, reviews and messages; support works the queue; the reporter is told', async () => {
    const host = await signUp(t.app, { role: 'host', firstName: 'Hugo' });
    const guest = await signUp(t.app, { firstName: 'Gia' });
    const { id: listing } = await insertListing(t.database.db, {
      hostId: host.user.id,
      title: 'Reported home',
      nightlyPrice: 5_000,
      placeId: place,
    });
    const review = await insertReview(t.database.db, listing, host.user.id, stars, '2026-05-03');
    const [conversation] = await t.database.db.insert(conversations).values({ listingId: listing }).returning();
    if (!conversation) throw new Error('no conversation');
    await t.database.db.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: host.user.id, role: 'host' },
      { conversationId: conversation.id, userId: guest.user.id, role: 'guest' },
    ]);
    const [message] = await t.database.db
      .insert(messages)
      .values({ conversationId: conversation.id, senderId: host.user.id, body: 'Pay me by wire instead.' })
      .returning();
    if (!message) throw new Error('no message');

    const report = (body: object, who = guest) => call('POST', '/reports', who, body);
    expect(
      (await call('POST', '/reports', undefined, { subject_type: 'listing', subject_id: listing, reason: 'scam' }))
        .statusCode,
    ).toBe(401);
    const bad = await report({ subject_type: 'thing', subject_id: 0, reason: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['reason', 'subject_id', 'subject_type']);
    expect((await report({ subject_type: 'listing', subject_id: listing, reason: 'scam' }, host)).statusCode).toBe(403);
    expect(
      (await report({ subject_type: 'message', subject_id: message.id, reason: 'scam' }, support)).statusCode,
    ).toBe(404);

    const filed = await report({
      subject_type: 'listing',
      subject_id: listing,
      reason: 'scam',
      details: 'Asks for a wire.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().message).toBe(MODERATION_MESSAGES.reported);
    for (const [subject_type, subject_id] of [
      ['user', host.user.id],
      ['review', review.id],
      ['message', message.id],
    ] as const) {
      expect((await report({ subject_type, subject_id, reason: 'offensive' })).statusCode).toBe(201);
    }

    const open = (await call('GET', '/admin/reports', support))
      .json()
      .data.filter((r: { reporter: { id: number } | null }) => r.reporter?.id === guest.user.id);
    expect(open.map((r: { subject_type: string }) => r.subject_type)).toEqual(['listing', 'user', 'review', 'message']);
    expect(open[0]).toMatchObject({
      status: 'open',
      listing: { id: listing, status: 'published' },
      reported_user: { id: host.user.id, suspended: false },
      details: 'Asks for a wire.',
    });
    const messageReport = await call('GET', `/admin/reports/${open[3].id}`, support);
    expect(messageReport.json().data).toMatchObject({
      message: { id: message.id },
      conversation: [{ id: message.id, body: 'Pay me by wire instead.', sender: { id: host.user.id } }],
    });

    const dashboard = (await call('GET', '/admin/dashboard', support)).json().data;
    expect(dashboard.attention.user_reports).toBeGreaterThanOrEqual(4);

    const taken = await call('POST', `/admin/reports/${open[0].id}`, support, { status: 'in_progress' });
    expect(taken.json().data).toMatchObject({ status: 'in_progress', handler: { id: support.user.id } });
    await call('POST', `/admin/listings/${listing}/unpublish`, support, { reason: 'Fraud reported by a guest.' });
    const resolved = await call('POST', `/admin/reports/${open[0].id}`, support, {
      status: 'resolved',
      resolution: 'We took the listing down.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      listing: { status: 'rejected' },
      resolution: 'We took the listing down.',
    });
    expect((await call('POST', `/admin/reports/${open[0].id}`, support, { status: 'resolved' })).statusCode).toBe(409);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, guest.user.id), eq(notifications.kind, 'moderation')));
    expect(told.map((n) => n.body)).toEqual([expect.stringContaining('We took the listing down.')]);
    expect(
      (await call('GET', '/admin/reports?status=resolved', support)).json().data.map((r: { id: number }) => r.id),
    ).toContain(open[0].id);
  });
});
