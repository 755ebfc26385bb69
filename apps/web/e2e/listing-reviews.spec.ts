import { expect, test } from '@playwright/test';
import type { ListingCard, ListingPage } from '@roamstead/contract';
import { hydrated } from './support/fixtures';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`"Show all N reviews" pages through every review with its sub-ratings (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const search = await request.get('/api/v1/listings?per_page=100&sort=price_desc');
    const items = ((await search.json()).data as ListingPage).items;
    // More reviews than one page of the dialog (10), so it pages.
    const listing = items.find((l: ListingCard) => l.review_count > 10);
    if (!listing) throw new Error('no seeded listing with more than 10 reviews');
    const count = listing.review_count;

    await page.setViewportSize(viewport);
    await page.goto(`/listings/${listing.id}`);
    await hydrated(page);
    const reviews = page.locator('section[aria-labelledby="reviews-heading"]');
    await expect(reviews.locator('ul > li')).toHaveCount(6);
    await reviews.getByRole('button', { name: `Show all ${count} reviews` }).click();

    const dialog = page.getByRole('dialog', { name: `${count} reviews` });
    await expect(dialog.getByRole('listitem')).toHaveCount(10);
    await expect(dialog.getByText(`10 of ${count} reviews shown`)).toBeVisible();
    const first = dialog.getByRole('listitem').first();
    await expect(first.getByText(/^Rated [1-5] out of 5$/)).toBeVisible();
    for (const part of ['Cleanliness', 'Accuracy', 'Check-in', 'Communication', 'Location', 'Value']) {
      await expect(first.getByText(part, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath(`reviews-${viewport.width}.png`) });

    // The next pages, until every review is there.
    while (await dialog.getByRole('button', { name: 'Show more reviews' }).isVisible()) {
      const before = await dialog.getByRole('listitem').count();
      await dialog.getByRole('button', { name: 'Show more reviews' }).click();
      await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThan(before);
    }
    await expect(dialog.getByRole('listitem')).toHaveCount(count);
    await expect(dialog.getByText(`${count} of ${count} reviews shown`)).toBeVisible();
    // The dialog fits the screen: nothing runs off sideways.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reviews.getByRole('button', { name: `Show all ${count} reviews` })).toBeFocused();
  });
}
