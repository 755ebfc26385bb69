import type { Page } from '@playwright/test';

/** Sets the search bar's guests picker: adults, then children, infants and pets, by its + buttons. */
export async function pickGuests(
  page: Page,
  party: { adults: number; children?: number; infants?: number; pets?: number },
) {
  await page.getByRole('button', { name: /^Guests/ }).click();
  const picker = page.getByRole('dialog', { name: 'Guests' });
  const steps = [
    ['Adults', party.adults],
    ['Children', party.children ?? 0],
    ['Infants', party.infants ?? 0],
    ['Pets', party.pets ?? 0],
  ] as const;
  for (const [category, count] of steps) {
    // The first child, infant or pet brings an adult along.
    const current = Number(await picker.getByTestId(`${category.toLowerCase()}-count`).textContent());
    for (let i = current; i < count; i += 1) await picker.getByRole('button', { name: `More: ${category}` }).click();
  }
  await picker.getByRole('button', { name: 'Done' }).click();
}
