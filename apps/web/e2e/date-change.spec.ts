import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, logInWithEmailCode, unique } from './support/accounts';
import { publishLisbonHome } from './support/listings';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const shots = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: width === 1280 });
  }
}

/** A signed-up account (a host when asked) and its token. */
async function account(request: APIRequestContext, role: 'guest' | 'host') {
  const email = `${role}-${unique()}@example.com`;
  const token = await createUser(request, { email });
  if (role === 'host') {
    expect((await request.put('/api/v1/user/role', { data: { role }, headers: bearer(token) })).ok()).toBe(true);
  }
  return { email, token };
}

test('a guest asks for one more night, the host approves it from the bell, the trip shows the new dates and charge', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const host = await account(request, 'host');
  const guest = await account(request, 'guest');
  const title = `Bairro movable flat ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(host.token), { title });
  const stay = { listing_id: listingId, checkin: day(20), checkout: day(22), guests: 1 };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...bearer(guest.token), 'idempotency-key': crypto.randomUUID() },
    data: { ...stay, currency: 'USD', card_number: '4242424242424242', quoted_total: (await quote.json()).data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const id = (await booked.json()).data.id;
  expect((await request.post(`/api/v1/bookings/${id}/accept`, { headers: bearer(host.token) })).ok()).toBe(true);

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, guest.email);
  await page.goto(`/dashboard/guest/trips/${id}`);
  const panel = page.getByTestId('date-change');
  await panel.getByRole('button', { name: 'Change dates or guests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your trip' });
  await dialog.getByLabel('New checkout').fill(day(23));
  await dialog.getByLabel('Guests').fill('2');
  await dialog.getByRole('button', { name: 'See the new price' }).click();
  const priced = dialog.getByTestId('change-quote');
  await expect(priced).toContainText('New total for 3 nights');
  await expect(priced).toContainText('You pay');
  await expect(priced).toContainText('The host has 24 hours to accept.');
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => v.id),
  ).toEqual([]);
  await screenshot(page, 'date-change-dialog');
  await dialog.getByLabel('Card number for the extra amount').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Change request sent to the host.')).toBeVisible();
  await expect(panel.getByTestId('latest-change')).toContainText('Change requested');
  await expect(panel.getByRole('button', { name: 'Change dates or guests' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  // The host answers from the bell.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/auth/login');
  await logInWithEmailCode(hostPage, request, host.email);
  await hostPage.goto('/dashboard/host');
  await hostPage
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const item = hostPage
    .getByRole('tabpanel', { name: 'All' })
    .getByRole('listitem')
    .filter({ hasText: 'Date change request' })
    .filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item.getByText('Approved')).toBeVisible();
  await hostContext.close();

  await page.reload();
  await expect(page.getByTestId('latest-change')).toContainText('Changed to');
  await expect(page.getByTestId('latest-change')).toContainText('was charged');
  await expect(page.getByText('Date change charged')).toBeVisible();
  await expect(page.getByText('2 guests').first()).toBeVisible();
  await screenshot(page, 'date-change-trip');
});
