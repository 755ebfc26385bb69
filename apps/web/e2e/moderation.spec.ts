import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createUser, signInAt, unique } from './support/accounts';
import { expect, hydrated, test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

// Several people sign in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new account with an operator role (granted the way the command does); returns its e-mail and token. */
async function newOperator(request: APIRequestContext, role: string) {
  const email = `${role}-${unique()}@example.com`;
  const token = await createUser(request, { email });
  expect((await request.post('/api/v1/dev/operator-roles', { data: { email, role } })).status()).toBe(201);
  return { email, token };
}

async function newHost(request: APIRequestContext) {
  const email = `host-${unique()}@example.com`;
  const token = await createUser(request, { email });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(token) })).ok()).toBe(true);
  return { email, token };
}

/** Someone else's browser, signed in at `path` (landing on `landing`, default `path`). */
async function personAt(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  path: string,
  { viewport = DESKTOP, landing }: { viewport?: typeof DESKTOP; landing?: RegExp } = {},
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAt(page, request, email, path, landing ?? path);
  return page;
}

/** Serious and critical axe findings on the page as it is now. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

const noWiderThanScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test.use({ viewport: DESKTOP });

test('a host publishes a listing that needs approval, an operator approves it, a guest finds it', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  const admin = await newOperator(request, 'admin');
  const host = await newHost(request);
  const title = `Approved loft ${unique()}`;

  // The admin turns the setting on in the console.
  await signIn(admin.email, '/admin/settings');
  const setting = page.getByRole('region', { name: 'Listings' });
  await expect(setting.getByText('Off', { exact: true })).toBeVisible();
  await setting.getByRole('button', { name: 'Turn on' }).click();
  await page
    .getByRole('dialog', { name: 'New listings need approval' })
    .getByRole('button', { name: 'Turn on' })
    .click();
  await expect(page.getByText('Setting saved')).toBeVisible();
  await expect(setting.getByText('On', { exact: true })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  try {
    // The host publishes from the wizard's last step: it is sent for review, not to search.
    const id = await publishLisbonHome(request, bearer(host.token), { title }, { publish: false });
    const hostPage = await personAt(browser, request, host.email, `/dashboard/add-property?listing=${id}&step=review`);
    await hostPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(hostPage.getByText('Sent for review').first()).toBeVisible();
    await hostPage.goto('/dashboard/host/listings');
    await expect(hostPage.getByRole('listitem').filter({ hasText: title }).getByText('Awaiting review')).toBeVisible();
    const hidden = await (await request.get('/api/v1/listings?place=Lisbon&sort=newest')).json();
    expect(hidden.data.items.map((l: { id: number }) => l.id)).not.toContain(id);

    // The operator goes from the dashboard's attention list to the queue and approves it.
    await page.goto('/admin');
    await page.getByRole('link', { name: /Listings awaiting review/ }).click();
    await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Awaiting review, oldest first' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(row.getByText('Awaiting review')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('moderation-queue-1280.png'), fullPage: true });
    await row.getByRole('button', { name: new RegExp(`^Approve.*${title}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this listing?' });
    expect(await axe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Listing approved')).toBeVisible();
    await expect(row).toHaveCount(0);

    // A guest finds it in search.
    const guest = await (await browser.newContext({ viewport: PHONE })).newPage();
    await guest.goto('/?place=Lisbon&sort=newest');
    await expect(guest.getByRole('article').filter({ hasText: title })).toBeVisible();

    // The host is told on the bell.
    await hostPage.reload();
    await hostPage.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      hostPage.getByRole('dialog', { name: 'Notifications' }).getByText('Your listing is approved'),
    ).toBeVisible();
  } finally {
    const off = await request.put('/api/v1/admin/settings', {
      data: { listings_need_approval: false },
      headers: bearer(admin.token),
    });
    expect(off.ok()).toBe(true);
  }
});

test('a guest reports a listing, support unpublishes it from the reports queue, the host is told', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  const support = await newOperator(request, 'support');
  const host = await newHost(request);
  const title = `Reported flat ${unique()}`;
  const id = await publishLisbonHome(request, bearer(host.token), { title });
  const guestEmail = `guest-${unique()}@example.com`;
  await createUser(request, { email: guestEmail });

  // The guest reports it from the listing page.
  await signIn(guestEmail, '/dashboard', /\/dashboard\/guest$/);
  await page.goto(`/listings/${id}`);
  await hydrated(page);
  await page.getByRole('button', { name: new RegExp(`^Report this listing.*${title}`) }).click();
  const form = page.getByRole('dialog', { name: 'Report this listing' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Please choose a reason.')).toBeVisible();
  await form.getByRole('radio', { name: 'Scam or fraud' }).check();
  await form.getByLabel('Details (optional)').fill('The host asked me to pay by bank transfer.');
  expect(await axe(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will review your report.')).toBeVisible();

  // Support works the queue at 375 px: the report, then Unpublish one click away.
  const desk = await personAt(browser, request, support.email, '/admin/reports', { viewport: PHONE });
  await desk.getByRole('link', { name: 'Listing: Scam or fraud' }).first().click();
  await expect(desk.getByRole('heading', { name: /Report #\d+/, level: 1 })).toBeVisible();
  await expect(desk.getByText('The host asked me to pay by bank transfer.')).toBeVisible();
  await noWiderThanScreen(desk);
  expect(await axe(desk)).toEqual([]);
  await desk.screenshot({ path: test.info().outputPath('moderation-report-375.png'), fullPage: true });
  await desk.getByRole('button', { name: 'Take it' }).click();
  await expect(desk.getByText('Report taken')).toBeVisible();
  await desk.getByRole('button', { name: new RegExp(`^Unpublish.*${title}`) }).click();
  const unpublish = desk.getByRole('dialog', { name: 'Unpublish this listing?' });
  await unpublish.getByLabel('Reason').fill('Asking guests to pay outside the platform.');
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByText('Listing unpublished')).toBeVisible();
  await expect(desk.getByText('(Needs changes)')).toBeVisible();
  await desk.getByRole('button', { name: 'Resolve' }).click();
  const resolve = desk.getByRole('dialog', { name: 'Resolve this report?' });
  await resolve.getByLabel('Reason (optional)').fill('We took the listing down.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(desk.getByText('Report resolved')).toBeVisible();
  await expect(desk.getByText('We took the listing down.')).toBeVisible();
  await noWiderThanScreen(desk);

  // The host is told on the bell; the listing has left the site.
  const hostPage = await personAt(browser, request, host.email, '/dashboard', { landing: /\/dashboard\/host$/ });
  await hostPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    hostPage.getByRole('dialog', { name: 'Notifications' }).getByText('Your listing was unpublished'),
  ).toBeVisible();
  expect((await request.get(`/api/v1/listings/${id}`)).status()).toBe(404);

  // The reporter is told the report was resolved.
  await page.goto('/dashboard/guest');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Your report was reviewed')).toBeVisible();
});
