import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';
import enListings from '../../../packages/contract/src/i18n/en/listings.json' with { type: 'json' };
import { hydrated } from './support/fixtures';
import { pickGuests } from './support/search';

const en = enListings;
const PER_PAGE = 12;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()).data as T;
}

const countText = (total: number) => en.results.count.replace('{{count}}', String(total));
const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
function isoDay(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The API query of the search in the page's URL (the same mapping the client makes). */
function apiQueryOf(url: string) {
  const params = new URL(url).searchParams;
  const query = new URLSearchParams({ per_page: String(PER_PAGE) });
  const copy = (from: string, to = from) => {
    const value = params.get(from);
    if (value) query.set(to, value);
  };
  for (const key of ['place', 'checkin', 'checkout', 'guests', 'bbox', 'currency', 'sort']) copy(key);
  copy('type', 'property_type');
  const max = params.get('price_max');
  if (max) query.set('price_max', String(Number(max) * 100));
  return `/listings?${query}`;
}

/** Results on the map: one per price pin, and each cluster's count. */
async function pinnedCount(page: Page) {
  const clusters = await page.locator('.roamstead-cluster__count').allTextContents();
  return (await page.locator('.roamstead-pin__label').count()) + clusters.reduce((n, c) => n + Number(c), 0);
}

test('a guest searches by place, dates and guests, filters, moves the map and opens a listing', async ({
  page,
  request,
}) => {
  // Seven steps of one journey, each waiting for the server: more than the default 30 s on a busy machine.
  test.slow();
  const checkin = isoDay(20);
  const checkout = isoDay(23);
  await page.goto('/');
  await hydrated(page);

  // Where: a misspelt city is suggested correctly.
  const where = page.getByRole('combobox', { name: en.search.where });
  await where.fill('Lisbn');
  await page.getByRole('option', { name: /Lisbon/ }).click();
  await expect(where).toHaveValue('Lisbon');

  // When: check-in and check-out on the range calendar.
  await page.getByRole('button', { name: new RegExp(`^${en.search.dates}`) }).click();
  const calendar = page.getByRole('dialog', { name: en.search.dates });
  await calendar.locator(`[data-day="${checkin}"]:not([data-outside]) button`).click();
  await calendar.locator(`[data-day="${checkout}"]:not([data-outside]) button`).click();
  await expect(calendar.getByText(en.search.nights.replace('{{count}}', '3'))).toBeVisible();
  await calendar.getByRole('button', { name: en.search.done }).click();

  await pickGuests(page, { adults: 2 });
  await page.getByRole('button', { name: en.search.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`place=Lisbon&checkin=${checkin}&checkout=${checkout}&guests=2`));

  const dated = await api<ListingPage>(request, apiQueryOf(page.url()));
  expect(dated.total).toBeGreaterThan(1);
  await expect(page.getByText(countText(dated.total))).toBeVisible();
  const first = dated.items[0];
  if (!first?.stay) throw new Error('dated results carry the stay total');
  // Every card prices the three nights, fees and taxes included.
  await expect(results(page).getByRole('article').first()).toContainText(/3 nights · \$[\d,.]+ total/);

  // Filters: a price ceiling and the property type of the first result.
  const ceiling = Math.ceil(Math.max(...dated.items.map((l) => l.display_price.amount)) / 100);
  await page.getByRole('button', { name: en.filters.button }).click();
  const filters = page.getByRole('dialog', { name: en.filters.title });
  await expect(filters.getByRole('img', { name: /Nightly prices of \d+ stays/ })).toBeVisible();
  await filters.getByRole('spinbutton', { name: en.filters.maximum }).fill(String(ceiling));
  const typeName = en.propertyTypes[first.property_type as keyof typeof en.propertyTypes];
  await filters.getByRole('checkbox', { name: typeName, exact: true }).check();
  await filters.getByRole('button', { name: /^Show \d+ stays?$/ }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`price_max=${ceiling}&currency=USD&type=${first.property_type}`));
  const filtered = await api<ListingPage>(request, apiQueryOf(page.url()));
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.items.every((l) => l.property_type === first.property_type)).toBe(true);
  await expect(page.getByText(countText(filtered.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(filtered.items.length);

  // The map shows every result, as its own pin or in a cluster; hovering a card highlights its pin (or cluster).
  const map = page.getByLabel(en.map.label);
  await expect(map).toBeVisible();
  await expect.poll(() => pinnedCount(page)).toBe(filtered.items.length);
  await results(page).getByRole('article').first().hover();
  await expect(page.locator('.roamstead-pin__label--hovered, .roamstead-cluster--hovered')).toHaveCount(1);
  if ((await page.locator('.roamstead-pin__label--hovered').count()) === 1) {
    expect(await page.locator('.roamstead-pin__label--hovered').textContent()).toMatch(/\$\d/);
  }

  // Search as I move the map: drag the map and the list follows the new bounds.
  await page.getByRole('checkbox', { name: en.map.searchAsMove }).check();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the map has no size');
  // The map may reach below the window: drag inside the part on screen.
  const visibleHeight = Math.min(box.height, viewport.height - box.y);
  // Two thirds of the map's width to the east: the results in its eastern part leave the bounds.
  const x = box.x + box.width * 0.15;
  const y = box.y + visibleHeight * 0.8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * 0.65, y, { steps: 12 });
  await page.mouse.up();
  await expect(page).toHaveURL(/bbox=/);
  expect(new URL(page.url()).searchParams.get('place')).toBeNull();
  const moved = await api<ListingPage>(request, apiQueryOf(page.url()));
  expect(moved.total).toBeLessThan(filtered.total);
  const movedState = moved.total
    ? page.getByText(countText(moved.total))
    : page.getByRole('heading', { name: en.results.emptyTitle });
  await expect(movedState).toBeVisible();

  // The whole search survives a reload.
  const searchUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(searchUrl);
  await expect(movedState).toBeVisible();
  await expect(page.getByRole('checkbox', { name: en.map.searchAsMove })).toBeChecked();
  await expect(page.getByRole('button', { name: new RegExp(`^${en.search.dates}`) })).not.toHaveAccessibleName(
    /Add dates/,
  );

  // Back to the filtered search: open its first listing, which shows its approximate location.
  const target = filtered.items[0];
  if (!target) throw new Error('no filtered listing');
  await page.goto(
    `/?place=Lisbon&checkin=${checkin}&checkout=${checkout}&guests=2&price_max=${ceiling}&currency=USD&type=${first.property_type}`,
  );
  await page.getByRole('link', { name: target.title }).click();
  // The listing opens with the search's dates and guests.
  await expect(page).toHaveURL(`/listings/${target.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  // The location map loads when its section comes near the screen.
  const location = page.getByRole('heading', { name: en.detail.location });
  await location.scrollIntoViewIfNeeded();
  await expect(location).toBeVisible();
  await expect(page.getByLabel(en.map.locationLabel)).toBeVisible();
});

test('the category screen has its own route and keeps the other filters', async ({ page, request }) => {
  const expected = await api<ListingPage>(request, `/listings?category=castles&guests=2&per_page=${PER_PAGE}`);
  await page.goto('/category/castles?guests=2');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Castles' })).toBeVisible();
  await expect(page.getByText(countText(expected.total))).toBeVisible();
  const nav = page.getByRole('navigation', { name: en.categories.label });
  await expect(nav.getByRole('button', { name: 'Castles' })).toHaveAttribute('aria-pressed', 'true');
  await nav.getByRole('button', { name: 'Cabins' }).click();
  await expect(page).toHaveURL(/\/category\/cabins\?guests=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabins' })).toBeVisible();
});

test('sorting by price orders the cards and lives in the URL', async ({ page, request }) => {
  const cheapest = await api<ListingPage>(request, `/listings?sort=price_asc&per_page=${PER_PAGE}`);
  await page.goto('/');
  await hydrated(page);
  await page.getByLabel(en.sort.label).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(results(page).getByRole('article').first()).toContainText(cheapest.items[0]?.title ?? '');
});

test('the map layout demos draw the map with every result pinned', async ({ page, request }) => {
  const all = await api<ListingPage>(request, `/listings?per_page=${PER_PAGE}`);
  for (const path of ['/map-v1', '/header-map-style']) {
    await page.goto(path);
    await expect(page.getByLabel(en.map.label)).toBeVisible();
    await expect.poll(() => pinnedCount(page)).toBe(all.items.length);
  }
});

test("moving the map without 'search as I move' offers to search the area shown", async ({ page }) => {
  await page.goto('/map-v1?place=Lisbon');
  const map = page.getByLabel(en.map.label);
  await expect(page.locator('.roamstead-pin').first()).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('the map has no size');
  const x = box.x + box.width * 0.15;
  const y = box.y + Math.min(box.height, viewport.height - box.y) * 0.8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * 0.5, y, { steps: 10 });
  await page.mouse.up();
  // Nothing is searched until asked.
  await expect(page).not.toHaveURL(/bbox=/);
  await page.getByRole('button', { name: en.map.searchArea }).click();
  await expect(page).toHaveURL(/\/map-v1\?bbox=/);
  await expect(page.getByRole('button', { name: en.map.searchArea })).toBeHidden();
});
