import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures';

// The demo host named at start-up, with 50+ reviews and the paid-out stays behind them.
const DEMO_HOST_EMAIL = 'ines.carvalho@demo.roamstead.test';

/** Minor units of an amount as the screen writes it ("€1,440.45"). */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The Total row's converted payout (in the screen's currency) and the number of payout rows of the downloaded CSV. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  // The converted payout's column, by its header ("Payout (EUR)"): co-hosting columns follow it.
  const column = (lines[0] ?? '').split(',').findIndex((name) => name.startsWith('Payout ('));
  const total = lines.at(-1)?.split(',') ?? [];
  expect(column).toBeGreaterThan(0);
  return { rows: lines.length - 2, total: minor(total[column] ?? '') };
}

test('the earnings screen and its CSV cover the same days and the same payouts (375 and 1280 px)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(DEMO_HOST_EMAIL, '/dashboard/host/earnings');
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/host/earnings');
    const paid = page.getByTestId('earnings-paid');
    await expect(paid).toBeVisible();
    expect(minor(await paid.innerText())).toBeGreaterThan(0);
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    await expect(from).not.toHaveValue('');
    const history = page.getByRole('table', { name: 'Payout history' }).locator('tbody tr');
    const shown = async () =>
      minor(await paid.innerText()) + minor(await page.getByTestId('earnings-upcoming').innerText());

    // The default range: what the button exports is what the screen shows.
    let csv = await downloadCsv(page);
    expect(csv.total).toBe(await shown());
    expect(csv.rows).toBe(await history.count());
    await page.screenshot({ path: test.info().outputPath(`earnings-${viewport.width}.png`), fullPage: true });
    // Many months of payouts scroll inside the chart, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Fewer days: the screen follows, and so does the file.
    const before = await history.count();
    const last = await to.inputValue();
    await from.fill(`${last.slice(0, 7)}-01`);
    await expect.poll(() => history.count()).toBeLessThan(before);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    csv = await downloadCsv(page);
    expect(csv.total).toBe(await shown());
    expect(csv.rows).toBe(await history.count());
  }
});
