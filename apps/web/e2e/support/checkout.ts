import type { Page } from '@playwright/test';

/** Fills the checkout's test-mode card form: `number`, and an expiry, CVC and postcode a card would have. */
export async function fillCard(page: Page, number: string) {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill(`12${nextYear}`);
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1200-195');
}
