import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { HostListing } from '@roamstead/contract';
import sharp from 'sharp';
import { createUser, latestCode, REGISTRATION, signInAt, unique } from './support/accounts';
import { hydrated } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

/**
 * Guest and host side by side in two browsers: an inquiry from a listing page reaches the host
 * live, the answer and the read receipt reach the guest, badges follow, photos and markup-looking
 * text arrive intact.
 */

// Two people sign in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

const DESKTOP = { width: 1280, height: 900 };

async function personIn(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // The bearer token the app sends, read off its own API calls.
  let authorization: string | undefined;
  page.on('request', (r) => {
    const header = r.headers().authorization;
    if (header && r.url().includes('/api/v1/')) authorization = header;
  });
  return { context, page, token: () => authorization };
}

const unreadBadge = (page: Page) => page.getByRole('banner').getByTestId('messages-unread-badge');

test('guest and host talk live: inquiry, answer, read receipt, badges, photo, text-only rendering', async ({
  browser,
  request,
}) => {
  const host = await personIn(browser);
  const guest = await personIn(browser);

  // A host of their own, so the unread badge counts only this test's conversation: the demo hosts'
  // inboxes collect threads from every other spec.
  const hostEmail = `msg-host-${unique()}@example.com`;
  const hostHeaders = { authorization: `Bearer ${await createUser(request, { email: hostEmail })}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: hostHeaders })).ok()).toBe(true);
  const listingId = await publishLisbonHome(request, hostHeaders, { title: `Carmo message loft ${unique()}` });

  // The host waits on the messages screen, its live stream open.
  const streaming = host.page.waitForResponse((r) => r.url().includes('/conversations/stream?'), { timeout: 60_000 });
  await signInAt(host.page, request, hostEmail, '/dashboard/host/messages');
  await expect(host.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect((await streaming).ok()).toBe(true);

  // A new guest signs in and writes from the listing page.
  // A surname of their own, which the host's list must show for this conversation.
  const guestEmail = `msg-${unique()}@example.com`;
  const guestName = `${REGISTRATION.firstName} Moyo-${unique().replace(/\d/g, '')}`;
  await createUser(request, { email: guestEmail, lastName: guestName.split(' ')[1] });
  await signInAt(guest.page, request, guestEmail, '/dashboard/guest');
  await guest.page.goto(`/listings/${listingId}`);
  await hydrated(guest.page);
  await guest.page.getByRole('button', { name: 'Contact host' }).click();
  const dialog = guest.page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const inquiry = `Hello! Is the place free in June? ${unique()}`;
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(inquiry);
  const started = guest.page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/conversations') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send message' }).click();
  expect((await started).status()).toBe(201);

  // The host sees it without reloading (the list does not poll: only the stream brings it), with
  // an unread badge. How fast the stream delivers is bench/messages-latency.mjs's figure.
  const hostList = host.page.getByRole('list', { name: 'Conversations' });
  await expect(hostList.getByText(inquiry)).toBeVisible();
  await expect(unreadBadge(host.page)).toContainText('1 conversation with unread messages');
  await expect(hostList.getByRole('link', { name: new RegExp(guestName) })).toBeVisible();

  // The guest is taken to the conversation.
  await expect(guest.page).toHaveURL(/\/dashboard\/guest\/messages\/\d+$/);
  const guestLog = guest.page.getByRole('log');
  await expect(guestLog.getByText(inquiry)).toBeVisible();
  await expect(guest.page.getByTestId('read-receipt')).toContainText('Sent');

  // The host opens it: the badge goes, and the guest sees the read receipt live.
  await hostList.getByText(inquiry).click();
  const hostLog = host.page.getByRole('log');
  await expect(hostLog.getByText(inquiry)).toBeVisible();
  await expect(unreadBadge(host.page)).toHaveCount(0);
  await expect(guest.page.getByTestId('read-receipt')).toContainText('Seen');

  // The host answers; the guest sees it arrive and it is read at once on the open thread.
  const answer = `Yes, it is free. Welcome! ${unique()}`;
  await host.page.getByRole('textbox', { name: 'Message' }).fill(answer);
  await host.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(guestLog.getByText(answer)).toBeVisible({ timeout: 2000 });
  await expect(host.page.getByTestId('read-receipt')).toContainText('Seen');

  // While the guest is elsewhere, a new answer shows as an unread badge for the guest.
  await guest.page.goto('/dashboard/guest');
  const later = `One more thing: check-in is from 3pm. ${unique()}`;
  await host.page.getByRole('textbox', { name: 'Message' }).fill(later);
  await host.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(unreadBadge(guest.page)).toContainText('1 conversation with unread messages');
  await guest.page.goBack();
  await expect(guestLog.getByText(later)).toBeVisible();
  await expect(unreadBadge(guest.page)).toHaveCount(0);

  // A photo shows on both sides.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d7dd2' } })
    .png()
    .toBuffer();
  await guest.page.getByTestId('message-attachment-input').setInputFiles({
    name: 'porch.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await expect(guest.page.getByRole('img', { name: 'Photo to send' })).toBeVisible();
  await guest.page.getByRole('textbox', { name: 'Message' }).fill('Our porch');
  await guest.page.getByRole('button', { name: 'Send', exact: true }).click();
  const sentPhoto = guestLog.getByRole('img', { name: 'Photo sent by You' });
  await expect(sentPhoto).toBeVisible();
  const seenPhoto = hostLog.getByRole('img', { name: `Photo sent by ${guestName}` });
  await expect(seenPhoto).toBeVisible();
  await expect.poll(() => seenPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  // Markup is shown as the text it is, on both sides, and never runs.
  const markup = `<script>window.__injected = true</script><b>bold?</b> ${unique()}`;
  await host.page.getByRole('textbox', { name: 'Message' }).fill(markup);
  await host.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(hostLog.getByText(markup, { exact: true })).toBeVisible();
  await expect(guestLog.getByText(markup, { exact: true })).toBeVisible();
  await expect(guestLog.locator('b')).toHaveCount(0);
  expect(await guest.page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await host.page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

  await host.context.close();
  await guest.context.close();
});

test('on a phone the list and the thread are separate views with a back button', async ({ browser, request }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  let authorization: string | undefined;
  page.on('request', (r) => {
    authorization = r.headers().authorization ?? authorization;
  });
  const email = `msg-phone-${unique()}@example.com`;
  await createUser(request, { email });
  await signInAt(page, request, email, '/dashboard/guest/messages');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect.poll(() => authorization).toBeTruthy();

  const listings = await request.get('/api/v1/listings?per_page=1');
  const [listing] = (await listings.json()).data.items as Array<{ id: number }>;
  if (!listing) throw new Error('no listings seeded');
  const text = `Phone inquiry ${unique()}`;
  const sent = await request.post('/api/v1/conversations', {
    headers: { authorization: authorization as string },
    data: { listing_id: listing.id, body: text },
  });
  expect(sent.status()).toBe(201);

  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByText(text)).toBeVisible();
  await list.getByText(text).click();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(list).toBeHidden();
  await page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
  await phone.close();
});

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new guest through the API; returns the bearer header. */
async function apiGuest(request: APIRequestContext) {
  const email = `booker-${unique()}@example.com`;
  expect((await request.post('/api/v1/get-email-otp', { data: { email } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/v1/verify-otp-byemail', { data: { email, otp: code } })).ok()).toBe(true);
  const registered = await request.post('/api/v1/register-user-details', {
    data: { ...REGISTRATION, email, dob: '2000-01-01' },
  });
  expect(registered.status()).toBe(201);
  return { authorization: `Bearer ${(await registered.json()).data.token as string}` };
}

test('a booking request opens its thread with the note; the host accepts it from the side panel', async ({
  browser,
  request,
}) => {
  const host = await personIn(browser);
  // Another demo host than the first test's, so neither waits out the pause between sign-in codes.
  const hostEmail = 'jordi.puig@demo.roamstead.test';
  await signInAt(host.page, request, hostEmail, '/dashboard/host/messages');
  await expect.poll(() => host.token()).toBeTruthy();
  const own = await request.get('/api/v1/account/listings', { headers: { authorization: host.token() as string } });
  const listings = ((await own.json()).data as HostListing[]).filter((l) => l.status === 'published');

  // A guest asks to book a listing the host approves by hand, with a note.
  const guest = await apiGuest(request);
  const note = `We arrive by train around nine. ${unique()}`;
  let bookingId = 0;
  for (const l of listings) {
    const offset = 200 + Math.floor(Math.random() * 300);
    const stay = { listing_id: l.id, checkin: day(offset), checkout: day(offset + 3), guests: 1, currency: 'USD' };
    const quoted = await request.post('/api/v1/bookings/quote', { data: stay });
    if (!quoted.ok()) continue;
    const quote = (await quoted.json()).data;
    if (quote.instant_book) continue;
    const booked = await request.post('/api/v1/bookings', {
      data: { ...stay, card_number: '4242424242424242', quoted_total: quote.total, message: note },
      headers: guest,
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookingId = (await booked.json()).data.id;
    break;
  }
  expect(bookingId, 'a demo listing that takes requests').toBeGreaterThan(0);

  // The note reaches the host's inbox live, in the booking's thread.
  const hostList = host.page.getByRole('list', { name: 'Conversations' });
  await expect(hostList.getByText(note)).toBeVisible();
  await hostList.getByRole('link').filter({ hasText: note }).click();
  await expect(host.page.getByRole('log').getByText(note)).toBeVisible();

  const panel = host.page.getByRole('complementary', { name: 'Details' }).getByTestId('thread-booking');
  await expect(panel.getByText('Waiting for host')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View in reservations' })).toHaveAttribute(
    'href',
    new RegExp(`booking=${bookingId}$`),
  );
  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByText('Confirmed')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Decline' })).toHaveCount(0);

  const after = await request.get(`/api/v1/bookings/${bookingId}`, { headers: guest });
  expect((await after.json()).data.state).toBe('accepted');
  await host.context.close();
});
