import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PRODUCT_NAME } from '@roamstead/contract';
import { createUser, unique } from './support/accounts';
import { expect, test } from './support/fixtures';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

// Each test signs people up and in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A new account with `role`, granted as the first admin is (a command, here the test server's twin of it). */
async function newOperator(request: APIRequestContext, role: string) {
  const email = `${role}-${unique()}@example.com`;
  await createUser(request, { email });
  const granted = await request.post('/api/v1/dev/operator-roles', { data: { email, role } });
  expect(granted.status()).toBe(201);
  return email;
}

const consoleNav = (within: Page | Locator) => within.getByRole('navigation', { name: 'Console sections' });

test('signed out, /admin asks to sign in first; without a role it says so', async ({ page, request, signIn }) => {
  expect((await request.get('/api/v1/admin/dashboard')).status()).toBe(401);
  const email = `nobody-${unique()}@example.com`;
  await createUser(request, { email });
  await signIn(email, '/admin');
  await expect(page.getByRole('heading', { name: 'No access to the console' })).toBeVisible();
  await expect(consoleNav(page)).toBeHidden();
});

test.describe('at 1280px', () => {
  test.use({ viewport: DESKTOP });

  test('an admin sees the dashboard, grants and removes a role, and finds both in the audit log', async ({
    page,
    request,
    signIn,
  }) => {
    const admin = await newOperator(request, 'admin');
    const colleague = `colleague-${unique()}@example.com`;
    await createUser(request, { email: colleague });
    await signIn(admin, '/admin');

    await expect(page).toHaveTitle(`Dashboard · ${PRODUCT_NAME}`);
    await expect(consoleNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // All fourteen sections down the side, in named groups, with nothing scrolling sideways.
    await expect(consoleNav(page).getByRole('link')).toHaveCount(14);
    await expect(consoleNav(page).getByRole('list', { name: 'Money' }).getByRole('link')).toHaveText([
      'Payouts',
      'Failed payments',
    ]);
    await expect(consoleNav(page).getByRole('link', { name: 'Settings' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sections' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const side = await consoleNav(page).evaluate((nav) => ({ scroll: nav.scrollWidth, width: nav.clientWidth }));
    expect(side.scroll).toBeLessThanOrEqual(side.width);
    const totals = page.getByRole('region', { name: 'Last 30 days' });
    await expect(totals.getByText('New guests')).toBeVisible();
    // Each chart has a text equivalent: a summary as the canvas's name and the figures as a table.
    const bookings = page.getByRole('region', { name: 'Bookings by day' });
    await expect(bookings.getByRole('img', { name: /Bookings by day: 30 days from/ })).toBeVisible();
    await bookings.getByText('Show the figures as a table').click();
    await expect(bookings.getByRole('table', { name: 'Bookings by day' }).getByRole('row')).toHaveCount(31);
    await page.screenshot({ path: test.info().outputPath('admin-dashboard-1280.png'), fullPage: true });

    await consoleNav(page).getByRole('link', { name: 'Operators' }).click();
    await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
    const grant = page.getByRole('region', { name: 'Grant a role' });
    await grant.getByRole('button', { name: 'Grant role' }).click();
    await expect(grant.getByText('Enter a valid e-mail address.')).toBeVisible();
    await grant.getByLabel('E-mail').fill(colleague);
    await grant.getByLabel('Role').selectOption('support');
    await grant.getByLabel('Reason (kept in the audit log)').fill('Joined support');
    await grant.getByRole('button', { name: 'Grant role' }).click();
    await expect(page.getByText('Role granted')).toBeVisible();
    const list = page.getByRole('region', { name: 'People with an operator role' });
    const row = list.getByRole('listitem').filter({ hasText: colleague });
    await expect(row.getByText('Support')).toBeVisible();
    // An admin cannot remove their own admin role: no button for it.
    const own = list.getByRole('listitem').filter({ hasText: admin });
    await expect(own.getByText('Admin', { exact: true })).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('admin-operators-1280.png'), fullPage: true });

    await row.getByRole('button', { name: /Remove Support from/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this role?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Remove role' }).click();
    await expect(page.getByText('Role removed')).toBeVisible();
    await expect(list.getByText(colleague)).toBeHidden();

    await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filter the log' });
    await filters.getByLabel('Operator e-mail').fill(admin);
    await filters.getByRole('button', { name: 'Search' }).click();
    const entries = page.getByRole('listitem').filter({ hasText: admin });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Role removed');
    await expect(entries.last()).toContainText('Joined support');
    await entries.last().getByText('Before and after').click();
    await expect(entries.last().getByText('"support"')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('admin-audit-1280.png'), fullPage: true });
  });
});

test.describe('at 375px', () => {
  test.use({ viewport: PHONE });

  test('a support operator gets the console without the admin-only operators section', async ({
    page,
    request,
    signIn,
  }) => {
    const support = await newOperator(request, 'support');
    await signIn(support, '/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The sections are behind a menu button: a panel that keeps the focus and gives it back.
    await expect(consoleNav(page)).toBeHidden();
    const sections = page.getByRole('button', { name: 'Sections' });
    await sections.click();
    const menu = page.getByRole('dialog', { name: 'Console sections' });
    await expect(consoleNav(menu).getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(consoleNav(menu).getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await expect(consoleNav(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-sections-375.png') });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(sections).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('img', { name: /Sign-ups and listings by day/ })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-dashboard-375.png'), fullPage: true });

    await page.goto('/admin/operators');
    await expect(page.getByRole('heading', { name: 'No access to this section' })).toBeVisible();
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-audit-375.png'), fullPage: true });

    // The users section at 375px: a search and an account's page, nothing wider than the screen.
    await sections.click();
    await consoleNav(menu).getByRole('link', { name: 'Users' }).click();
    await expect(menu).toBeHidden();
    await page.getByLabel('Name, e-mail, phone or id').fill(support);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('link', { name: /Tariro/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Suspend account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-user-375.png'), fullPage: true });
  });
});

test.describe('users at 1280px', () => {
  test.use({ viewport: DESKTOP });

  test('support finds a host, suspends them with a reason (who then cannot sign in) and reinstates them', async ({
    page,
    request,
    signIn,
    browser,
  }) => {
    const support = await newOperator(request, 'support');
    const hostEmail = `suspect-${unique()}@example.com`;
    await createUser(request, { email: hostEmail, lastName: 'Suspectson' });
    await signIn(support, '/admin/users');

    await page.getByLabel('Name, e-mail, phone or id').fill(hostEmail.slice(0, 20));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=/);
    await page
      .getByRole('link', { name: /Suspectson/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Suspectson/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('Active').first()).toBeVisible();

    await page.getByRole('button', { name: 'Suspend account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend this account?' });
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Asked guests to pay outside the platform');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByText('Account suspended').first()).toBeVisible();
    await expect(page.getByText(/Asked guests to pay outside the platform/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('Active')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Operator actions on this account' }).getByText('Account suspended'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('admin-user-1280.png'), fullPage: true });

    // The suspended host tries to sign in with their password: refused, and told why.
    const context = await browser.newContext({ viewport: PHONE });
    const other = await context.newPage();
    await other.goto('/auth/login');
    await other.getByRole('button', { name: 'Log in with a password instead' }).click();
    await other.getByRole('radio', { name: 'Email' }).click();
    await other.getByRole('textbox', { name: 'Email' }).fill(hostEmail);
    await other.getByLabel('Password').fill('Str0ng!pass');
    await other.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(other.getByText('This account is suspended.', { exact: false })).toBeVisible();
    await other.screenshot({ path: test.info().outputPath('suspended-sign-in-375.png') });
    await context.close();

    await page.getByRole('button', { name: 'Reinstate account' }).click();
    await page
      .getByRole('dialog', { name: 'Reinstate this account?' })
      .getByRole('button', { name: 'Reinstate' })
      .click();
    await expect(page.getByText('Account reinstated').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suspend account' })).toBeVisible();
  });
});
