import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '@roamstead/contract';

// SPEC §2's start-up screen comes with the first page of a browser session: the server sends it
// then and only then (a session cookie), and it goes away once the page has loaded and the hold has
// passed (VITE_STARTUP_DELAY_MS=200 in the e2e build).
test('the start-up screen comes with the first page of a browser session only', async ({ page, context }) => {
  const first = await page.request.get('/about');
  expect(await first.text()).toContain('<div id="startup"');
  await page.goto('/');
  const startup = page.getByRole('status', { name: `Loading ${PRODUCT_NAME}` });
  await expect(startup).toBeHidden();
  const hold = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.now() - (navigation?.loadEventStart ?? 0);
  });
  expect(hold).toBeGreaterThanOrEqual(195);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('roamstead_startup_shown');

  for (const path of ['/about', '/']) {
    const answer = await page.request.get(path);
    expect(await answer.text(), path).not.toContain('id="startup"');
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#startup')).toHaveCount(0);
});

test('the page links a web manifest that makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: PRODUCT_NAME, theme_color: '#e0234e', display: 'standalone', start_url: '/' });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});

declare global {
  interface Window {
    layoutShift?: number;
  }
}

// Server-rendered pages hydrate, then a visitor's own state completes them (header, prices in their
// currency): on a phone's screen and a slower CPU none of it may move what is in view (CLS ≤ 0.02).
test('pages do not shift while they load on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const listing = await page.request
    .get('/api/v1/listings?per_page=1')
    .then(async (r) => (await r.json()).data.items[0].id);
  for (const path of ['/', `/listings/${listing}`, '/about']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.layoutShift), path).toBeLessThanOrEqual(0.02);
  }
  await context.close();
});

// The UI strings are the largest answer a first screen waits for (~20 KB compressed): a returning
// visitor's browser revalidates its copy (a 304) instead of downloading them again.
test('a reload revalidates the UI strings instead of downloading them again', async ({ page }) => {
  const stringsTransfer = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/v1/translations'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/translations')) statuses.push(response.status());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [first = 0] = await stringsTransfer();
  expect(first).toBeGreaterThan(10_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [again = Number.POSITIVE_INFINITY] = await stringsTransfer();
  expect(again).toBeLessThan(2_000);
  expect(statuses).toHaveLength(2);
});

// A first load is quiet: no error or warning in the console, with the service worker installed.
test('a first load logs no error or warning to the console', async ({ browser, baseURL, request }) => {
  const listing = (await (await request.get('/api/v1/listings?per_page=1')).json()).data.items[0].id;
  // With its service worker, as a visitor has it (blocking it makes Playwright log a warning).
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The map's tiles come from a third party, out of reach on a machine without the internet.
    const source = message.location().url;
    if (source && new URL(source).origin !== new URL(page.url()).origin) return;
    logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`page error: ${error.message}`));
  for (const path of ['/', `/listings/${listing}`, '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#startup')).toBeHidden();
  }
  expect(logged).toEqual([]);
  await context.close();
});
