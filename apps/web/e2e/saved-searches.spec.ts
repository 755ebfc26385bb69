import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createUser, logInWithEmailCode, unique } from './support/accounts';

const shots = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test('a guest saves a search from the results, then renames it, changes its alerts, opens and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `saver-${unique()}@example.com`;
  await createUser(request, { email });
  await page.goto('/auth/login');
  await logInWithEmailCode(page, request, email);

  await page.goto('/?place=Lisbon&guests=2');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Lisbon');
  await dialog.getByLabel('Name').fill('Lisbon with Ana');
  await dialog.getByLabel('Alerts').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();

  await page.goto('/dashboard/guest/saved-searches');
  const row = page.getByRole('listitem').filter({ hasText: 'Lisbon with Ana' });
  await expect(row).toContainText('Lisbon · 2 guests');
  await expect(row.getByLabel('Alerts for Lisbon with Ana')).toHaveValue('instant');
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);
  await screenshot(page, 'saved-searches');

  await row.getByLabel('Alerts for Lisbon with Ana').selectOption('weekly');
  await expect(page.getByText('Alerts updated.')).toBeVisible();
  await row.getByRole('button', { name: /^Rename/ }).click();
  const rename = page.getByRole('dialog', { name: 'Rename search' });
  await rename.getByLabel('Name').fill('Lisbon in spring');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search renamed.')).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Lisbon in spring' });
  await page.reload();
  await expect(renamed.getByLabel('Alerts for Lisbon in spring')).toHaveValue('weekly');

  await renamed.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/\/\?guests=2&place=Lisbon$/);

  await page.goto('/dashboard/guest/saved-searches');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Lisbon in spring' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();

  // An alert e-mail's link that is not valid (any more) says so.
  await page.goto('/saved-searches/unsubscribe?token=nope');
  await page.getByRole('button', { name: 'Stop alerts' }).click();
  await expect(page.getByText('This link is not valid or was already used.')).toBeVisible();
});

test('signed out, “Save search” asks to sign in first', async ({ page }) => {
  await page.goto('/?place=Lisbon');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
});
