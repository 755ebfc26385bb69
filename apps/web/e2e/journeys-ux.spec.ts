import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Availability, ListingCard, ListingDetail, ListingPage, Quote } from '@roamstead/contract';
import { hydrated } from './support/fixtures';
import { pickGuests } from './support/search';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const TAB_BAR = 'Quick navigation';

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T;
}

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The first seeded home matching `query` for which `accept` holds. */
async function home(request: APIRequestContext, query: string, accept: (l: ListingCard) => boolean) {
  const found = (await api<ListingPage>(request, `/listings?kind=home&per_page=100&${query}`)).items.find(accept);
  if (!found) throw new Error(`no seeded home for ${query}`);
  return found;
}

/** A stay of three nights free in the listing's calendar, at least `from` days ahead. */
async function freeStay(request: APIRequestContext, listing: ListingCard, from = 60) {
  const { unavailable, min_nights } = await api<Availability>(request, `/listings/${listing.id}/availability`);
  const nights = Math.max(3, min_nights);
  for (let start = from; start < from + 200; start += 1) {
    const stay = Array.from({ length: nights }, (_, i) => day(start + i));
    if (stay.every((n) => !unavailable.includes(n))) return { checkin: day(start), checkout: day(start + nights) };
  }
  throw new Error('no free stay');
}

const tour = (page: Page) => page.getByRole('dialog', { name: /^Photos of / });

test.describe('photo tour', () => {
  test('every photo opens full screen; arrows move, Escape closes and gives focus back', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const listing = await home(request, 'sort=rating', (l) => l.photos.length >= 5);
    const count = listing.photos.length;
    await page.goto(`/listings/${listing.id}`);
    // A key pressed before the page hydrates opens nothing.
    await hydrated(page);

    // All photos are reachable on a desktop, not only the five of the grid.
    await expect(page.getByRole('button', { name: `Show all ${count} photos` })).toBeVisible();
    const second = page.getByRole('button', { name: new RegExp(`^Open photo 2 of ${count}`) });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(tour(page)).toBeVisible();
    await expect(tour(page).getByText(`2 / ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tour(page).getByText(`3 / ${count}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tour(page).getByText(`${count} / ${count}`, { exact: true })).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await tour(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(tour(page)).toBeHidden();
    await expect(second).toBeFocused();

    // The grid of every photo; one of them opens in the viewer, and back to the grid on it.
    await page.getByRole('button', { name: `Show all ${count} photos` }).click();
    const grid = tour(page).getByRole('button', { name: /^Open photo \d+ of/ });
    await expect(grid).toHaveCount(count);
    await grid.nth(count - 1).click();
    await expect(tour(page).getByText(`${count} / ${count}`, { exact: true })).toBeVisible();
    await tour(page).getByRole('button', { name: 'All photos' }).click();
    await expect(grid.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Show all ${count} photos` })).toBeFocused();
  });

  test('a swipe on a phone turns the page', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const listing = await home(request, 'place=Lisbon', (l) => l.photos.length >= 3);
    await page.goto(`/listings/${listing.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    const viewer = page.getByTestId('tour-viewer');
    await expect(viewer).toContainText(`1 / ${listing.photos.length}`);
    const swipe = async (from: number, to: number) => {
      await viewer.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: from, clientY: 300, isPrimary: true });
      await viewer.dispatchEvent('pointerup', { pointerType: 'touch', clientX: to, clientY: 300, isPrimary: true });
    };
    await swipe(300, 80);
    await expect(viewer).toContainText(`2 / ${listing.photos.length}`);
    await swipe(80, 300);
    await expect(viewer).toContainText(`1 / ${listing.photos.length}`);
  });
});

test.describe('guests picker', () => {
  test("keeps to the listing's limits and carries every category into the quote", async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const listing = await home(request, 'amenities=pets-allowed', (l) => l.max_guests >= 2 && l.max_guests <= 8);
    const stay = await freeStay(request, listing);
    // The quotes the server answered.
    const quotes: Quote[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/bookings/quote') && r.ok()) quotes.push((await r.json()).data);
    });
    await page.goto(`/listings/${listing.id}?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=1`);
    await hydrated(page);
    await expect(page.getByTestId('quote-total')).toBeVisible();

    const card = page.getByRole('complementary', { name: 'Book this listing' });
    await card.getByRole('button', { name: /^Guests/ }).click();
    const more = (category: string) => card.getByRole('button', { name: `More: ${category}` });
    for (let i = 1; i < listing.max_guests; i += 1) await more('Adults').click();
    await expect(card.getByTestId('adults-count')).toHaveText(String(listing.max_guests));
    await expect(more('Adults')).toBeDisabled();
    await expect(more('Children')).toBeDisabled();
    // Infants do not count towards the limit; pets are allowed here.
    await more('Infants').click();
    await more('Pets').click();
    await expect(card.getByTestId('guests-summary')).toHaveText(`${listing.max_guests} guests, 1 infant, 1 pet`);
    await expect
      .poll(() => quotes.map((q) => `${q.guests}/${q.infants}/${q.pets}`))
      .toContain(`${listing.max_guests}/1/1`);
    await expect(card.getByRole('alert')).toHaveCount(0);

    // The checkout gets them all.
    await card.getByRole('button', { name: /^(Reserve|Request to book)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`guests=${listing.max_guests}.*infants=1&pets=1`));
    await expect(page.getByText(`${listing.max_guests} guests, 1 infant, 1 pet`)).toBeVisible();
  });

  test('offers no pets where the listing does not allow them', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const listing = await home(request, 'place=Lisbon', (l) => l.max_guests >= 2);
    const detail = await api<ListingDetail>(request, `/listings/${listing.id}`);
    test.skip(
      detail.amenities.some((a) => a.slug === 'pets-allowed'),
      'the first Lisbon home allows pets',
    );
    await page.goto(`/listings/${listing.id}`);
    await hydrated(page);
    const card = page.getByRole('complementary', { name: 'Book this listing' });
    await card.getByRole('button', { name: /^Guests/ }).click();
    await expect(card.getByRole('button', { name: 'More: Infants' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'More: Pets' })).toHaveCount(0);
    await expect(card.getByText(/not counting infants\. Pets are not allowed\./)).toBeVisible();
  });

  test('the search bar sends adults, children and pets, and finds only pet-friendly homes', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Where' }).fill('Lisbon');
    await pickGuests(page, { adults: 2, children: 1, pets: 1 });
    await expect(page.getByRole('button', { name: /^Guests/ })).toContainText('3 guests, 1 pet');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/place=Lisbon&guests=3&children=1&pets=1/);
    const expected = await api<ListingPage>(request, '/listings?place=Lisbon&guests=3&amenities=pets-allowed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'stay' : 'stays'} in Lisbon`,
    );
  });
});

test.describe('phone and desktop layout', () => {
  test('after a search a phone shows a one-line summary and the results start on screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    // The place suggestions open over the form on a phone; the keyboard's Enter searches.
    await page.getByRole('combobox', { name: 'Where' }).fill('Lisbon');
    await page.getByRole('combobox', { name: 'Where' }).press('Enter');
    await expect(page).toHaveURL(/place=Lisbon/);
    const summary = page.getByRole('button', { name: /^Change search: Lisbon/ });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Where' })).toHaveCount(0);
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box?.y).toBeLessThan(PHONE.height - 100);

    await summary.click();
    await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Lisbon');
  });

  test('a phone listing page has a bottom bar with the price and a way to reserve', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const listing = await home(request, 'place=Lisbon', () => true);
    const stay = await freeStay(request, listing);
    await page.goto(`/listings/${listing.id}`);
    await hydrated(page);
    const bar = page.getByTestId('reserve-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/night/);
    // Above the bottom tab bar, whatever the scroll position.
    await page.mouse.wheel(0, 1500);
    const box = await bar.boundingBox();
    const tabs = await page.getByRole('navigation', { name: TAB_BAR }).boundingBox();
    expect(box && tabs && box.y + box.height).toBeLessThanOrEqual((tabs?.y ?? 0) + 1);
    await bar.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.locator('#booking-calendar')).toBeInViewport();

    await page.goto(`/listings/${listing.id}?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=1`);
    await hydrated(page);
    // The bar shows the quote's total in whole units (the breakdown above keeps the cents).
    const total = (await page.getByTestId('quote-total').textContent()) ?? '';
    const whole = total.replace(/[\d,]+\.\d+/, (n) => Math.round(Number(n.replace(/,/g, ''))).toLocaleString('en-US'));
    await expect(bar).toContainText(`${whole} total`);
    await bar.getByRole('button', { name: /^(Reserve|Request to book)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${listing.id}\\?`));
  });

  test('on a desktop the sticky booking card stays below the sticky header, and no bottom bar', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const listing = await home(request, 'place=Lisbon', () => true);
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByTestId('reserve-bar')).toBeHidden();
    await page.getByRole('heading', { name: 'House rules' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const header = await page.getByRole('banner').boundingBox();
    const card = await page.getByRole('complementary', { name: 'Book this listing' }).boundingBox();
    if (!header || !card) throw new Error('no header or booking card');
    expect(card.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test('an experience has its own page: duration, group size, time slots, no rooms or check-in', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const experience = (await api<ListingPage>(request, '/listings?kind=experience&place=Lisbon&per_page=1')).items[0];
  if (!experience) throw new Error('no seeded experience in Lisbon');
  const detail = await api<ListingDetail>(request, `/listings/${experience.id}`);
  const { slots } = await api<Availability>(request, `/listings/${experience.id}/availability`);
  await page.goto(`/listings/${experience.id}`);

  const summary = page.getByRole('definition');
  await expect(page.getByText('Duration', { exact: true })).toBeVisible();
  await expect(summary.filter({ hasText: /hours?$/ })).toHaveCount(1);
  await expect(page.getByText('Group size', { exact: true })).toBeVisible();
  await expect(summary.filter({ hasText: `Up to ${detail.max_guests} guests` })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What you'll do" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Things to know' })).toBeVisible();
  await expect(page.getByText('Bedrooms', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Check-in after/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What this place offers' })).toHaveCount(0);

  // Choosing a slot in the list puts it in the booking card, which prices it.
  const slotList = page.getByRole('region', { name: 'Choose a time' });
  const second = slots.find((s, i) => i > 0 && s.seats_left > 0);
  if (!second) throw new Error('no open slot');
  await slotList.getByRole('button').nth(slots.indexOf(second)).click();
  await expect(page).toHaveURL(new RegExp(`slot=${second.id}`));
  await expect(page.getByRole('combobox', { name: 'Time slot' })).toHaveValue(String(second.id));
  await expect(page.getByTestId('quote-total')).toBeVisible();
});
