import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, logInWithEmailCode, REGISTRATION, unique } from './support/accounts';
import { publishLisbonHome } from './support/listings';

// A host with two homes, one of them booked, on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

/** A UTC calendar day `offset` days from today, as YYYY-MM-DD (the grid starts at the browser's today). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function hostWithTwoHomes(request: APIRequestContext) {
  const email = `multi-host-${unique()}@example.com`;
  const token = await createUser(request, { email });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(token) })).ok()).toBe(true);
  const titles = [`Alfama loft ${unique()}`, `Graça flat ${unique()}`];
  const ids: number[] = [];
  for (const title of titles)
    ids.push(await publishLisbonHome(request, auth(token), { title, instant_book: true, max_nights: 30 }));
  // A guest books nights 12 and 13 of the first home.
  const guestToken = await createUser(request, { email: `multi-guest-${unique()}@example.com` });
  const stay = { listing_id: ids[0], checkin: day(12), checkout: day(14), guests: 1, currency: 'USD' };
  const quote = await (await request.post('/api/v1/bookings/quote', { data: stay })).json();
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...auth(guestToken), 'idempotency-key': `e2e-${unique()}` },
    data: { ...stay, card_number: '4242424242424242', quoted_total: quote.data.total },
  });
  expect(booked.status()).toBe(201);
  return { email, token, ids, titles };
}

/** Serious and critical axe findings on the page as it is now. */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}-${col}"]`);

async function blocksOf(request: APIRequestContext, token: string, listingId: number) {
  const res = await request.get(`/api/v1/host/multi-calendar?from=${day(0)}&days=30`, { headers: auth(token) });
  const row = (await res.json()).data.listings.find((l: { id: number }) => l.id === listingId);
  return row.stays.filter((s: { state: string }) => s.state === 'blocked');
}

test('a host blocks nights of two homes from the keyboard, undoes it, and a booked night refuses the whole edit', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const host = await hostWithTwoHomes(request);
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, host.email);
  await page.goto('/dashboard/host/calendar');
  await page.getByRole('link', { name: 'All listings' }).click();
  await expect(page.getByRole('heading', { name: 'All listings', level: 1 })).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Nights of every listing' });
  await expect(grid.getByRole('rowheader', { name: host.titles[0] })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: host.titles[1] })).toBeVisible();
  // 90 days and the listing column; only the days in view are rendered.
  await expect(grid).toHaveAttribute('aria-colcount', '91');
  await expect(grid.getByRole('columnheader').nth(1)).toHaveAttribute('aria-colindex', '2');
  await expect(cell(page, 0, 12)).toHaveAccessibleName(
    new RegExp(`\\$120 ?, ${REGISTRATION.firstName} · 2 ?, Booked by ${REGISTRATION.firstName}, 2 nights$`),
  );
  await expect(cell(page, 0, 12)).toContainText(REGISTRATION.firstName);
  await page.screenshot({ path: testInfo.outputPath('multi-calendar-1280.png') });

  // End and Home reach the last and first day, rendered as the grid scrolls to them.
  await cell(page, 0, 0).focus();
  await page.keyboard.press('End');
  await expect(cell(page, 0, 89)).toBeFocused();
  await expect(cell(page, 0, 89)).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(cell(page, 0, 0)).toBeFocused();

  // Nights 3–5 of both homes: Space on the first, then Shift+arrows.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(cell(page, 0, 3)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(cell(page, 1, 5)).toBeFocused();
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(6);
  const bar = page.getByRole('region', { name: 'Change the selected nights' });
  await expect(bar).toContainText('Selected: 6 nights in 2 listings');
  await page.screenshot({ path: testInfo.outputPath('multi-calendar-1280-selected.png') });
  await bar.getByRole('button', { name: 'Block', exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Nights blocked.' });
  await expect(toast).toBeVisible();
  await expect(cell(page, 0, 4)).toHaveAccessibleName(/Blocked/);
  await expect(cell(page, 1, 4)).toHaveAccessibleName(/Blocked/);
  expect(await blocksOf(request, host.token, host.ids[1] as number)).toEqual([
    expect.objectContaining({ from: day(3), to: day(6) }),
  ]);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Change undone.' })).toBeVisible();
  await expect(cell(page, 1, 4)).toHaveAccessibleName(/Available/);
  expect(await blocksOf(request, host.token, host.ids[1] as number)).toEqual([]);

  // Nights 10–13 of both homes hit the booked night 12: nothing changes, and the night is named.
  await cell(page, 0, 10).click();
  await cell(page, 1, 13).click({ modifiers: ['Shift'] });
  await expect(bar).toContainText('Selected: 8 nights in 2 listings');
  await bar.getByRole('textbox', { name: 'Nightly price (USD)' }).fill('99');
  await bar.getByRole('button', { name: 'Set price', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Nothing was changed' });
  await expect(refused).toContainText(`${host.titles[0]}`);
  await expect(refused).toContainText(`Booked by ${REGISTRATION.firstName}.`);
  await expect(cell(page, 0, 12)).toHaveAccessibleName(/cannot be changed/);
  await expect(cell(page, 1, 11)).not.toHaveAccessibleName(/custom price/);
  const prices = await request.get(`/api/v1/host/multi-calendar?from=${day(0)}&days=30`, {
    headers: auth(host.token),
  });
  for (const row of (await prices.json()).data.listings) expect(row.custom_prices).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('multi-calendar-1280-refused.png') });
  expect(await seriousFindings(page)).toEqual([]);

  // Rules for many listings: a minimum stay longer than a home's maximum changes neither home.
  await page.getByRole('button', { name: 'Rules for many listings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rules for many listings' });
  await dialog.getByRole('textbox', { name: 'Minimum nights' }).fill('45');
  expect(await seriousFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Apply to 2 listings' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Minimum nights cannot be more than this listing’s maximum of 30.',
  );
  await dialog.getByRole('textbox', { name: 'Minimum nights' }).fill('3');
  await dialog.getByRole('button', { name: 'Apply to 2 listings' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Rules saved.' })).toBeVisible();
  for (const id of host.ids) {
    const listing = await request.get(`/api/v1/hosting/listings/${id}`, { headers: auth(host.token) });
    expect((await listing.json()).data.min_nights).toBe(3);
  }
});

test('on a phone the multi-calendar shows one listing at a time', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const host = await hostWithTwoHomes(request);
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, host.email);
  await page.goto('/dashboard/host/multi-calendar');
  const grid = page.getByRole('grid', { name: 'Nights of every listing' });
  await expect(grid.getByRole('rowheader')).toHaveCount(1);
  await expect(grid.getByRole('rowheader', { name: host.titles[0] })).toBeVisible();
  await page.getByRole('combobox', { name: 'Listing' }).selectOption({ label: host.titles[1] });
  await expect(grid.getByRole('rowheader', { name: host.titles[1] })).toBeVisible();
  await expect(grid.getByRole('rowheader')).toHaveCount(1);
  // The page itself does not scroll sideways; the grid does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cell(page, 0, 2).click();
  await cell(page, 0, 4).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('region', { name: 'Change the selected nights' })).toContainText(
    'Selected: 3 nights in 1 listing',
  );
  await page.screenshot({ path: testInfo.outputPath('multi-calendar-375.png'), fullPage: true });
  expect(await seriousFindings(page)).toEqual([]);
});
