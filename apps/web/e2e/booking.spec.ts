import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { latestCode, logInWithEmailCode, REGISTRATION, unique } from './support/accounts';
import { fillCard } from './support/checkout';
import { hydrated } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

// Two people in two browsers on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Account {
  email: string;
  token: string;
}

/** A new account through the API (code from the dev outbox), optionally switched to hosting. */
async function account(request: APIRequestContext, prefix: string, host = false): Promise<Account> {
  const email = `${prefix}-${unique()}@example.com`;
  expect((await request.post('/api/v1/get-email-otp', { data: { email } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/v1/verify-otp-byemail', { data: { email, otp: code } })).ok()).toBe(true);
  const registered = await request.post('/api/v1/register-user-details', {
    data: { ...REGISTRATION, email, dob: '2000-01-01' },
  });
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).data.token as string;
  if (host) {
    const role = await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(token) });
    expect(role.ok()).toBe(true);
  }
  return { email, token };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A published home of `host`, made through the hosting API. */
const publishHome = (request: APIRequestContext, host: Account, title: string, instantBook: boolean) =>
  publishLisbonHome(request, auth(host.token), {
    title,
    max_guests: 4,
    beds: 2,
    cleaning_fee: 3_000,
    instant_book: instantBook,
  });

/** A browser of its own, signed in as `who`. */
async function signedIn(browser: Browser, request: APIRequestContext, who: Account) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, who.email);
  return page;
}

/** The listing page with dates chosen, its quote loaded. */
async function openStay(page: Page, listingId: number, checkin: string, checkout: string) {
  await page.goto(`/listings/${listingId}?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await expect(page.getByTestId('quote-total')).toBeVisible();
}

test('a guest requests a stay, the host approves it from the bell, the guest cancels and is refunded', async ({
  browser,
  request,
}) => {
  const host = await account(request, 'host', true);
  const guest = await account(request, 'guest');
  const title = `Carmo balcony flat ${unique()}`;
  const listingId = await publishHome(request, host, title, false);

  const guestPage = await signedIn(browser, request, guest);
  await openStay(guestPage, listingId, day(30), day(33));
  // 3 nights × $120 + $30 cleaning = $390; +14% $54.60; +8% $31.20 → $475.80.
  await expect(guestPage.getByTestId('quote-total')).toHaveText('$475.80');
  await guestPage.getByRole('button', { name: 'Request to book' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/book/${listingId}`));
  await guestPage.getByRole('textbox', { name: 'Message to the host' }).fill('We are two and travel light.');
  await fillCard(guestPage, '4242 4242 4242 4242');
  await guestPage.getByRole('button', { name: 'Send request' }).click();
  await expect(guestPage.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  const hostPage = await signedIn(browser, request, host);
  await hostPage.goto('/dashboard/host');
  await hostPage
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const item = hostPage
    .getByRole('tabpanel', { name: 'All' })
    .getByRole('listitem')
    .filter({ hasText: 'New booking request' })
    .filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item.getByText('Approved')).toBeVisible();

  await guestPage.goto('/dashboard/guest/trips');
  await guestPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(guestPage.getByText('Confirmed').first()).toBeVisible();
  await expect(guestPage.getByTestId('trip-address')).toHaveText('7 Travessa do Carmo, Lisbon');
  await expect(guestPage.getByRole('link', { name: 'Message host' })).toBeVisible();

  await guestPage.getByRole('link', { name: 'Printable receipt' }).click();
  // The trip page has a "Receipt" section too: wait for the receipt's own address first.
  await expect(guestPage).toHaveURL(/\/invoice\?booking=\d+$/);
  await expect(guestPage.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(guestPage.getByTestId('quote-total')).toHaveText('$475.80');
  await expect(guestPage.getByText('Payment captured')).toBeVisible();
  await guestPage.goBack();

  await guestPage.getByRole('button', { name: 'Cancel trip' }).click();
  // Moderate policy, 30 days ahead: everything back.
  await expect(guestPage.getByTestId('refund-preview')).toContainText('$475.80');
  await guestPage.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(guestPage.getByTestId('refunded')).toHaveText('Refunded: $475.80');
  await expect(guestPage.getByText('Cancelled by you').first()).toBeVisible();
});

test('an instant booking is confirmed at once', async ({ browser, request }) => {
  const host = await account(request, 'host', true);
  const guest = await account(request, 'guest');
  const listingId = await publishHome(request, host, `Alfama instant loft ${unique()}`, true);
  const page = await signedIn(browser, request, guest);
  await openStay(page, listingId, day(40), day(42));
  await page.getByRole('button', { name: 'Reserve' }).click();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'View trip' }).click();
  await expect(page.getByTestId('trip-address')).toHaveText('7 Travessa do Carmo, Lisbon');

  // The same nights are now taken for everyone else.
  const other = await account(request, 'guest');
  const otherPage = await signedIn(browser, request, other);
  await otherPage.goto(`/listings/${listingId}?checkin=${day(41)}&checkout=${day(43)}`);
  await expect(otherPage.getByText('Those dates are no longer available. Please choose other dates.')).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Reserve' })).toBeDisabled();
});

test('a declined test card books nothing', async ({ browser, request }) => {
  const host = await account(request, 'host', true);
  const guest = await account(request, 'guest');
  const listingId = await publishHome(request, host, `Graça declined card flat ${unique()}`, true);
  const page = await signedIn(browser, request, guest);
  await openStay(page, listingId, day(50), day(52));
  await page.getByRole('button', { name: 'Reserve' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page.getByText('Your card was declined. Please use another card.')).toBeVisible();
});

test('a host blocks nights on the calendar and they become unbookable', async ({ browser, request }) => {
  const host = await account(request, 'host', true);
  const listingId = await publishHome(request, host, `Estrela blocked flat ${unique()}`, true);
  const hostPage = await signedIn(browser, request, host);
  await hostPage.goto(`/dashboard/host/calendar?listing=${listingId}`);
  await hostPage.getByRole('button', { name: 'Next month' }).click();
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() + 1);
  const iso = (d: number) =>
    `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  await hostPage.locator(`[data-date="${iso(10)}"]`).click();
  await hostPage.locator(`[data-date="${iso(12)}"]`).click();
  await hostPage.getByRole('button', { name: 'Block nights' }).click();
  await expect(hostPage.getByText('Nights blocked')).toBeVisible();
  await expect(hostPage.locator(`[data-date="${iso(11)}"]`)).toHaveAttribute('data-state', 'blocked');

  const guest = await account(request, 'guest');
  const page = await signedIn(browser, request, guest);
  await page.goto(`/listings/${listingId}?checkin=${iso(9)}&checkout=${iso(11)}`);
  await expect(page.getByText('Those dates are no longer available. Please choose other dates.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve' })).toBeDisabled();
  // On the picker the blocked nights are disabled.
  await page.goto(`/listings/${listingId}`);
  await hydrated(page);
  await page.getByRole('button', { name: /Check-in/ }).click();
  await page.locator('.rdp-root').waitFor();
  while ((await page.locator(`[data-day="${iso(11)}"]`).count()) === 0) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await expect(page.locator(`[data-day="${iso(11)}"] button`)).toBeDisabled();
  await expect(page.locator(`[data-day="${iso(14)}"] button`)).toBeEnabled();
});

test('after checkout both sides review; reviews stay hidden until both have written', async ({ browser, request }) => {
  const host = await account(request, 'host', true);
  const guest = await account(request, 'guest');
  const title = `Bairro Alto review flat ${unique()}`;
  const listingId = await publishHome(request, host, title, true);
  const stay = { listing_id: listingId, checkin: day(20), checkout: day(22), guests: 1, currency: 'USD' };
  const quote = await (await request.post('/api/v1/bookings/quote', { data: stay })).json();
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...auth(guest.token), 'idempotency-key': `e2e-${unique()}` },
    data: { ...stay, card_number: '4242424242424242', quoted_total: quote.data.total },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json()).data.id;
  // The stay ends: the dev clock moves it past checkout.
  expect(
    (await request.post(`/api/v1/dev/bookings/${bookingId}/travel-past-checkout`, { headers: auth(guest.token) })).ok(),
  ).toBe(true);

  const guestPage = await signedIn(browser, request, guest);
  await guestPage.goto(`/dashboard/guest/trips/${bookingId}`);
  await expect(guestPage.getByText('Completed').first()).toBeVisible();
  for (const group of ['Overall', 'Cleanliness', 'Accuracy', 'Check-in', 'Communication', 'Location', 'Value']) {
    await guestPage
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: '5 stars' })
      .check({ force: true });
  }
  await guestPage.getByRole('textbox', { name: 'Your review' }).fill('Bright, quiet and exactly as pictured.');
  await guestPage.getByRole('button', { name: 'Submit review' }).click();
  await expect(guestPage.getByTestId('review-guest')).toContainText('Bright, quiet and exactly as pictured.');
  await expect(guestPage.getByText('Hidden until both of you have written a review')).toBeVisible();

  const hostPage = await signedIn(browser, request, host);
  await hostPage.goto(`/dashboard/host/calendar?listing=${listingId}`);
  await expect(hostPage.getByText('The other side has written a review. Write yours to read it.')).toBeVisible();
  await hostPage.getByRole('group', { name: 'Overall', exact: true }).getByRole('radio', { name: '5 stars' }).check({
    force: true,
  });
  await hostPage.getByRole('textbox', { name: 'Your review' }).fill('A considerate guest, welcome back.');
  await hostPage.getByRole('button', { name: 'Submit review' }).click();
  await expect(hostPage.getByTestId('review-guest')).toContainText('Bright, quiet and exactly as pictured.');
  await hostPage.getByRole('textbox', { name: 'Respond publicly (once)' }).fill('Thank you for staying with us!');
  await hostPage.getByRole('button', { name: 'Publish response' }).click();
  await expect(hostPage.getByText("Host's response: Thank you for staying with us!")).toBeVisible();

  await guestPage.reload();
  await expect(guestPage.getByTestId('review-host')).toContainText('A considerate guest, welcome back.');
  await guestPage.goto(`/listings/${listingId}`);
  await expect(guestPage.getByText('Bright, quiet and exactly as pictured.')).toBeVisible();
});
