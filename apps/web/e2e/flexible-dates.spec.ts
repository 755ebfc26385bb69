import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';
import enFlexible from '../../../packages/contract/src/i18n/en/flexibleDates.json' with { type: 'json' };
import enListings from '../../../packages/contract/src/i18n/en/listings.json' with { type: 'json' };
import { hydrated } from './support/fixtures';

const en = { ...enListings, flexible: enFlexible };

/** `YYYY-MM` `n` months from this one (UTC), and its chip's name ("Jan", or "Jan 2027" in another year). */
function month(n: number) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1));
  const sameYear = first.getUTCFullYear() === now.getUTCFullYear();
  const name = new Intl.DateTimeFormat('en', {
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(first);
  return { value: first.toISOString().slice(0, 7), name };
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test("a guest searches 'I'm flexible', sees each stay's best dates and total, and books from those dates", async ({
  page,
  request,
}) => {
  // Search, two axe runs, a reload and the listing, each waiting for the server.
  test.setTimeout(180_000);
  const [next, after] = [month(1), month(2)];
  await page.goto('/');
  // The suite's first page on a fresh server may take longer than one expectation to start up.
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
  const where = page.getByRole('combobox', { name: en.search.where });
  await where.fill('Lisbon');
  await page
    .getByRole('option', { name: /Lisbon/ })
    .first()
    .click();

  // When: "I'm flexible", a week, in the next two months, six nights.
  await page.getByRole('button', { name: new RegExp(`^${en.search.dates}`) }).click();
  const dialog = page.getByRole('dialog', { name: en.search.dates });
  await dialog.getByRole('tab', { name: en.flexible.flexible }).click();
  await dialog.getByRole('button', { name: en.flexible.kind.week, exact: true }).click();
  await expect(dialog.getByRole('button', { name: en.flexible.kind.week, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Next month is chosen to begin with.
  await expect(dialog.getByRole('button', { name: next.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: after.name, exact: true }).click();
  await dialog.getByLabel(en.flexible.nights).selectOption('6');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: en.search.done }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${en.search.dates}`) })).toContainText(
    `A week in ${next.name.split(' ')[0]}`,
  );
  await page.getByRole('button', { name: en.search.submit, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`place=Lisbon&flex=week&flex_months=${next.value}%2C${after.value}&flex_nights=6`),
  );

  // The first card: its best dates and the six nights' total, as the API gives them.
  const answer = await request.get(
    `/api/v1/listings?place=Lisbon&flex=week&flex_months=${next.value},${after.value}&flex_nights=6&per_page=12`,
  );
  const results = (await answer.json()).data as ListingPage;
  const first = results.items[0];
  if (!first?.best_stay) throw new Error('flexible results carry each listing its best stay');
  expect(results.items.every((l) => l.best_stay?.nights === 6)).toBe(true);
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toContainText(first.title);
  await expect(card).toContainText(/Best dates: /);
  // The card rounds to whole dollars; the listing shows the cents of the same total.
  const usd = (digits: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: digits });
  const total = first.best_stay.total.amount / 100;
  await expect(card).toContainText(`6 nights · ${usd(0).format(total)} total`);
  expect(await axe(page)).toEqual([]);

  // The URL holds the search: a reload shows the same flexible search.
  const searchUrl = page.url();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: new RegExp(`^${en.search.dates}`) })).toContainText('A week in');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(first.title);

  // The card opens the listing with the best stay's dates filled in, at the same total.
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(
    new RegExp(`/listings/${first.id}\\?checkin=${first.best_stay.checkin}&checkout=${first.best_stay.checkout}`),
  );
  await expect(page.getByTestId('quote-total')).toHaveText(usd(2).format(total));
  await page.goto(searchUrl);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Best dates: /);
});
