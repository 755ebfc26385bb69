import { expect, type Page, test } from '@playwright/test';

/** Results on the map: one per price pin, and each cluster's count. */
async function pinnedCount(page: Page) {
  const clusters = await page.locator('.roamstead-cluster__count').allTextContents();
  return (await page.locator('.roamstead-pin__label').count()) + clusters.reduce((n, c) => n + Number(c), 0);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`close pins are clustered; a cluster zooms in; a pin's card shows the listing's photo (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/map-v1?place=Lisbon');
    const articles = page.getByRole('article');
    // On a phone the map is one tap away.
    if (viewport.width < 640) await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByLabel('Map of the results');
    await expect(map).toBeVisible();
    // Every result of the page stands on the map (counted once the list and the map agree: the
    // map draws after the list).
    await expect
      .poll(async () => {
        const listed = await articles.count();
        return listed > 0 && listed === (await pinnedCount(page));
      })
      .toBe(true);
    const results = await articles.count();
    // Zoomed out, the city's pins overlap: they are grouped.
    const clusters = page.locator('.roamstead-cluster');
    for (let i = 0; i < 4 && (await clusters.count()) === 0; i++) {
      await page.locator('.leaflet-control-zoom-out').click();
      await page.waitForTimeout(400);
    }
    await expect(clusters.first()).toBeVisible();
    await expect.poll(() => pinnedCount(page)).toBe(results);
    await expect(page.getByRole('button', { name: /stays here: zoom in to see them/ }).first()).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`clusters-${viewport.width}.png`) });

    // Choosing clusters zooms in until pins stand on their own; every result stays on the map.
    const pins = page.locator('.roamstead-pin__label');
    for (let i = 0; i < 6 && (await pins.count()) === 0; i++) {
      const before = await page.locator('.roamstead-cluster').count();
      await page.locator('.roamstead-cluster').first().click();
      await expect
        .poll(async () => (await pins.count()) + (await page.locator('.roamstead-cluster').count()))
        .not.toBe(before);
    }
    await expect(pins.first()).toBeVisible();

    // A pin's card: the listing's photo, title and price.
    await pins.first().click();
    const card = map.locator('div.absolute.bottom-3');
    await expect(card).toBeVisible();
    const photo = card.locator('img');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /\/uploads\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('link').last()).toHaveAttribute('href', /\/listings\/\d+/);
    await page.screenshot({ path: test.info().outputPath(`pin-card-${viewport.width}.png`) });
  });
}
