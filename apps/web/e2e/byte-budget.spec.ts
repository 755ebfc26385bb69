import type { Page } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';
import { expect, hydrated, test } from './support/fixtures';

// What a visitor's first load asks for before the page's load event, compressed as the server
// sends it: the JavaScript, and every response (HTML, CSS, JavaScript, API answers, photos). The
// budgets are the figures of 2026-11-29, read from the browser's resource timing (home 180.1 /
// 275.2 KB, a listing 199.2 / 278.6 KB, /about 167.2 / 211 KB, the same on every run and on a
// busy machine), plus a margin of about 3 %. A change that makes a first load heavier fails
// here, on purpose.
const BUDGET_KB: Record<string, { javascript: number; total: number }> = {
  home: { javascript: 186, total: 284 },
  listing: { javascript: 206, total: 287 },
  about: { javascript: 173, total: 218 },
};

/**
 * Kilobytes on the wire (headers and body as sent) of the requests a first visit makes before the
 * page's load event: JavaScript, and all. Read from the page's resource timing once it has
 * hydrated, so the screen's code started before the event counts even when it arrives after it,
 * and the code loaded once the page is idle (`whenIdle`, after the event) never does.
 */
async function bytesByLoad(page: Page, path: string) {
  // As a browser on HTTPS asks: Chromium offers Brotli only there.
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'br, gzip' });
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  await page.goto(path, { waitUntil: 'load' });
  await hydrated(page);
  const sent = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadAt = navigation?.loadEventStart ?? 0;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [navigation, ...resources.filter((resource) => resource.startTime <= loadAt)].map((entry) => ({
      javascript: new URL(entry?.name ?? '').pathname.endsWith('.js'),
      bytes: entry?.transferSize ?? 0,
    }));
  });
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    javascript: kb(sent.filter((r) => r.javascript).reduce((sum, r) => sum + r.bytes, 0)),
    total: kb(sent.reduce((sum, r) => sum + r.bytes, 0)),
  };
}

test('the first load of the home page, a listing and /about stays within its byte budget', async ({
  browser,
  request,
}) => {
  // Three first visits in new browsers, after the server's first search by place.
  test.setTimeout(60_000);
  const answer = await request.get('/api/v1/listings?place=Lisbon&per_page=1');
  const listing = ((await answer.json()).data as ListingPage).items[0];
  const paths: Record<string, string> = { home: '/', listing: `/listings/${listing?.id}`, about: '/about' };
  for (const [name, path] of Object.entries(paths)) {
    // A new visitor each time: nothing cached.
    const context = await browser.newContext();
    const measured = await bytesByLoad(await context.newPage(), path);
    await context.close();
    test.info().annotations.push({ type: name, description: JSON.stringify(measured) });
    const budget = BUDGET_KB[name];
    expect(measured.javascript, `${path}: JavaScript KB`).toBeLessThanOrEqual(budget?.javascript ?? 0);
    expect(measured.total, `${path}: all KB`).toBeLessThanOrEqual(budget?.total ?? 0);
  }
});
