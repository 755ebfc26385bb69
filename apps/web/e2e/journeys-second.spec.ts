import { type APIRequestContext, type Page } from '@playwright/test';
import { createUser, unique } from './support/accounts';
import { expect, hydrated, test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new host's published Lisbon home, through the API; its id. */
async function hostHome(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const email = `host-${unique()}@example.com`;
  const token = await createUser(request, { email });
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
  return publishLisbonHome(request, headers, { title: `Carmo flat ${unique()}`, instant_book: true, ...fields });
}

/** The page has no horizontal scroll: nothing is wider than the viewport. */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The checkout's test-mode card form, filled with `card` and a valid expiry, CVC and postcode. */
async function fillCard(page: Page, card: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
}

test.describe('checkout', () => {
  test('after paying on a phone the confirmation opens at the top; nothing re-quotes the booking', async ({
    page,
    request,
    guest: _guest,
  }) => {
    await page.setViewportSize(PHONE);
    const listingId = await hostHome(request);
    const quoted: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/bookings/quote')) quoted.push(r.status());
    });
    await page.goto(`/book/${listingId}?checkin=${day(40)}&checkout=${day(43)}&guests=2`);
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: 'Confirm and pay' });
    await pay.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await pay.click();
    const heading = page.getByRole('heading', { name: 'Booking confirmed' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: 'test-results/checkout-confirmed-375.png' });
    // The trips list refetches; the booked stay is not quoted again.
    await page.waitForLoadState('networkidle');
    expect(quoted.every((s) => s === 200)).toBe(true);
  });
});
