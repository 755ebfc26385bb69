import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, logInWithEmailCode, unique } from './support/accounts';
import { expect, test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

// People sign up and in through the real flow, and three browsers take turns: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Minor units of an amount as a screen writes it ("€1,440.45"). */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function newOperator(request: APIRequestContext, role: string) {
  const email = `${role}-${unique()}@example.com`;
  await createUser(request, { email });
  const granted = await request.post('/api/v1/dev/operator-roles', { data: { email, role } });
  expect(granted.status()).toBe(201);
  return email;
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test('support cancels a confirmed booking with a partial refund; the guest trip and the host earnings show it', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  const hostEmail = `host-${unique()}@example.com`;
  const hostToken = await createUser(request, { email: hostEmail });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(hostToken) })).ok()).toBe(
    true,
  );
  const title = `Alfama refund loft ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(hostToken), { title, instant_book: true });
  const guestEmail = `guest-${unique()}@example.com`;
  const guestToken = await createUser(request, { email: guestEmail });
  const stay = { listing_id: listingId, checkin: day(20), checkout: day(22), guests: 1 };
  const quote = await request.post('/api/v1/bookings/quote', { data: stay });
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...bearer(guestToken), 'idempotency-key': crypto.randomUUID() },
    data: { ...stay, currency: 'USD', card_number: '4242424242424242', quoted_total: (await quote.json()).data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()).data as { id: number; code: string; total: { amount: number } };

  const support = await newOperator(request, 'support');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(support, '/admin');
  await consoleNav(page).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.getByLabel('Guest').fill(guestEmail);
  await page.getByRole('button', { name: 'Find bookings' }).click();
  await page.getByRole('link', { name: new RegExp(`${booking.code} · ${title}`) }).click();
  await expect(page.getByRole('heading', { name: `${booking.code} · ${title}`, level: 1 })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Payment ledger' });
  await expect(ledger.getByRole('row')).toHaveCount(3);
  expect(await axe(page)).toEqual([]);

  // A refund of more than was paid is refused with the field's message; 50.00 of it is refunded.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking' });
  const amount = dialog.getByLabel('Refund (USD)');
  await expect(amount).toHaveValue((booking.total.amount / 100).toFixed(2));
  await amount.fill(String(booking.total.amount));
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Hot water broken for the whole stay');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByText('The refund cannot be more than what the guest paid.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await amount.fill('50.00');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking' }).getByText('Cancelled by support')).toBeVisible();
  await expect(ledger.getByRole('row', { name: /Refund/ })).toContainText('$50.00');
  await expect(page.getByRole('region', { name: 'State history' }).getByText('Support', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Operator actions' })).toContainText(
    'Hot water broken for the whole stay',
  );
  const payoutText = await page.getByRole('region', { name: 'Host payout' }).getByRole('definition').last().innerText();
  await page.screenshot({ path: test.info().outputPath('admin-booking-1280.png'), fullPage: true });

  // The guest's trip says who cancelled and what comes back.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/auth/login');
  await logInWithEmailCode(guestPage, request, guestEmail);
  await guestPage.goto(`/dashboard/guest/trips/${booking.id}`);
  await expect(guestPage.getByText('Cancelled by support').first()).toBeVisible();
  await expect(guestPage.getByTestId('refunded')).toContainText('50.00');
  await guestContext.close();

  // The host's earnings count only what the host keeps of the stay.
  const hostContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/auth/login');
  await logInWithEmailCode(hostPage, request, hostEmail);
  await hostPage.goto('/dashboard/host/earnings');
  await expect(hostPage.getByTestId('earnings-upcoming')).toBeVisible();
  await expect
    .poll(async () => minor(await hostPage.getByTestId('earnings-upcoming').innerText()))
    .toBe(minor(payoutText));
  await hostContext.close();
});

test('support works the inbox at 375 px: marks a message handled and downloads the subscribers', async ({
  page,
  request,
  signIn,
}) => {
  const topic = 'payments';
  const sender = `sender-${unique()}@example.com`;
  const sent = await request.post('/api/v1/contact', {
    data: { name: 'Rosa Inbox', email: sender, topic, message: 'My refund has not arrived yet, can you check?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const subscriber = `reader-${unique()}@example.com`;
  expect((await request.post('/api/v1/newsletter', { data: { email: subscriber } })).ok()).toBe(true);

  const support = await newOperator(request, 'support');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(support, '/admin');
  await page.getByRole('link', { name: /Contact-form messages/ }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: sender });
  await expect(message).toContainText('My refund has not arrived yet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('admin-inbox-375.png'), fullPage: true });

  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Marked handled.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toContainText(`Handled by ${support}`);
  // Handled too soon: reopened, with a note for the audit log, it is back among the unhandled.
  await page
    .getByRole('listitem')
    .filter({ hasText: sender })
    .getByRole('button', { name: /^Reopen/ })
    .click();
  const reopen = page.getByRole('dialog', { name: 'Reopen this message' });
  await reopen.getByLabel('Reason (optional)').fill('She wrote again');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Message reopened.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toHaveCount(0);
  await page.getByRole('tab', { name: 'To handle' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: sender })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Newsletter subscribers' }).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^roamstead-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('E-mail,Language,Subscribed at');
  expect(csv).toContain(subscriber);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('finance downloads the payouts as CSV', async ({ page, request, signIn }) => {
  const finance = await newOperator(request, 'finance');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(finance, '/admin/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Payout,Status,Booking,Listing,Host,Host e-mail,Role,Gross,Host fee,Payout amount,Currency,Scheduled for,Released at',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
