import { type APIRequestContext, expect, test } from '@playwright/test';
import { latestCode, logInWithEmailCode, REGISTRATION, unique } from './support/accounts';
import { publishLisbonHome } from './support/listings';

// The service worker is what this test is about.
test.use({ serviceWorkers: 'allow', viewport: { width: 412, height: 860 } });
test.describe.configure({ timeout: 120_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new account through the API; its access token. */
async function account(request: APIRequestContext, prefix: string, role: 'guest' | 'host') {
  const email = `${prefix}-${unique()}@example.com`;
  expect((await request.post('/api/v1/get-email-otp', { data: { email } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/v1/verify-otp-byemail', { data: { email, otp: code } })).ok()).toBe(true);
  const registered = await request.post('/api/v1/register-user-details', {
    data: { ...REGISTRATION, email, dob: '2000-01-01' },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).data.token}` };
  if (role === 'host') expect((await request.put('/api/v1/user/role', { data: { role }, headers })).ok()).toBe(true);
  return { email, headers };
}

test('an upcoming trip opens offline after one online visit, under an offline banner', async ({
  page,
  context,
  request,
}) => {
  const host = await account(request, 'host', 'host');
  const guest = await account(request, 'guest', 'guest');
  const title = `Carmo offline loft ${unique()}`;
  const listingId = await publishLisbonHome(request, host.headers, { title, instant_book: true });
  const stay = { listing_id: listingId, checkin: day(30), checkout: day(32), guests: 1 };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  expect(quote.ok(), await quote.text()).toBe(true);
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...guest.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      ...stay,
      currency: 'USD',
      card_number: '4242424242424242',
      quoted_total: (await quote.json()).data.total,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, guest.email);
  // The service worker is installed and serves this page from now on.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

  // The one online visit: the trips list (it loads the upcoming trips' details ahead, once the
  // list is on screen).
  const detailLoaded = page.waitForResponse((r) => /\/api\/v1\/bookings\/\d+$/.test(new URL(r.url()).pathname));
  await page.goto('/dashboard/guest/trips');
  await detailLoaded;
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/dashboard\/guest\/trips\/\d+$/);
  await expect(page.getByTestId('trip-address')).toHaveText('7 Travessa do Carmo, Lisbon');
  await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible();
});
