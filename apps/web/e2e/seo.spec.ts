import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '@roamstead/contract';

const title = (page: string) => `${page} · ${PRODUCT_NAME}`;
const canonical = (page: import('@playwright/test').Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test('a shared listing link shows the listing before any script runs', async ({ request }) => {
  const listing = (await (await request.get('/api/v1/listings?per_page=1')).json()).data.items[0];
  const res = await request.get(`/listings/${listing.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<meta property="og:url" content="http://127.0.0.1:`);
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+-1200x630\.jpg" \/>/,
  );
  expect(html).toContain('"@type":"VacationRental"');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  // The demo photos' pictures are made in the background after start-up.
  await expect
    .poll(async () => (await request.get(image)).headers()['content-type'], { timeout: 20_000 })
    .toBe('image/jpeg');
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/listings/99999999')).status()).toBe(404);
});

test('the title and canonical follow client-side navigation', async ({ page, request }) => {
  const listing = (await (await request.get('/api/v1/listings?per_page=1')).json()).data.items[0];
  await page.goto('/about');
  await expect(page).toHaveTitle(title('About us'));
  expect(await canonical(page)).toMatch(/\/about$/);

  await page.getByRole('link', { name: 'Roamstead home' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle(title('Explore'));
  expect(await canonical(page)).toMatch(/\/$/);

  await page.getByRole('link', { name: listing.title }).first().click();
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expect(page).toHaveTitle(title(listing.title));
  expect(await canonical(page)).toMatch(new RegExp(`/listings/${listing.id}$`));
  await expect(page.locator('head title')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveTitle(title('Explore'));
});
