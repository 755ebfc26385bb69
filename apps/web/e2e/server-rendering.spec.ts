import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';
import { expect, hydrated, test } from './support/fixtures';

// Public pages come as HTML rendered on the server with React and hydrate in the browser
// (docs/adr/0047): readable without JavaScript, hydrated without a mismatch, and not fetched again.

const firstListing = async (request: APIRequestContext) => {
  const answer = await request.get('/api/v1/listings?place=Lisbon&per_page=1');
  const page = (await answer.json()).data as ListingPage;
  const listing = page.items[0];
  if (!listing) throw new Error('the demo marketplace has no listing in Lisbon');
  return listing;
};

/** Every console error and warning, and every uncaught error, of the page. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Map tiles come from the network, which the test machine may not have; the suite blocks the
    // service worker, and Playwright says so.
    const text = message.text();
    if (text.includes('ERR_NAME_NOT_RESOLVED') || text.includes('Service Worker registration blocked by Playwright'))
      return;
    if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Notes each renderer React DOM registers with the developer tools' hook, and any Preact. */
const watchRenderers = (context: BrowserContext) =>
  context.addInitScript(() => {
    const seen: { renderers: { name: string; version: string; bundleType: number }[]; preact: boolean } = {
      renderers: [],
      preact: false,
    };
    Object.assign(window, {
      seenRenderers: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName: string; version: string; bundleType: number }) {
          seen.renderers.push({
            name: renderer.rendererPackageName,
            version: renderer.version,
            bundleType: renderer.bundleType,
          });
          return seen.renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
      __PREACT_DEVTOOLS__: {
        attachPreact() {
          seen.preact = true;
        },
      },
    });
  });

test('the production build runs React 19 DOM, its production build, and no Preact', async ({ page, context }) => {
  await watchRenderers(context);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seenRenderers: { renderers: unknown[]; preact: boolean } }).seenRenderers,
  );
  expect(seen.preact).toBe(false);
  expect(seen.renderers).toEqual([{ name: 'react-dom', version: expect.stringMatching(/^19\./), bundleType: 0 }]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing page shows its title, photos, price and description', async ({ page, request }) => {
    const listing = await firstListing(request);
    const detail = (await (await request.get(`/api/v1/listings/${listing.id}`)).json()).data;
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('alt', detail.photos[0].alt);
    await expect(page.getByText(detail.description.split('\n')[0].trim()).first()).toBeVisible();
    await expect(page.getByText(/\$\s?[\d,]+/).first()).toBeVisible();
  });

  test('a search by place shows result cards that link to listings', async ({ page, request }) => {
    const listing = await firstListing(request);
    await page.goto('/?place=Lisbon');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon');
    const link = page.getByRole('link', { name: listing.title }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });
});

const NOT_FOUND = ['/listings/99999999', '/no-such-page'];
const PAGES = [
  '/',
  '/?place=Lisbon',
  '/about',
  '/help-center',
  '/help/faqs',
  '/blog',
  '/roamstead-your-home',
  ...NOT_FOUND,
];

for (const width of [375, 1280]) {
  for (const lang of ['en', 'ar']) {
    test(`public pages hydrate without a warning or an error at ${width} px in ${lang}`, async ({ page, request }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const listing = await firstListing(request);
      const problems = problemsOf(page);
      for (const path of [...PAGES, `/listings/${listing.id}`]) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        // Hydrated: the header's menus, loaded once the page is idle, are in.
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        // A page not found is answered 404 (and its listing, asked for again by the browser, too).
        const expected = NOT_FOUND.includes(path) ? (p: string) => !p.includes('status of 404') : () => true;
        expect(problems.filter(expected), url).toEqual([]);
        problems.length = 0;
      }
    });
  }
}

test("a listing page's data comes with the page, not from a second request", async ({ page, request }) => {
  const listing = await firstListing(request);
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    // The listing and the currency rates; its calendar's availability is asked for in the browser.
    if ([`/api/v1/listings/${listing.id}`, '/api/v1/get-supported-currencies'].includes(pathname)) asked.push(pathname);
  });
  await page.goto(`/listings/${listing.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  expect(asked).toEqual([]);
});

test("the visitor's language and currency are the server's too", async ({ page, context }) => {
  await page.goto('/?place=Lisbon');
  await hydrated(page);
  await page.getByRole('button', { name: /Currency/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /EUR/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'roamstead_currency')?.value).toBe('EUR');
  const html = await (await page.request.get('/?place=Lisbon')).text();
  expect(html).toContain('data-currency="EUR"');
  expect(html).toMatch(/€/);
});

test("a signed-in visitor's header completes after hydration without moving the page", async ({ guest }) => {
  const { page } = guest;
  await page.addInitScript(() => {
    Object.assign(window, { layoutShift: 0 });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        const seen = window as unknown as { layoutShift: number };
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/about', '/?place=Lisbon']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
      path,
    ).toBeLessThanOrEqual(0.02);
  }
});
