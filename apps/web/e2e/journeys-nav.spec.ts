import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  completeRegistration,
  createUser,
  latestCode,
  logInWithEmailCode,
  REGISTRATION,
  unique,
} from './support/accounts';
import { hydrated } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

// Navigation, search state, prices, public profiles, reviews, earnings and sign-in, as a new user
// meets them. Several steps sign people in on a shared, busy machine: allow time.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(minor / 100);

/** A new host account (through the API) with a published Lisbon home; its token and listing id. */
async function hostWithHome(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const email = `host-${unique()}@example.com`;
  const token = await createUser(request, { email });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(token) })).ok()).toBe(true);
  const title = `Nav test flat ${unique()}`;
  const id = await publishLisbonHome(request, auth(token), { title, max_guests: 4, ...fields });
  return { email, token, id, title };
}

/** Books `listingId` through the API as `token` (quote first, as the checkout does). */
async function book(request: APIRequestContext, token: string, listingId: number, checkin: string, checkout: string) {
  const stay = { listing_id: listingId, checkin, checkout, guests: 1, currency: 'USD' };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  expect(quote.ok(), await quote.text()).toBe(true);
  const booked = await request.post('/api/v1/bookings', {
    data: { ...stay, card_number: '4242424242424242', quoted_total: (await quote.json()).data.total, message: 'Hi!' },
    headers: { ...auth(token), 'idempotency-key': unique() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data.id as number;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at the top; back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const eighth = page.getByRole('article').nth(7);
  await eighth.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const before = await scrollY(page);
  const link = eighth.getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/listings\/\d+/);
  // The listing's own heading: the address changes before the page does, and explore has an h1 too.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('article').nth(7)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 100);
});

// Pages render their content a task after their header on a fresh load (docs/adr/0040); a reload
// renders it at once, so the router can put the visitor back where they were.
test('a reload keeps the scroll position of a page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const before = await scrollY(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 50);
});

test('search dates and guests go from the card to the listing, its quote and the checkout, which opens at the top', async ({
  page,
  request,
}) => {
  const { id, title } = await hostWithHome(request, { instant_book: true, cleaning_fee: 2_500 });
  const [checkin, checkout] = [day(40), day(43)];
  await page.goto(`/?place=Lisbon&checkin=${checkin}&checkout=${checkout}&guests=2&sort=newest`);
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: title });
  const link = card.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', `/listings/${id}?checkin=${checkin}&checkout=${checkout}&guests=2`);

  // The card's total is the quote's total, fees and taxes included, in whole dollars.
  const quote = await request.post('/api/v1/bookings/quote', {
    data: { listing_id: id, checkin, checkout, guests: 2, currency: 'USD' },
  });
  const total = (await quote.json()).data.total.amount as number;
  await expect(card).toContainText(`3 nights · ${usd(total)} total`);
  await expect(card).toContainText('$120 night');
  // Its pin reads "$120 a night", unless the pin is in a cluster of close pins (hovering the card
  // highlights either).
  await card.hover();
  await expect(page.locator(`[title="${title}: $120 a night"], .roamstead-cluster--hovered`)).toHaveCount(1);

  await link.click();
  await expect(page).toHaveURL(`/listings/${id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await expect(page.getByTestId('checkin-value')).not.toHaveText('Add date');
  await expect(page.getByTestId('guests-summary')).toHaveText('2 guests');
  await expect(page.getByTestId('quote-total')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total / 100),
  );

  await page.mouse.wheel(0, 700);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${id}\\?`));
  const params = new URL(page.url()).searchParams;
  expect([params.get('checkin'), params.get('checkout'), params.get('guests')]).toEqual([checkin, checkout, '2']);
  // The checkout scrolls to the top once it has rendered (its screen loads after the URL changes).
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("a signed-out visitor opens the host's public profile from a listing", async ({ page, request }) => {
  const { id, title } = await hostWithHome(request);
  await page.goto(`/listings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'View host profile' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(
    page.getByRole('heading', { name: `${REGISTRATION.firstName} ${REGISTRATION.lastName}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
});

test("a review appears under the guest's written reviews as soon as it is sent", async ({ page, request }) => {
  const { id } = await hostWithHome(request, { instant_book: true });
  const email = `guest-${unique()}@example.com`;
  const token = await createUser(request, { email });
  const bookingId = await book(request, token, id, day(20), day(22));
  const travelled = await request.post(`/api/v1/dev/bookings/${bookingId}/travel-past-checkout`, {
    headers: auth(token),
  });
  expect(travelled.ok()).toBe(true);
  const body = `Sunny rooms and a quiet square ${unique()}.`;
  const review = await request.post(`/api/v1/bookings/${bookingId}/review`, {
    headers: auth(token),
    data: { rating: 5, cleanliness: 5, accuracy: 5, check_in: 5, communication: 5, location: 5, value: 5, body },
  });
  expect(review.status()).toBe(201);

  await page.goto('/dashboard/guest/reviews');
  await logInWithEmailCode(page, request, email);
  await expect(page).toHaveURL(/\/dashboard\/guest\/reviews$/);
  await expect(page.getByText(body)).toBeVisible();
  await expect(page.getByText(/^Not public yet/)).toBeVisible();
  await expect(page.getByText('You have not written any reviews yet.', { exact: false })).toHaveCount(0);
});

test("a host's earnings, chart and reservation card are in the payout currency", async ({ page, request }) => {
  const host = await hostWithHome(request, { instant_book: true, currency: 'EUR', nightly_price: 10_000 });
  const guestToken = await createUser(request, { email: `guest-${unique()}@example.com` });
  await book(request, guestToken, host.id, day(30), day(32));
  const earnings = (await (await request.get('/api/v1/host/earnings', { headers: auth(host.token) })).json()).data;
  expect(earnings.currency).toBe('EUR');
  const month = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${earnings.by_month[0].month}-01T00:00:00Z`),
  );
  const payout = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(earnings.upcoming / 100);

  await page.goto('/dashboard/host/earnings');
  await logInWithEmailCode(page, request, host.email);
  await expect(page.getByTestId('earnings-upcoming')).toHaveText(payout);
  await expect(page.getByText('Amounts in EUR, the currency you are paid in.')).toBeVisible();
  const chart = page.getByTestId('earnings-chart');
  await expect(chart).toContainText(month);
  await expect(chart).not.toContainText(earnings.by_month[0].month);
  await expect(chart).toContainText(`${month}: €0.00 paid, ${payout} upcoming`);

  await page.goto(`/dashboard/host/calendar?listing=${host.id}`);
  await expect(page.getByText(`1 guest · Your payout ${payout}`)).toBeVisible();
});

test.describe('sign-in choices', () => {
  test.use({ locale: 'en-GB' });

  test("the phone code follows the browser's region; Google only when configured, Facebook as SPEC says", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('combobox', { name: 'Country code' }).locator('option:checked')).toHaveText(
      'United Kingdom (+44)',
    );
    // This server has no GOOGLE_CLIENT_ID: no Google button at all.
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Google/)).toHaveCount(0);
  });
});

test('a new account is greeted "Welcome"; a returning one "Welcome back"', async ({ page, request, browser }) => {
  const email = `new-${unique()}@example.com`;
  await page.goto('/auth/register');
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toBeVisible();
  const { code } = await latestCode(request, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await completeRegistration(page);
  await expect(page).toHaveURL(/\/dashboard\/guest$/);
  await expect(page.getByText(`Welcome, ${REGISTRATION.firstName}.`)).toBeVisible();

  // The same person on another visit is a returning user.
  const later = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const again = await later.newPage();
  await again.goto('/dashboard/guest');
  await expect(again).toHaveURL(/\/auth\/login/);
  await logInWithEmailCode(again, request, email);
  await expect(again.getByText(`Welcome back, ${REGISTRATION.firstName}.`)).toBeVisible();
  await later.close();
});
