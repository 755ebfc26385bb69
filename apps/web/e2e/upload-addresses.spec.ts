import { expect, test } from '@playwright/test';

// The server's PUBLIC_URL names 127.0.0.1: these pages are opened by another name for the same host.
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`search photos show on a page opened by another host name (${viewport.width} px)`, async ({ page, baseURL }) => {
    const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.setViewportSize(viewport);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|img-src/.test(m.text())) blocked.push(m.text());
    });
    await page.goto(`${other}/?place=Lisbon`);
    const photo = page.locator('main img[src*="/uploads/"]').first();
    await expect(photo).toBeVisible();
    await photo.scrollIntoViewIfNeeded();
    // The photo is addressed on the page's own origin and has loaded (not its alt text).
    const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(src).origin).toBe(new URL(other).origin);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`search-${viewport.width}.png`) });
  });
}
