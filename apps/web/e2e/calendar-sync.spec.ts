import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { latestCode, logInWithEmailCode, REGISTRATION, unique } from './support/accounts';
import { publishLisbonHome } from './support/listings';

// A host and a guest on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** A UTC calendar day `offset` days from today, as YYYY-MM-DD (the server counts nights in UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function hostAccount(request: APIRequestContext) {
  const email = `sync-host-${unique()}@example.com`;
  expect((await request.post('/api/v1/get-email-otp', { data: { email } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  expect((await request.post('/api/v1/verify-otp-byemail', { data: { email, otp: code } })).ok()).toBe(true);
  const registered = await request.post('/api/v1/register-user-details', {
    data: { ...REGISTRATION, email, dob: '2000-01-01' },
  });
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).data.token as string;
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(token) })).ok()).toBe(true);
  return { email, token };
}

/** A published home on request, a little different from the default one. */
const publishHome = (request: APIRequestContext, token: string, title: string) =>
  publishLisbonHome(request, auth(token), {
    title,
    address: '3 Rua da Rosa, Lisbon',
    max_guests: 4,
    description: 'A calm flat two streets from the viewpoint, with a long table, good beds and morning sun.',
    nightly_price: 11_000,
  });

const search = (page: Page, checkin: string, checkout: string) =>
  page.goto(`/?place=Lisbon&checkin=${checkin}&checkout=${checkout}&guests=2&sort=newest`);

test('a host imports another calendar, syncs it and its nights close for guests', async ({
  page,
  browser,
  request,
}) => {
  const host = await hostAccount(request);
  // The "other site" is another home's export feed; the feed is read over HTTP like any other.
  const otherTitle = `Other site flat ${unique()}`;
  const title = `Rosa street flat ${unique()}`;
  const other = await publishHome(request, host.token, otherTitle);
  const listingId = await publishHome(request, host.token, title);
  const blocked = await request.post('/api/v1/host/calendar/block', {
    headers: auth(host.token),
    data: { listing_id: other, from: day(40), to: day(43) },
  });
  expect(blocked.ok()).toBe(true);
  const exportUrl = (
    await (await request.get(`/api/v1/host/listings/${other}/calendar-sync`, { headers: auth(host.token) })).json()
  ).data.export_url as string;

  // Before the import, a guest finds the home for those nights.
  const guest = await browser.newPage();
  await search(guest, day(40), day(42));
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, host.email);
  await page.goto(`/dashboard/host/calendar?listing=${listingId}`);
  const sync = page.getByRole('region', { name: 'Calendar sync' });
  await expect(sync.getByRole('textbox', { name: 'Export link' })).toHaveValue(/\/calendar\/\d+\/[\w-]+\.ics$/);
  await sync.getByRole('textbox', { name: 'Name' }).fill('Other site');
  await sync.getByRole('textbox', { name: 'Calendar link (.ics)' }).fill('ftp://nope');
  await sync.getByRole('button', { name: 'Add calendar' }).click();
  await expect(
    sync.getByText('Enter the calendar’s full web address, starting with https:// or http://.'),
  ).toBeVisible();
  await sync.getByRole('textbox', { name: 'Calendar link (.ics)' }).fill(exportUrl);
  await sync.getByRole('button', { name: 'Add calendar' }).click();
  const feed = sync.getByTestId('calendar-feed').filter({ hasText: 'Other site' });
  await expect(feed.getByRole('status')).toHaveText(/Synced .*: 1 upcoming event\./);
  await feed.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Calendar synced')).toBeVisible();

  // The month view shows the imported nights with the feed's name.
  const night = page.locator(`[data-date="${day(40)}"]`);
  await expect(page.locator(`[data-date="${day(0)}"]`)).toBeVisible();
  // One month at a time, each shown before the next click.
  for (let month = day(0).slice(0, 7); month < day(40).slice(0, 7); ) {
    const [y = 0, m = 0] = month.split('-').map(Number);
    month = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator(`[data-date="${month}-01"]`)).toBeVisible();
  }
  for (const d of [day(40), day(41), day(42)]) {
    await expect(page.locator(`[data-date="${d}"]`)).toHaveAttribute('data-state', 'imported');
  }
  await expect(night).toContainText('Other site');

  // The guest's search no longer shows the home for those nights, and still does for others.
  await search(guest, day(40), day(42));
  await expect(guest.getByRole('article').first()).toBeVisible();
  await expect(guest.getByRole('link', { name: title })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: otherTitle })).toHaveCount(0);
  await search(guest, day(50), day(52));
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
});
