import { type APIRequestContext, expect, type Page } from '@playwright/test';
import enHostListings from '../../../packages/contract/src/i18n/en/hostListings.json' with { type: 'json' };
import enNotifications from '../../../packages/contract/src/i18n/en/notifications.json' with { type: 'json' };
import enUi from '../../../packages/contract/src/i18n/en/ui.json' with { type: 'json' };
import { createUser, unique } from './support/accounts';
import { test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

const en = enHostListings;

// New accounts, a published home and bookings are made first on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new host account through the API; returns its e-mail and API headers. */
async function newHost(request: APIRequestContext) {
  const email = `tools-${unique()}@example.com`;
  const headers = { authorization: `Bearer ${await createUser(request, { email })}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
  return { email, headers };
}

/** A guest asks to book `listingId` for the nights from `checkin` to `checkout` (a pending request). */
async function requestStay(
  request: APIRequestContext,
  headers: Record<string, string>,
  listingId: number,
  checkin: string,
  checkout: string,
) {
  const stay = { listing_id: listingId, checkin, checkout, guests: 1, currency: 'USD' };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  expect(quote.ok(), await quote.text()).toBe(true);
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...headers, 'idempotency-key': `tools-${unique()}` },
    data: { ...stay, card_number: '4242424242424242', quoted_total: (await quote.json()).data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect((await booked.json()).data.state).toBe('pending');
}

const main = (page: Page) => page.getByRole('main');

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width}px past nights are refused by the API and disabled in the host calendar`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    const host = await newHost(request);
    const listingId = await publishLisbonHome(request, host.headers, { title: `Past nights flat ${unique()}` });

    const past = await request.post('/api/v1/host/calendar/block', {
      headers: host.headers,
      data: { listing_id: listingId, from: day(-2), to: day(1) },
    });
    expect(past.status()).toBe(422);
    expect((await past.json()).details).toEqual({ from: ['Past nights cannot be blocked.'] });

    await signIn(host.email, `/dashboard/host/calendar?listing=${listingId}`);
    // On the 1st, yesterday is in the month before.
    if (day(-1).slice(0, 7) !== day(0).slice(0, 7)) await page.getByRole('button', { name: 'Previous month' }).click();
    const yesterday = page.locator(`[data-date="${day(-1)}"]`);
    await expect(yesterday).toBeDisabled();
    await expect(yesterday).toHaveCSS('opacity', '0.5');
    await yesterday.click({ force: true });
    await expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    if (day(-1).slice(0, 7) !== day(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();

    // Today is still the host's to close.
    await expect(page.locator(`[data-date="${day(0)}"]`)).toBeEnabled();
    await page.locator(`[data-date="${day(0)}"]`).click();
    await page.getByRole('button', { name: 'Block nights' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nights blocked' })).toBeVisible();
    await expect(page.locator(`[data-date="${day(0)}"]`)).toHaveAttribute('data-state', 'blocked');
  });
}

test('approving and declining requests: a toast for each, and Decline asks first', async ({
  page,
  request,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const host = await newHost(request);
  const listingId = await publishLisbonHome(request, host.headers, {
    title: `Requests flat ${unique()}`,
    instant_book: false,
  });
  const guestEmail = `asker-${unique()}@example.com`;
  const guest = { authorization: `Bearer ${await createUser(request, { email: guestEmail })}` };
  await requestStay(request, guest, listingId, day(20), day(22));
  await requestStay(request, guest, listingId, day(30), day(33));

  await signIn(host.email, `/dashboard/host/calendar?listing=${listingId}`);
  const requests = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Accept' }) });
  await expect(requests).toHaveCount(2);

  // Approve from the notifications panel: a polite toast says it was done.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: enNotifications.title });
  await panel.getByRole('button', { name: enNotifications.approve }).first().click();
  await expect(page.getByRole('status').filter({ hasText: enNotifications.approvedToast })).toBeVisible();
  await expect(panel.getByText(enNotifications.approved, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(requests).toHaveCount(1);

  // Decline asks first; keeping the request changes nothing.
  await requests.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('alertdialog', { name: enUi.declineRequest.title });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: enUi.declineRequest.keep })).toBeFocused();
  await confirm.getByRole('button', { name: enUi.declineRequest.keep }).click();
  await expect(confirm).toBeHidden();
  await expect(requests).toHaveCount(1);
  await expect(requests.getByRole('button', { name: 'Decline' })).toBeFocused();

  await requests.getByRole('button', { name: 'Decline' }).click();
  await confirm.getByRole('button', { name: enUi.declineRequest.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request declined' })).toBeVisible();
  await expect(requests).toHaveCount(0);
});

test('the location step: place search, a pin moved by keyboard, and ticks only on completed steps', async ({
  page,
  request,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const host = await newHost(request);
  const created = await request.post('/api/v1/hosting/listings', { data: { kind: 'home' }, headers: host.headers });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  await signIn(host.email, `/dashboard/add-property?listing=${id}&step=location`);

  const nav = main(page).getByRole('navigation', { name: en.wizard.steps });
  await expect(nav.getByRole('button')).toHaveCount(10);
  // A new draft: nothing is complete yet, optional steps included.
  await expect(nav.getByRole('button', { name: /\(complete\)/ })).toHaveCount(0);

  // Stored places come first, found by city, region or country; the world's largest follow (Amadora, Lisbon…).
  const city = main(page).getByRole('combobox', { name: en.location.city });
  await expect(main(page).getByRole('option')).toHaveCount(0);
  await city.fill('portug');
  await expect(main(page).getByRole('option', { name: /^Lisbon/ })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Lisbon, Portugal');
  await expect(main(page).getByText('Pin at 38.72230, -9.13930')).toBeVisible();

  // The pin is a keyboard control too: the arrow keys move it.
  const pin = main(page).getByRole('button', { name: en.location.pin });
  await pin.focus();
  await pin.press('ArrowRight');
  await pin.press('ArrowUp');
  const moved = main(page).getByText(/^Pin at /);
  await expect(moved).not.toHaveText('Pin at 38.72230, -9.13930');
  const [lat, lng] = ((await moved.textContent()) ?? '').replace('Pin at ', '').split(', ').map(Number);
  expect(lat).toBeGreaterThan(38.7223);
  expect(lng).toBeGreaterThan(-9.1393);
  await main(page).getByRole('button', { name: 'Put the pin back in the centre of Lisbon' }).click();
  await expect(main(page).getByText('Pin at 38.72230, -9.13930')).toBeVisible();
  await pin.press('ArrowLeft');
  const saved = ((await moved.textContent()) ?? '').replace('Pin at ', '');

  await main(page).getByRole('textbox', { name: en.location.address }).fill('7 Travessa do Carmo');
  await main(page).getByRole('button', { name: en.wizard.next }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: en.basics.title })).toBeVisible();
  // Only the saved location is ticked: the category (skipped) and later steps are not.
  await expect(nav.getByRole('button', { name: /\(complete\)/ })).toHaveCount(1);
  await expect(nav.getByRole('button', { name: `${en.steps.location}${en.wizard.complete}` })).toBeVisible();

  // What was saved is what the pin showed.
  const listing = (await (await request.get(`/api/v1/hosting/listings/${id}`, { headers: host.headers })).json()).data;
  expect(`${listing.lat.toFixed(5)}, ${listing.lng.toFixed(5)}`).toBe(saved);
  expect(listing.place.name).toBe('Lisbon');
});
