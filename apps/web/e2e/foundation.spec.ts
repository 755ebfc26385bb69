import { expect, test } from '@playwright/test';
import { NOT_FOUND_PAGE, PRODUCT_NAME } from '@roamstead/contract';

test('the start-up screen shows, then the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('status', { name: `Loading ${PRODUCT_NAME}` })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Explore · ${PRODUCT_NAME}`);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.heading })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_PAGE.text)).toBeVisible();
  await page.getByRole('link', { name: NOT_FOUND_PAGE.button }).click();
  await expect(page).toHaveURL('/');
});

test('the API answers under /api/v1 on the same port', async ({ request }) => {
  const health = await request.get('/api/v1/health');
  expect(await health.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } });
  const missing = await request.get('/api/v1/no-such-route');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe('NOT_FOUND');
});
