import { type BrowserContext, expect, type Page, test } from '@playwright/test';

declare global {
  interface Window {
    startupHiddenAt?: number;
  }
}

/** Notes, in every page of the context, when the start-up screen goes away. */
const watchStartup = (context: BrowserContext) =>
  context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('startup')?.hidden) window.startupHiddenAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
  });

/** Milliseconds between the window's load event and the start-up screen going away. */
async function holdAfterLoad(page: Page) {
  await page.waitForFunction(() => window.startupHiddenAt !== undefined);
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (window.startupHiddenAt ?? 0) - (navigation?.loadEventStart ?? 0);
  });
}

// The e2e build holds the start-up screen VITE_STARTUP_DELAY_MS=200 ms after load.
test('the start-up hold comes with the first load of a browser session only', async ({ page, context }) => {
  await watchStartup(context);
  await page.goto('/');
  expect(await holdAfterLoad(page)).toBeGreaterThanOrEqual(195);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.reload();
  expect(await holdAfterLoad(page)).toBeLessThan(100);
  await page.goto('/about');
  expect(await holdAfterLoad(page)).toBeLessThan(100);

  // A tab opened on its own (not from this one) starts a browser session of its own.
  const other = await context.newPage();
  await other.goto('/about');
  expect(await holdAfterLoad(other)).toBeGreaterThanOrEqual(195);
});
