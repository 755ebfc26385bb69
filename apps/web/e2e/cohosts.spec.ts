import { expect, test } from '@playwright/test';
import { createUser, logInWithEmailCode, unique } from './support/accounts';
import { bearer, bookStay, day } from './support/bookings';
import { publishLisbonHome } from './support/listings';

test('invite → accept → the co-host blocks a night and answers the guest; removal ends access; the share is in both earnings', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = `owner-${unique()}@example.com`;
  const ownerToken = await createUser(request, { email: ownerEmail });
  await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(ownerToken) });
  const title = `Graça shared flat ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(ownerToken), { title, instant_book: true });
  const guestToken = await createUser(request, { email: `guest-${unique()}@example.com` });
  await bookStay(request, guestToken, listingId, 3);
  const cohostEmail = `cohost-${unique()}@example.com`;
  const cohostToken = await createUser(request, { email: cohostEmail });

  // The owner invites from the listing's co-host screen, with a 10 % share.
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, ownerEmail);
  await page.goto('/dashboard/host/listings');
  await page.getByRole('link', { name: new RegExp(`^Co-hosts.*${title}`) }).click();
  await expect(page.getByRole('heading', { name: 'Co-hosts', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite a co-host' });
  await form.getByLabel('E-mail address').fill(cohostEmail);
  await form.getByLabel('Permissions').selectOption('calendar_inbox');
  await form.getByLabel('Payout share').selectOption('percent');
  await form.getByLabel('Percentage (1–100)').fill('10');
  await form.getByRole('button', { name: 'Invite a co-host' }).click();
  await expect(page.getByTestId('cohost-row')).toContainText('Invitation pending');

  // The co-host opens the e-mailed link and accepts.
  const mail = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(cohostEmail)}&limit=1`);
  const link = /https?:\/\/\S+\/dashboard\/host\/cohosting\?token=[\w-]+/.exec((await mail.json()).data[0].body)?.[0];
  expect(link).toBeTruthy();
  const cohostContext = await browser.newContext();
  const cohostPage = await cohostContext.newPage();
  await cohostPage.goto('/auth/login');
  await logInWithEmailCode(cohostPage, request, cohostEmail);
  await cohostPage.goto(new URL(link as string).pathname + new URL(link as string).search);
  await cohostPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(cohostPage.getByText('You are now a co-host.')).toBeVisible();
  // The guest-only account lands in hosting: the host dashboard lists the co-hosted home.
  await expect(cohostPage).toHaveURL(/\/dashboard\/host$/);
  await expect(cohostPage.getByText(title, { exact: true })).toBeVisible();

  // The co-host blocks nights on the listing's calendar, two months ahead (clear of the stays booked here).
  await cohostPage.goto(`/dashboard/host/calendar?listing=${listingId}`);
  await cohostPage.getByRole('button', { name: 'Next month' }).click();
  await cohostPage.getByRole('button', { name: 'Next month' }).click();
  const month = new Date();
  month.setDate(1);
  month.setMonth(month.getMonth() + 2);
  const iso = (d: number) =>
    `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  await cohostPage.locator(`[data-date="${iso(10)}"]`).click();
  await cohostPage.locator(`[data-date="${iso(12)}"]`).click();
  await cohostPage.getByRole('button', { name: 'Block nights' }).click();
  await expect(cohostPage.getByText('Nights blocked')).toBeVisible();
  await expect(cohostPage.locator(`[data-date="${iso(11)}"]`)).toHaveAttribute('data-state', 'blocked');

  // In the guest's thread the co-host inserts the owner's quick reply (the menu's link leads to their own), then answers.
  const saved = await request.post('/api/v1/hosting/quick-replies', {
    headers: bearer(ownerToken),
    data: { name: 'Welcome', body: 'Hello {guest_name}, see you soon.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const threads = await request.get('/api/v1/conversations', { headers: bearer(cohostToken) });
  const thread = (await threads.json()).data.items.find((c: { listing: { id: number } }) => c.listing.id === listingId);
  await cohostPage.goto(`/dashboard/host/messages/${thread.id}`);
  await cohostPage.getByRole('button', { name: 'Quick replies' }).click();
  const menu = cohostPage.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Welcome/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Manage quick replies' })).toBeVisible();
  await menu.getByRole('menuitem', { name: /^Welcome/ }).click();
  const composer = cohostPage.getByLabel('Message', { exact: true });
  await expect(composer).toHaveValue(/^Hello .+, see you soon\.$/);
  await composer.fill('Hello, I am the co-host and will meet you.');
  await cohostPage.getByRole('button', { name: 'Send' }).click();
  await expect(cohostPage.getByText('Hello, I am the co-host and will meet you.')).toBeVisible();
  const seen = await request.get(`/api/v1/conversations/${thread.id}`, { headers: bearer(guestToken) });
  expect((await seen.json()).data.cohosts).toHaveLength(1);

  // A stay booked now shares its payout: the co-host and the owner both see it in their earnings.
  const shared = await bookStay(request, guestToken, listingId, 30);
  await cohostPage.goto('/dashboard/host/earnings');
  await expect(cohostPage.getByText('Your co-host share')).toBeVisible();
  const ownerEarnings = await request.get('/api/v1/host/earnings?currency=USD', { headers: bearer(ownerToken) });
  const ownerPayout = (await ownerEarnings.json()).data.payouts.find(
    (p: { booking_id: number }) => p.booking_id === shared,
  );
  const cohostEarnings = await request.get('/api/v1/host/earnings?currency=USD', { headers: bearer(cohostToken) });
  const cohostPayout = (await cohostEarnings.json()).data.payouts.find(
    (p: { booking_id: number }) => p.booking_id === shared,
  );
  expect(cohostPayout.amount.amount).toBeGreaterThan(0);
  expect(ownerPayout.cohost_share.amount).toBe(cohostPayout.amount.amount);
  expect(ownerPayout.amount.amount + cohostPayout.amount.amount).toBe(
    ownerPayout.gross.amount - ownerPayout.host_fee.amount,
  );
  await page.goto('/dashboard/host/earnings');
  await expect(page.getByText(/Co-host share: −/).first()).toBeVisible();
  // Finance's payouts tell the co-host's share from the owner's payout.
  const financeEmail = `finance-${unique()}@example.com`;
  await createUser(request, { email: financeEmail });
  expect(
    (await request.post('/api/v1/dev/operator-roles', { data: { email: financeEmail, role: 'finance' } })).status(),
  ).toBe(201);
  const financeContext = await browser.newContext();
  const financePage = await financeContext.newPage();
  await financePage.goto('/auth/login');
  await logInWithEmailCode(financePage, request, financeEmail);
  await financePage.goto('/admin/payouts');
  const rows = financePage.getByRole('listitem').filter({ hasText: title });
  await expect(rows.filter({ hasText: 'Co-host share' })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Co-host share' })).not.toHaveCount(0);
  await financeContext.close();

  // The owner removes the co-host: access ends at once.
  await page.goto(`/dashboard/host/listings/${listingId}/cohosts`);
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText(/no longer co-hosts this listing/)).toBeVisible();
  const after = await request.post('/api/v1/host/calendar/block', {
    headers: bearer(cohostToken),
    data: { listing_id: listingId, from: day(22), to: day(23) },
  });
  expect(after.status()).toBe(404);
  expect((await request.get(`/api/v1/conversations/${thread.id}`, { headers: bearer(cohostToken) })).status()).toBe(
    404,
  );
  await cohostContext.close();
});

test('a co-host with full access schedules their quick reply for the listing; the owner sees who set it and pauses it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerEmail = `owner-${unique()}@example.com`;
  const ownerToken = await createUser(request, { email: ownerEmail });
  await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(ownerToken) });
  const title = `Príncipe Real shared flat ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(ownerToken), { title, instant_book: true });
  const cohostEmail = `cohost-${unique()}@example.com`;
  const cohostToken = await createUser(request, { email: cohostEmail });
  const invited = await request.post(`/api/v1/hosting/listings/${listingId}/cohosts`, {
    headers: bearer(ownerToken),
    data: { email: cohostEmail, level: 'full' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(cohostEmail)}&limit=1`);
  const token = /token=([\w-]+)/.exec((await mail.json()).data[0].body)?.[1];
  const accepted = await request.post('/api/v1/cohosting/accept', { headers: bearer(cohostToken), data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const saved = await request.post('/api/v1/hosting/quick-replies', {
    headers: bearer(cohostToken),
    data: { name: 'Key handover', body: 'Hi {guest_name}, I will hand you the keys.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, cohostEmail);
  await page.goto('/dashboard/host/quick-replies');
  await page.getByRole('button', { name: 'Schedule a message' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule a message' });
  await expect(schedule.getByRole('checkbox', { name: title })).toBeChecked();
  await schedule.getByLabel('When').selectOption('checkin_day');
  await schedule.getByLabel('Hour').selectOption('15');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled message saved.')).toBeVisible();
  await expect(page.getByRole('switch', { name: new RegExp(`^On.*: Key handover · ${title}$`) })).toBeChecked();
  await expect(page.getByText(/Set by .+, co-host/)).toHaveCount(0);

  // The owner sees it on the listing, set by the co-host, and pauses it.
  const scheduled = await request.get('/api/v1/hosting/quick-replies/schedules', { headers: bearer(ownerToken) });
  expect((await scheduled.json()).data.items).toEqual([
    expect.objectContaining({ listing_id: listingId, template_name: 'Key handover', mine: false }),
  ]);
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/auth/login');
  await logInWithEmailCode(ownerPage, request, ownerEmail);
  await ownerPage.goto('/dashboard/host/quick-replies');
  const row = ownerPage.getByRole('listitem').filter({ hasText: 'Key handover' });
  await expect(row).toContainText(/Set by .+, co-host/);
  await ownerPage.setViewportSize({ width: 375, height: 812 });
  await ownerPage.screenshot({ path: test.info().outputPath('schedules-by-cohost-375.png'), fullPage: true });
  const toggle = row.getByRole('switch', { name: new RegExp(`^On.*: Key handover · ${title}$`) });
  await toggle.click();
  await expect(ownerPage.getByText('Scheduled message turned off.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await ownerContext.close();
  const after = await request.get('/api/v1/hosting/quick-replies/schedules', { headers: bearer(cohostToken) });
  expect((await after.json()).data.items).toEqual([expect.objectContaining({ enabled: false, mine: true })]);
});
