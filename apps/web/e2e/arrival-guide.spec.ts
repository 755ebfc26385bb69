import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, logInWithEmailCode, unique } from './support/accounts';
import { bearer, bookStay } from './support/bookings';
import { publishLisbonHome } from './support/listings';

const shots = process.env.SCREENSHOT_DIR;

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test('a host writes the guide in two languages and a code for one stay; the guest reads it in the trip', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const hostEmail = `host-${unique()}@example.com`;
  const hostToken = await createUser(request, { email: hostEmail });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(hostToken) })).ok()).toBe(
    true,
  );
  const title = `Carmo guided loft ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(hostToken), { title, instant_book: true });

  const guestEmail = `guest-${unique()}@example.com`;
  const guestToken = await createUser(request, { email: guestEmail });
  const soon = await bookStay(request, guestToken, listingId, 1);
  const later = await bookStay(request, guestToken, listingId, 20);

  // The host opens the editor from their listings.
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, hostEmail);
  await page.goto('/dashboard/host/listings');
  await page.getByRole('link', { name: new RegExp(`^Arrival guide.*${title}`) }).click();
  await expect(page).toHaveURL(`/dashboard/host/listings/${listingId}/arrival-guide`);
  await expect(page.getByRole('heading', { name: 'Arrival guide', level: 1 })).toBeVisible();

  // Nothing written yet: saving says what is missing.
  await page.getByRole('button', { name: 'Save guide' }).click();
  await expect(page.getByText('Write the guide in at least one language.')).toBeVisible();

  await page.getByLabel('Share with guests').selectOption('2');
  await page.getByLabel('How guests get in').selectOption('keypad');
  await page.getByLabel('Door or lockbox code').fill('4821');
  await page.getByLabel('Wi-Fi network').fill('Carmo-5G');
  await page.getByLabel('Wi-Fi password').fill('sunny-days');
  const english = page.getByTestId('texts-en');
  await english.getByLabel('Check-in instructions').fill('The keypad is left of the green door.');
  await english.getByLabel('House manual').fill('Heating: the dial by the window.\nRecycling: blue bin.');
  await page.getByLabel('Guide languages').selectOption('fr');
  const french = page.getByTestId('texts-fr');
  await french.getByLabel('Check-in instructions').fill('Le digicode est à gauche de la porte verte.');
  await page.getByRole('button', { name: 'Save guide' }).click();
  await expect(page.getByText('Arrival guide saved.')).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // A code for the coming stay only.
  const stays = page.getByRole('list').filter({ has: page.getByLabel(/^Door code for/) });
  await expect(stays.getByRole('listitem')).toHaveCount(2);
  const first = stays.getByRole('listitem').first();
  await expect(first).toContainText('Guide shared with the guest');
  await first.getByLabel(/^Door code for/).fill('9090');
  await first.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('Door code saved.')).toBeVisible();
  await expect(stays.getByRole('listitem').last()).toContainText('Guide shared on');
  await screenshot(page, 'arrival-editor');

  // After a reload, everything is as saved.
  await page.reload();
  await expect(page.getByLabel('Door or lockbox code')).toHaveValue('4821');
  await expect(page.getByLabel('Share with guests')).toHaveValue('2');
  await expect(page.getByLabel('Guide languages').locator('option', { hasText: 'French · written' })).toHaveCount(1);
  await expect(page.getByTestId('texts-en').getByLabel('Check-in instructions')).toHaveValue(
    'The keypad is left of the green door.',
  );

  // The guest, in their own browser.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto('/auth/login');
  await logInWithEmailCode(guest, request, guestEmail);
  await guest.goto(`/dashboard/guest/trips/${soon}`);
  const panel = guest.getByTestId('arrival-guide');
  await expect(panel.getByRole('heading', { name: 'Arrival guide' })).toBeVisible();
  await expect(panel.getByTestId('door-code')).toHaveText('9090');
  await expect(panel).toContainText('Keypad');
  await expect(panel).toContainText('Carmo-5G');
  await expect(panel).toContainText('The keypad is left of the green door.');
  await expect(panel).toContainText('Recycling: blue bin.');
  await panel.getByLabel('Guide language').selectOption('fr');
  await expect(panel).toContainText('Le digicode est à gauche de la porte verte.');
  expect(await axe(guest)).toEqual([]);
  await screenshot(guest, 'arrival-trip');

  // The later stay: not yet, and when.
  await guest.goto(`/dashboard/guest/trips/${later}`);
  await expect(guest.getByTestId('arrival-opens')).toContainText('open on');
  await expect(guest.getByTestId('door-code')).toHaveCount(0);
  await context.close();
});

test('on release the guest is told in the bell and by e-mail, and the bell opens the trip with the guide', async ({
  page,
  request,
}) => {
  // The release job runs once a minute (across processes); the notice may take that long.
  test.setTimeout(150_000);
  const hostToken = await createUser(request, { email: `host-${unique()}@example.com` });
  await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(hostToken) });
  const title = `Graça released guide ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(hostToken), { title, instant_book: true });
  const saved = await request.put(`/api/v1/hosting/listings/${listingId}/arrival-guide`, {
    headers: bearer(hostToken),
    data: { checkin_method: 'lockbox', door_code: '1357', texts: { en: { parking: 'Free on Rua da Graça.' } } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const guestEmail = `guest-${unique()}@example.com`;
  const guestToken = await createUser(request, { email: guestEmail });
  // Two days ahead: inside the default three days, so the guide opens now.
  const id = await bookStay(request, guestToken, listingId, 2);

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, guestEmail);
  await page.goto('/dashboard/guest');
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel
    .getByRole('listitem')
    .filter({ hasText: 'Your arrival guide is ready' })
    .filter({ hasText: title });
  // The bell counts the notice once the job has run: open it until the notice is there.
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  expect(await axe(page)).toEqual([]);

  const mail = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(guestEmail)}`);
  const messages = (await mail.json()).data as Array<{ subject?: string; body?: string }>;
  expect(messages.some((m) => `${m.subject ?? ''} ${m.body ?? ''}`.includes('arrival guide'))).toBe(true);

  await notice.getByRole('button').first().click();
  await expect(page).toHaveURL(`/dashboard/guest/trips/${id}`);
  const guide = page.getByTestId('arrival-guide');
  await expect(guide.getByTestId('door-code')).toHaveText('1357');
  await expect(guide).toContainText('Free on Rua da Graça.');
  await expect(guide).toContainText('Lockbox');
});

test.describe('offline', () => {
  // The service worker is what this test is about.
  test.use({ serviceWorkers: 'allow', viewport: { width: 412, height: 860 } });

  test('an open guide is kept from the trips list and reads offline in the trip', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const hostToken = await createUser(request, { email: `host-${unique()}@example.com` });
    await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(hostToken) });
    const title = `Alfama offline guide ${unique()}`;
    const listingId = await publishLisbonHome(request, bearer(hostToken), { title, instant_book: true });
    const saved = await request.put(`/api/v1/hosting/listings/${listingId}/arrival-guide`, {
      headers: bearer(hostToken),
      data: {
        checkin_method: 'smart_lock',
        door_code: '2468',
        texts: { en: { directions: 'Up the steps from tram 28.' } },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const guestEmail = `guest-${unique()}@example.com`;
    const id = await bookStay(request, await createUser(request, { email: guestEmail }), listingId, 2);

    await page.goto('/auth/login');
    await logInWithEmailCode(page, request, guestEmail);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

    // The one online visit: the trips list, which loads the open guide ahead.
    const guideLoaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/v1/bookings/${id}/arrival-guide`,
    );
    await page.goto('/dashboard/guest/trips');
    expect((await guideLoaded).status()).toBe(200);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    const panel = page.getByTestId('arrival-guide');
    await expect(panel.getByTestId('door-code')).toHaveText('2468');
    await expect(panel).toContainText('Up the steps from tram 28.');
    await expect(panel).toContainText('Smart lock');
  });
});
