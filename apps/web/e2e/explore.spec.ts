import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Category, ListingDetail, ListingPage } from '@roamstead/contract';
import enListings from '../../../packages/contract/src/i18n/en/listings.json' with { type: 'json' };
import { hydrated } from './support/fixtures';
import { pickGuests } from './support/search';

const en = enListings;
const PER_PAGE = 12;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T;
}

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
const countText = (total: number) => en.results.count.replace('{{count}}', String(total));

test('home shows the seeded listings, and a category filter lives in the URL', async ({ page, request }) => {
  const all = await api<ListingPage>(request, `/listings?per_page=${PER_PAGE}`);
  expect(all.total).toBeGreaterThan(PER_PAGE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: en.results.heading })).toBeVisible();
  await expect(page.getByText(countText(all.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(PER_PAGE);
  await expect(page.getByRole('link', { name: all.items[0]?.title })).toBeVisible();

  // The smallest category, so its results differ from the unfiltered first page.
  const categories = await api<Category[]>(request, '/categories');
  const category = [...categories]
    .filter((c) => c.listing_count > 0)
    .sort((a, b) => a.listing_count - b.listing_count)[0];
  if (!category) throw new Error('the seed has no categories');
  const filtered = await api<ListingPage>(request, `/listings?per_page=${PER_PAGE}&category=${category.slug}`);

  const nav = page.getByRole('navigation', { name: en.categories.label });
  await nav.getByRole('button', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}`));
  await expect(page.getByText(countText(filtered.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(filtered.items.length);
  for (const item of filtered.items) await expect(page.getByRole('link', { name: item.title })).toBeVisible();

  await page.reload();
  await expect(nav.getByRole('button', { name: category.name })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(countText(filtered.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(filtered.items.length);
});

test('a search with no results offers a reset', async ({ page }) => {
  await page.goto('/?place=Nowhereville&guests=50');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: en.results.emptyTitle })).toBeVisible();
  await expect(page.getByLabel(en.search.where)).toHaveValue('Nowhereville');
  await page.getByRole('button', { name: en.results.reset }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(en.search.where)).toHaveValue('');
  await expect(results(page).getByRole('article')).toHaveCount(PER_PAGE);
});

test('the search bar filters by place and guests', async ({ page, request }) => {
  const expected = await api<ListingPage>(request, `/listings?per_page=${PER_PAGE}&place=Barcelona&guests=4`);
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/');
  await hydrated(page);
  await page.getByLabel(en.search.where).fill('Barcelona');
  await pickGuests(page, { adults: 4 });
  await page.getByRole('button', { name: en.search.submit, exact: true }).click();
  await expect(page).toHaveURL(/place=Barcelona&guests=4/);
  await expect(page.getByText(countText(expected.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(expected.items.length);
});

test('opening a card shows the listing page with its title and reviews', async ({ page, request }) => {
  const first = (await api<ListingPage>(request, '/listings?per_page=1')).items[0];
  if (!first) throw new Error('no listings seeded');
  const detail = await api<ListingDetail>(request, `/listings/${first.id}`);
  expect(detail.reviews.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/listings/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${first.title}`));
  await expect(page.getByRole('heading', { name: en.detail.reviews })).toBeVisible();
  const reviews = page.getByRole('region', { name: en.detail.reviews });
  await expect(reviews.getByRole('listitem')).toHaveCount(detail.reviews.length);
  await expect(reviews.getByRole('listitem').first()).toContainText(detail.reviews[0]?.body ?? '');
  await expect(
    page.getByRole('heading', { name: en.detail.hostedBy.replace('{{name}}', detail.host.first_name) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: en.detail.cancellationLink })).toHaveAttribute(
    'href',
    '/help/cancellation',
  );

  // The template path shows the same page.
  await page.goto(`/single-v3/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('an unknown listing id shows the not-found state', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/listings/99999999');
  await expect(page.getByRole('heading', { level: 1, name: en.detail.notFoundTitle })).toBeVisible();
  expect(pageErrors).toEqual([]);
  await page.getByRole('link', { name: en.detail.backToSearch }).click();
  await expect(page).toHaveURL('/');
});

test('a layout demo route shows the live results in its own layout', async ({ page, request }) => {
  const all = await api<ListingPage>(request, `/listings?per_page=${PER_PAGE}`);
  await page.goto('/list-v1?page=2');
  await expect(page.getByRole('heading', { level: 1, name: en.layouts.title })).toBeVisible();
  await expect(
    page.getByText(en.results.pageOf.replace('{{page}}', '2').replace('{{pages}}', String(all.total_pages))),
  ).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(PER_PAGE);
});

test("prices show in the visitor's currency", async ({ page, request }) => {
  const first = (await api<ListingPage>(request, '/listings?per_page=1')).items[0];
  const currencies = await api<Array<{ code: string; rate: number }>>(request, '/get-supported-currencies');
  if (!first) throw new Error('no listings seeded');
  const target = first.price.currency === 'JPY' ? 'EUR' : 'JPY';
  const rate = (code: string) => currencies.find((c) => c.code === code)?.rate ?? Number.NaN;
  const digits = (code: string) => new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
  const major = first.price.amount / 10 ** (digits(first.price.currency).maximumFractionDigits ?? 2);
  const expected = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: target,
    maximumFractionDigits: digits(target).maximumFractionDigits,
  }).format((major / rate(first.price.currency)) * rate(target));

  await page.addInitScript((code) => localStorage.setItem('roamstead.currency', code), target);
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: first.title }) });
  await expect(card).toContainText(expected);
});
