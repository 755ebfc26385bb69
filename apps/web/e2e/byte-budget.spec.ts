import { expect, type Page, test } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';

// What a visitor downloads before a page's load event, compressed as the server sends it: the
// JavaScript, and every response (HTML, CSS, JavaScript, API answers, photos). The budgets are the
// React build's figures of 2026-11-28 (`node bench/bundle-size.mjs / /listings/235 /about`: 168.9,
// 172.3 and 151.4 KB of JavaScript; 257.1, 247.9 and 191.2 KB in all) plus a margin of about 8 %:
// a change that makes a first load heavier fails here, on purpose.
const BUDGET_KB: Record<string, { javascript: number; total: number }> = {
  home: { javascript: 183, total: 278 },
  listing: { javascript: 186, total: 268 },
  about: { javascript: 164, total: 207 },
};

/** Kilobytes on the wire (headers and body as sent) finished before the load event: JavaScript, and all. */
async function bytesByLoad(page: Page, path: string) {
  const sizes: Promise<[boolean, number]>[] = [];
  let loaded = false;
  page.on('requestfinished', (request) => {
    if (loaded) return;
    const javascript = new URL(request.url()).pathname.endsWith('.js');
    sizes.push(request.sizes().then((s) => [javascript, s.responseBodySize + s.responseHeadersSize]));
  });
  page.once('load', () => {
    loaded = true;
  });
  // As a browser on HTTPS asks: Chromium offers Brotli only there.
  await page.setExtraHTTPHeaders({ 'accept-encoding': 'br, gzip' });
  await page.goto(path, { waitUntil: 'load' });
  const sent = await Promise.all(sizes);
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    javascript: kb(sent.filter(([javascript]) => javascript).reduce((sum, [, bytes]) => sum + bytes, 0)),
    total: kb(sent.reduce((sum, [, bytes]) => sum + bytes, 0)),
  };
}

test('the first load of the home page, a listing and /about stays within its byte budget', async ({
  browser,
  request,
}) => {
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
