import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, logInWithEmailCode, REGISTRATION, unique } from './support/accounts';
import { bearer, bookStay, day } from './support/bookings';
import { publishLisbonHome } from './support/listings';

const shots = process.env.SCREENSHOT_DIR;

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Nothing wider than a 375 px phone. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (shots) await page.screenshot({ path: `${shots}/quick-replies-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a host saves a quick reply, inserts it filled in a thread and sends it; a scheduled one arrives by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hostEmail = `host-${unique()}@example.com`;
  const hostToken = await createUser(request, { email: hostEmail });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: bearer(hostToken) })).ok()).toBe(
    true,
  );
  const title = `Alfama quick loft ${unique()}`;
  const listingId = await publishLisbonHome(request, bearer(hostToken), { title, instant_book: true });
  const guestToken = await createUser(request, { email: `guest-${unique()}@example.com` });
  await bookStay(request, guestToken, listingId, 1);

  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, hostEmail);
  await page.goto('/dashboard/host');
  await page.getByRole('link', { name: 'Quick replies' }).first().click();
  await expect(page).toHaveURL('/dashboard/host/quick-replies');
  await expect(page.getByRole('heading', { name: 'Quick replies', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No quick replies yet' })).toBeVisible();

  // A template with placeholders from the chips; an unknown one is refused by the server.
  await page.getByRole('button', { name: 'New quick reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quick reply' });
  await dialog.getByLabel('Name').fill('Welcome');
  await dialog.getByLabel('Message').fill('Hi {guest}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Unknown placeholder \{guest\}/)).toBeVisible();
  await dialog.getByLabel('Message').fill('Hi ');
  await dialog.getByRole('button', { name: /^Guest name/ }).click();
  await dialog.getByLabel('Message').press('End');
  await dialog.getByLabel('Message').pressSequentially(', see you on ');
  await dialog.getByRole('button', { name: /^Check-in date/ }).click();
  await expect(dialog.getByLabel('Message')).toHaveValue('Hi {guest_name}, see you on {checkin_date}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quick reply saved.')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved replies' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Hi Guest name, see you on Check-in date');

  // Scheduled for this stay: one day before check-in, at this hour in Lisbon (due now).
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Lisbon' }).format(
      new Date(),
    ),
  );
  await page.getByRole('button', { name: 'Schedule a message' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule a message' });
  await expect(schedule.getByRole('checkbox', { name: title })).toBeChecked();
  await schedule.getByLabel('When').selectOption('before_checkin');
  await schedule.getByLabel('Days').fill('1');
  await schedule.getByLabel('Hour').selectOption(String(hour));
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled message saved.')).toBeVisible();
  const hh = `${String(hour).padStart(2, '0')}:00`;
  await expect(page.getByText(`1 day before check-in, at ${hh}`)).toBeVisible();
  await expect(page.getByRole('switch', { name: new RegExp(`^On.*: Welcome · ${title}$`) })).toBeChecked();
  expect(await axe(page)).toEqual([]);
  await fitsPhone(page);

  // In the booking's thread, the menu inserts it filled for this guest, to edit before sending.
  const threads = await request.get('/api/v1/conversations', { headers: bearer(hostToken) });
  const thread = (await threads.json()).data.items.find((c: { listing: { id: number } }) => c.listing.id === listingId);
  await page.goto(`/dashboard/host/messages/${thread.id}`);
  await page.getByRole('button', { name: 'Quick replies' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Welcome/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await menu.getByRole('menuitem', { name: /^Welcome/ }).press('Enter');
  const composer = page.getByLabel('Message', { exact: true });
  const checkin = new Date(`${day(1)}T00:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const filled = `Hi ${REGISTRATION.firstName}, see you on ${checkin}`;
  await expect(composer).toHaveValue(filled);
  await expect(composer).toBeFocused();
  await composer.pressSequentially(' Safe travels!');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(`${filled} Safe travels!`, { exact: true })).toBeVisible();
  await expect(composer).toHaveValue('');

  // The job runner sends the scheduled one into the same thread (it runs every minute).
  await expect(log.getByText(filled, { exact: true })).toBeVisible({ timeout: 120_000 });
  const unread = await request.get('/api/v1/conversations/unread', { headers: bearer(guestToken) });
  expect((await unread.json()).data.messages).toBeGreaterThanOrEqual(2);
  await page.goto('/dashboard/host/quick-replies');
  await expect(page.getByText('Sent 1 time')).toBeVisible();
});
