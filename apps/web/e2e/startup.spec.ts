import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import enListings from '../../../packages/contract/src/i18n/en/listings.json' with { type: 'json' };

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

// docs/adr/0042: V8 compiles the shell's functions while it streams in, not on the main thread
// when they are first called; the other scripts are compiled as usual.
test('the shell, and only the shell, asks to be compiled as it arrives', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(scripts.length).toBeGreaterThan(2);
  const sizes = new Map<string, number>();
  const hinted: string[] = [];
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    sizes.set(src, code.length);
    if (code.split('\n', 3).includes('//# allFunctionsCalledOnLoad')) hinted.push(src);
  }
  const shell = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0];
  expect(hinted).toEqual([shell]);
});

declare global {
  interface Window {
    lateStylesheets?: string[];
  }
}

// With Tailwind's @property rules, the browser restyles every element of the page for each
// stylesheet or preload <link> or <style> that joins the document (docs/adr/0039): once the first
// screen is on it, neither the toasts nor the date picker add one. (The web manifest's link, added
// then, costs a 0.09 ms restyle: ADR 0044.)
test('no stylesheet or preload link joins the page once its first screen is on it', async ({ page, context }) => {
  await context.addInitScript(() => {
    window.lateStylesheets = [];
    new MutationObserver((records) => {
      if (!document.querySelector('main article')) return;
      for (const record of records) {
        for (const node of record.addedNodes) {
          const restyles =
            node instanceof HTMLStyleElement ||
            (node instanceof HTMLLinkElement && ['stylesheet', 'preload', 'modulepreload'].includes(node.rel));
          if (restyles) {
            window.lateStylesheets?.push(node.outerHTML);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // react-toastify loads once the page is idle; its container then mounts.
  await expect(page.locator('.Toastify')).toBeAttached({ timeout: 10_000 });
  await page.getByRole('button', { name: new RegExp(`^${enListings.search.dates}`) }).click();
  await expect(page.getByRole('dialog', { name: enListings.search.dates })).toBeVisible();
  expect(await page.evaluate(() => window.lateStylesheets)).toEqual([]);
});

declare global {
  interface Window {
    layoutShift?: number;
  }
}

// The pages render in several tasks (docs/adr/0040): the header first, then the page, its
// sections below the fold, the footer. On a phone's screen and a slower CPU, none of the later
// parts may move what is already in view (CLS goal ≤ 0.05).
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
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.layoutShift), path).toBeLessThanOrEqual(0.05);
  }
  await context.close();
});

// On a phone's network the page's largest photo shares the link with nothing it can wait for: the
// logo and the favicon are written into the page, and the other photos are asked for once the
// first card's (the home page) or the cover (a listing) is in.
test('on a first load the largest photo is the only photo asked for until it has loaded', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const listing = await page.request
    .get('/api/v1/listings?per_page=1')
    .then(async (r) => (await r.json()).data.items[0].id);
  for (const path of ['/', `/listings/${listing}`]) {
    const asked: string[] = [];
    /** Photos in the order asked for, and those asked for before the first had loaded. */
    const photos: string[] = [];
    const askedEarly: string[] = [];
    let firstLoaded = false;
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      asked.push(pathname);
      if (!pathname.startsWith('/uploads/')) return;
      if (photos.length > 0 && !firstLoaded) askedEarly.push(pathname);
      photos.push(pathname);
    };
    const onFinished = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === photos[0]) firstLoaded = true;
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    await page.goto(path);
    await expect.poll(() => photos.length, { message: path }).toBeGreaterThan(1);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    expect(askedEarly, path).toEqual([]);
    expect(
      asked.filter((p) => p === '/logo.svg' || p === '/favicon.ico'),
      path,
    ).toEqual([]);
    const largest = page.locator('img[fetchpriority="high"]').first();
    expect(await largest.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname), path).toBe(photos[0]);
  }
  await context.close();
});

declare global {
  interface Window {
    manifestLinked?: { photoLoaded: boolean };
  }
}

// Chrome fetches a linked web manifest and its icon as the page loads, beside the first screen's
// scripts and photo on a phone (ADR 0044): the app links it once its first screen is complete.
test('the web manifest is linked once the first screen is complete, not by the page', async ({
  page,
  context,
  request,
}) => {
  expect(await (await request.get('/')).text()).not.toContain('rel="manifest"');
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'manifest') {
            const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
            window.manifestLinked ??= { photoLoaded: Boolean(largest?.complete && largest.naturalWidth > 0) };
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toBeAttached({ timeout: 15_000 });
  expect(await page.evaluate(() => window.manifestLinked)).toEqual({ photoLoaded: true });

  const manifest = await (await request.get((await link.getAttribute('href')) ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Roamstead', theme_color: '#e0234e', display: 'standalone', start_url: '/' });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
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

// A first load is quiet: no error or warning in the console (the router used to warn that it had
// no fallback to render while the first screen's code loaded; the start-up screen is that fallback).
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
