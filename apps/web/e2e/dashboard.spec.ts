import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { NOTIFICATION_PANEL, PRODUCT_NAME, SIDEBAR } from '@roamstead/contract';
import sharp from 'sharp';
import { createUser, latestCode, logInWithPassword, REGISTRATION, unique } from './support/accounts';
import { expect, hydrated, test } from './support/fixtures';

const FULL_NAME = `${REGISTRATION.firstName} ${REGISTRATION.lastName}`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** A new account, made through the real sign-up API. */
async function createDashUser(request: APIRequestContext) {
  const email = `dash-${unique()}@example.com`;
  await createUser(request, { email });
  return email;
}

async function _becomeHost(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Switch to Hosting' }).click();
  await expect(page).toHaveURL('/dashboard/host');
  await expect(page.getByText('You are now a host')).toBeVisible();
}

// Each test signs a new user up and in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Dashboard sidebar' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

test.describe('at 1280px', () => {
  test.use({ viewport: DESKTOP });

  test('a guest gets the sidebar, its menus and a remembered collapse; the role switch survives a reload', async ({
    guest: { page },
  }) => {
    await expect(page).toHaveTitle(`Today · ${PRODUCT_NAME}`);
    await expect(tabBar(page)).toBeHidden();
    const menu = sidebar(page).getByRole('navigation', { name: 'Menu' });
    for (const name of ['Today', 'Trips', 'Wishlist', 'Reviews', 'Messages', 'Profile']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Earnings' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    expect((await sidebar(page).boundingBox())?.width).toBe(SIDEBAR.widthPx);
    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(SIDEBAR.collapsedWidthPx);
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect((await sidebar(page).boundingBox())?.width).toBe(SIDEBAR.collapsedWidthPx);
    await sidebar(page).getByRole('button', { name: 'Expand sidebar' }).click();

    // The sidebar switch is labelled with the current mode and flips the role.
    await sidebar(page).getByRole('switch', { name: 'Travelling' }).click();
    await expect(page).toHaveURL('/dashboard/host');
    await expect(sidebar(page).getByRole('switch', { name: 'Hosting' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Switch to Travelling' })).toBeVisible();
    for (const name of ['Listings', 'Calendar', 'Experiences', 'Earnings', 'Payments', 'Account Settings']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Trips' })).toHaveCount(0);
    // The role change reached the notifications.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByText('You switched to hosting'),
    ).toBeVisible();
  });

  test('the notifications panel: size, tabs, mark read, empty state and outside click', async ({ guest: { page } }) => {
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const box = await panel.boundingBox();
    expect(box?.width).toBe(NOTIFICATION_PANEL.widthPx);
    expect(box?.height).toBeLessThanOrEqual(NOTIFICATION_PANEL.maxHeightPx);
    await expect(panel.getByText(`Welcome to ${PRODUCT_NAME}!`)).toBeVisible();

    await panel.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(panel.getByText('No notifications.')).toBeVisible();
    await panel.getByRole('tab', { name: 'Unread' }).click();
    await expect(panel.getByText(`Welcome to ${PRODUCT_NAME}!`)).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(panel.getByText('No notifications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await panel.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(panel.getByText(`Welcome to ${PRODUCT_NAME}!`)).toBeVisible();

    await page.mouse.click(600, 600);
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await panel.getByRole('button', { name: `Delete notification: Welcome to ${PRODUCT_NAME}!` }).click();
    await expect(panel.getByText('No notifications.')).toBeVisible();
  });

  test('every guest route renders its page', async ({ guest: { page } }) => {
    const guest: Array<[string, string]> = [
      ['/dashboard/guest', 'Today'],
      ['/dashboard/guest/messages', 'Messages'],
      ['/dashboard/guest/trips', 'Trips'],
      ['/dashboard/guest/trips/42', 'Trip details'],
      ['/dashboard/guest/wishlist', 'Wishlists'],
      ['/dashboard/guest/reviews', 'Reviews'],
      ['/dashboard/guest/profile', 'Profile'],
      ['/dashboard/add-property', 'Add a listing'],
    ];
    for (const [path, title] of guest) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · ${PRODUCT_NAME}`);
    }
  });

  test('every host route renders its page', async ({ host: { page } }) => {
    const host: Array<[string, string]> = [
      ['/dashboard/host', 'Today'],
      ['/dashboard/host/messages', 'Messages'],
      ['/dashboard/host/calendar', 'Calendar'],
      ['/dashboard/host/experiences', 'Experiences'],
      ['/dashboard/host/listings', 'Listings'],
      ['/dashboard/host/earnings', 'Earnings'],
      ['/dashboard/host/payments', 'Payments'],
      ['/dashboard/host/profile', 'Profile'],
      ['/dashboard/host/account', 'Personal info'],
      ['/dashboard/host/login-security', 'Login & security'],
      ['/dashboard/host/notifications', 'Notifications'],
      ['/dashboard/host/preferences', 'Preferences'],
      ['/dashboard/host/privacy', 'Privacy & sharing'],
      ['/dashboard/host/referrals', 'Referrals'],
      ['/dashboard/host/settings', 'Account Settings'],
      ['/dashboard/host/taxes', 'Taxes'],
      ['/dashboard/host/travel-work', 'Travel for work'],
    ];
    for (const [path, title] of host) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · ${PRODUCT_NAME}`);
    }
    await page.goto('/dashboard/host/profile');
    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/host\/public-host-profile\/\d+$/);
    await expect(page.getByRole('heading', { name: FULL_NAME, exact: true })).toBeVisible();
    await page.goto(page.url().replace('public-host-profile', 'public-guest-profile'));
    await expect(page.getByRole('heading', { name: FULL_NAME, exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/host');
  });

  test('profile edits persist and the uploaded picture shows in the header avatar', async ({
    guest: { page },
    request,
  }) => {
    await page.goto('/dashboard/guest/profile');
    await page.getByRole('textbox', { name: 'About' }).fill('Slow traveller, fast cook.');
    await page.getByRole('textbox', { name: 'Where I live' }).fill('Harare, Zimbabwe');
    await page.getByRole('checkbox', { name: 'Shona' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'About' })).toHaveValue('Slow traveller, fast cook.');
    await expect(page.getByRole('checkbox', { name: 'Shona' })).toBeChecked();

    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0f7b4b' } })
      .png()
      .toBuffer();
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
    const headerAvatar = page.getByRole('button', { name: /^Account menu for / }).locator('img');
    await expect(headerAvatar).toHaveAttribute('src', /\/api\/v1\/uploads\/avatars\/.+-256\.webp$/);
    await page.reload();
    await expect(headerAvatar).toHaveAttribute('src', /-256\.webp$/);
    const src = await headerAvatar.getAttribute('src');
    const image = await request.get(src as string);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('the sign-in e-mail changes only after the code sent to the new address', async ({
    guest: { page, email },
    request,
  }) => {
    await page.goto('/dashboard/host/account');
    const card = page.getByRole('region', { name: 'Email address' });
    await expect(card.getByText(email)).toBeVisible();
    await card.getByRole('button', { name: 'Change email' }).click();
    await card.getByRole('textbox', { name: 'New email address' }).fill(email);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByText('This is already your email.')).toBeVisible();

    const next = `moved-${unique()}@example.com`;
    await card.getByRole('textbox', { name: 'New email address' }).fill(next);
    await card.getByRole('button', { name: 'Send code' }).click();
    const { code } = await latestCode(request, next);
    await card.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await expect(page.getByText('Your email has been changed and verified.')).toBeVisible();
    await expect(card.getByText(next)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Email address' }).getByText(next)).toBeVisible();
  });

  test('revoking another session signs that browser out on its next call', async ({
    guest: { page, email },
    browser,
  }) => {
    const other = await (browser as Browser).newPage({ viewport: DESKTOP });
    // With the password: a new code for the same e-mail would be refused during the resend cooldown.
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/auth\/login/);
    await logInWithPassword(other, email);
    await expect(other).toHaveURL('/dashboard/guest');

    await page.goto('/dashboard/host/login-security');
    // Registration, this browser and the other one; the newest (the other browser) is listed first.
    const sessions = page.getByRole('list').filter({ hasText: 'This device' }).getByRole('listitem');
    await expect(sessions).toHaveCount(3);
    await expect(sessions.nth(1)).toContainText('This device');
    await sessions
      .first()
      .getByRole('button', { name: /^Sign out / })
      .click();
    await expect(page.getByText('The session has been signed out.')).toBeVisible();
    await expect(sessions).toHaveCount(2);

    await other.goto('/dashboard/guest/profile');
    await expect(other).toHaveURL(/\/(auth\/)?login/);
    await other.close();
  });

  test('data export contains my data; account deletion removes the account and signs out', async ({
    guest: { page, email },
    request,
  }) => {
    await page.goto('/dashboard/host/privacy');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    const exported = JSON.parse(
      await (await import('node:fs/promises')).readFile((await download.path()) as string, 'utf8'),
    );
    expect(exported.user.email).toBe(email);
    expect(exported.notifications.map((n: { title: string }) => n.title)).toContain(`Welcome to ${PRODUCT_NAME}!`);
    expect(JSON.stringify(exported)).not.toContain('password_hash');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await expect(dialog.getByRole('button', { name: 'Delete forever' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    // A log-in code is refused: no account has this e-mail any more.
    const login = await request.post('/api/v1/get-email-phone-otp', { data: { email } });
    expect(login.status()).toBe(404);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test('a sign-up that came through a referral link is counted for the referrer', async ({ page, request, signIn }) => {
  const referrer = await createDashUser(request);
  const login = await request.post('/api/v1/login', { data: { email: referrer, password: REGISTRATION.password } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const { code, link } = (await (await request.get('/api/v1/account/referrals', { headers })).json()).data;
  expect(link).toContain(`/r/${code}`);

  await page.goto(`/r/${code}`);
  await expect(page).toHaveURL('/auth/register');
  const friend = await createDashUser(request);
  await signIn(friend);
  await expect(page).toHaveURL('/dashboard/guest');
  await expect
    .poll(async () => (await (await request.get('/api/v1/account/referrals', { headers })).json()).data.signups)
    .toBe(1);
});

test.describe('at 375px', () => {
  test.use({ viewport: PHONE });

  test('a guest gets the tab bar and the off-canvas menu; a host gets the host tabs', async ({ guest: { page } }) => {
    await expect(sidebar(page)).toBeHidden();
    const tabs = tabBar(page);
    await expect(tabs.getByRole('link')).toHaveText(['Search', 'Wishlist', 'Trips', 'Messages', 'Profile']);
    await tabs.getByRole('link', { name: 'Trips' }).click();
    await expect(page).toHaveURL('/dashboard/guest/trips');
    await expect(page.getByRole('heading', { name: 'No trips booked yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Reviews' })).toBeVisible();
    await menu.getByRole('link', { name: 'Wishlist' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/dashboard/guest/wishlist');

    await page.getByRole('banner').getByRole('button', { name: 'Switch to Hosting' }).click();
    await expect(page).toHaveURL('/dashboard/host');
    await expect(tabs.getByRole('link')).toHaveText(['Today', 'Messages', 'Calendar', 'Listings', 'Profile']);
    await page.reload();
    await expect(tabs.getByRole('link')).toHaveText(['Today', 'Messages', 'Calendar', 'Listings', 'Profile']);
  });

  test('anonymous visitors get Search, Wishlist and Profile; Profile opens the login modal', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const tabs = tabBar(page);
    await expect(tabs.getByRole('listitem')).toHaveText(['Search', 'Wishlist', 'Profile']);
    await tabs.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
  });

  test('the notifications panel fits the phone screen', async ({ guest: { page } }) => {
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(`Welcome to ${PRODUCT_NAME}!`)).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await panel.getByText(`Welcome to ${PRODUCT_NAME}!`).click();
    await expect(page).toHaveURL('/dashboard/guest/profile');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });
});
