import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PRICING_RULE_MESSAGES } from '@roamstead/contract/constants';
import sharp from 'sharp';
import enHostListings from '../../../packages/contract/src/i18n/en/hostListings.json' with { type: 'json' };
import { createUser, signInAt, unique } from './support/accounts';

const en = enHostListings;

// A new host signs up and walks the whole wizard on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** A plain photo of one colour, as a host's camera would not make it, but sharp reads it like any PNG. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** A new account signed in on `path`, still travelling (guest). */
async function newTraveller(page: Page, request: APIRequestContext, path: string) {
  const email = `host-${unique()}@example.com`;
  await createUser(request, { email });
  await signInAt(page, request, email, path);
}

const main = (page: Page) => page.getByRole('main');
const step = (page: Page, title: string) =>
  expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
const saveAndContinue = (page: Page) => main(page).getByRole('button', { name: en.wizard.next }).click();

async function chooseCity(page: Page, typed: string, option: RegExp, chosen: string) {
  const city = main(page).getByRole('combobox', { name: en.location.city });
  await city.fill(typed);
  await main(page).getByRole('option', { name: option }).click();
  await expect(city).toHaveValue(chosen);
}

test('a traveller switches to hosting, builds a home over two visits, publishes it and finds it in search', async ({
  page,
  request,
}) => {
  const title = `Turf-roof loft ${unique()}`;
  await newTraveller(page, request, '/dashboard/add-property');

  // Listing is for hosts: the wizard offers the switch in place.
  await expect(main(page).getByRole('heading', { name: en.gate.title })).toBeVisible();
  await main(page).getByRole('button', { name: en.gate.switch }).click();
  await expect(page.getByText('You are now a host')).toBeVisible();

  await step(page, en.kind.title);
  await expect(main(page).getByRole('radio', { name: new RegExp(en.kind.home) })).toBeChecked();
  await saveAndContinue(page);
  await expect(page).toHaveURL(/listing=\d+&step=category/);
  const listingId = Number(new URL(page.url()).searchParams.get('listing'));

  await step(page, en.category.title.home);
  await main(page).getByRole('combobox', { name: en.category.category }).selectOption({ label: 'City apartments' });
  await main(page).getByRole('combobox', { name: en.category.propertyType }).selectOption({ label: 'Loft' });
  await saveAndContinue(page);

  await step(page, en.location.title);
  // Saving without a city keeps the typed address and says what is missing.
  await main(page).getByRole('textbox', { name: en.location.address }).fill('4 Laugavegur, Miðborg, Reykjavik');
  await saveAndContinue(page);
  await expect(main(page).getByText(en.location.placeRequired)).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: en.location.address })).toHaveValue(
    '4 Laugavegur, Miðborg, Reykjavik',
  );
  await chooseCity(page, 'Reykj', /Reykjavik.*Iceland/, 'Reykjavik, Capital Region, Iceland');
  // Choosing the city drops the pin on its centre; a click on the map moves it.
  await expect(main(page).getByText('Pin at 64.14660, -21.94260')).toBeVisible();
  const map = main(page).getByTestId('pin-map');
  await map.click({ position: { x: 120, y: 80 } });
  await expect(main(page).getByText(/^Pin at /)).not.toHaveText('Pin at 64.14660, -21.94260');
  await saveAndContinue(page);
  await step(page, en.basics.title);

  // Leave, and pick the draft up again from the host's listings.
  await page.goto('/dashboard/host/listings');
  const row = main(page).getByRole('listitem').filter({ hasText: en.untitled });
  await expect(row.getByText(en.status.draft, { exact: true })).toBeVisible();
  await row.getByRole('link', { name: new RegExp(en.list.continue) }).click();
  await expect(page).toHaveURL(`/dashboard/add-property?listing=${listingId}`);
  // It resumes at the first step still missing something: the location and rooms are saved.
  await step(page, en.photos.title);
  const nav = main(page).getByRole('navigation', { name: en.wizard.steps });
  await nav.getByRole('button', { name: en.steps.location }).click();
  await expect(main(page).getByRole('textbox', { name: en.location.address })).toHaveValue(
    '4 Laugavegur, Miðborg, Reykjavik',
  );
  await nav.getByRole('button', { name: en.steps.amenities }).click();
  await step(page, en.amenities.title);
  await main(page).getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await saveAndContinue(page);

  await step(page, en.photos.title);
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles([await photo('living-room.png', '#2a9d8f'), await photo('bedroom.png', '#e9c46a')]);
  const photos = main(page).getByRole('list', { name: en.photos.list }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photos.first().getByText(en.photos.cover)).toBeVisible();
  await main(page)
    .getByRole('button', { name: en.photos.makeCover.replace('{{n}}', '2') })
    .click();
  await expect(photos.nth(1).getByText(en.photos.cover)).toBeVisible();
  await main(page)
    .getByRole('button', { name: en.photos.earlier.replace('{{n}}', '2') })
    .click();
  await expect(photos.first().getByText(en.photos.cover)).toBeVisible();
  await saveAndContinue(page);

  await step(page, en.description.title.home);
  const titleBox = main(page).getByRole('textbox', { name: en.description.titleLabel });
  await titleBox.fill('Loft');
  await main(page)
    .getByRole('textbox', { name: en.description.descriptionLabel })
    .fill('A bright loft under a turf roof, five minutes from Laugavegur, with a wood stove and a view of Esja.');
  await saveAndContinue(page);
  await expect(main(page).getByText('Title must be at least 10 characters.')).toBeVisible();
  await titleBox.fill(title);
  await saveAndContinue(page);

  await step(page, en.pricing.title.home);
  await main(page).getByRole('combobox', { name: en.pricing.currency }).selectOption('EUR');
  await main(page)
    .getByRole('textbox', { name: en.pricing.price.home.replace('{{currency}}', 'EUR') })
    .fill('180');
  await main(page)
    .getByRole('textbox', { name: en.pricing.cleaning.replace('{{currency}}', 'EUR') })
    .fill('40');
  await main(page)
    .getByRole('checkbox', { name: new RegExp(en.pricing.instantBook) })
    .check();
  await main(page)
    .getByRole('radio', { name: new RegExp(en.policies.strict.name) })
    .check();
  await saveAndContinue(page);

  await step(page, en.discounts.title);
  await main(page)
    .getByRole('textbox', { name: en.discounts.weekendPrice.replace('{{currency}}', 'EUR') })
    .fill('210');
  await main(page).getByRole('spinbutton', { name: en.discounts.weekly }).fill('15');
  await main(page).getByRole('spinbutton', { name: en.discounts.monthly }).fill('10');
  await saveAndContinue(page);
  await expect(main(page).getByText(PRICING_RULE_MESSAGES.monthlyBelowWeekly)).toBeVisible();
  await main(page).getByRole('spinbutton', { name: en.discounts.monthly }).fill('25');
  await main(page).getByRole('combobox', { name: en.discounts.preparation }).selectOption('1');
  await saveAndContinue(page);

  await step(page, en.rules.title);
  await main(page).getByRole('textbox', { name: en.rules.houseRules }).fill('No parties\nShoes off inside');
  await saveAndContinue(page);

  await step(page, en.review.title);
  await expect(main(page).getByText(en.review.ready)).toBeVisible();
  await main(page).getByRole('button', { name: en.review.publish, exact: true }).click();
  await expect(page.getByText(en.review.publishedTitle).first()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/host/listings');
  const published = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(published.getByText(en.status.published, { exact: true })).toBeVisible();
  await expect(published.getByText('2 photos')).toBeVisible();

  // Unlisting hides it until it is published again.
  await published.getByRole('button', { name: en.list.unlist }).click();
  await expect(published.getByText(en.status.unlisted, { exact: true })).toBeVisible();
  await published.getByRole('button', { name: en.list.relist }).click();
  await expect(published.getByText(en.status.published, { exact: true })).toBeVisible();

  // Guests find it by its city on Explore.
  await page.goto('/?place=Reykjavik&sort=newest');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // The host's screens fit a 375px phone without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/dashboard/host/listings', `/dashboard/add-property?listing=${listingId}&step=pricing`]) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});

test('a host creates an experience with a time slot and publishes it', async ({ page, request }) => {
  const title = `Northern lights walk ${unique()}`;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  await newTraveller(page, request, '/dashboard/host/experiences');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to Hosting' }).click();
  await expect(page.getByText('You are now a host')).toBeVisible();
  await page.goto('/dashboard/host/experiences');
  await expect(main(page).getByRole('heading', { name: en.list.emptyTitle.experience })).toBeVisible();
  await main(page).getByRole('link', { name: en.list.add.experience }).first().click();

  await step(page, en.kind.title);
  await expect(main(page).getByRole('radio', { name: new RegExp(en.kind.experience) })).toBeChecked();
  await saveAndContinue(page);

  await step(page, en.category.title.experience);
  await main(page).getByRole('combobox', { name: en.category.category }).selectOption({ label: 'Mountain views' });
  await saveAndContinue(page);

  await step(page, en.location.title);
  await chooseCity(page, 'Reykj', /Reykjavik.*Iceland/, 'Reykjavik, Capital Region, Iceland');
  await main(page).getByRole('textbox', { name: en.location.address }).fill('Harpa, Austurbakki 2, Reykjavik');
  await saveAndContinue(page);

  await step(page, en.details.title);
  await main(page).getByRole('spinbutton', { name: en.details.duration }).fill('150');
  await main(page).getByRole('spinbutton', { name: en.details.capacity }).fill('8');
  await saveAndContinue(page);

  await step(page, en.photos.title);
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles([await photo('aurora.png', '#264653')]);
  await expect(main(page).getByRole('list', { name: en.photos.list }).getByRole('listitem')).toHaveCount(1);
  await saveAndContinue(page);

  await step(page, en.description.title.experience);
  await main(page).getByRole('textbox', { name: en.description.titleLabel }).fill(title);
  await main(page)
    .getByRole('textbox', { name: en.description.descriptionLabel })
    .fill('We walk out of the city lights to a quiet shore and wait for the aurora with hot chocolate and stories.');
  await saveAndContinue(page);

  await step(page, en.pricing.title.experience);
  await main(page)
    .getByRole('textbox', { name: en.pricing.price.experience.replace('{{currency}}', 'EUR') })
    .fill('65');
  await saveAndContinue(page);

  await step(page, en.slots.title);
  const start = new Date(Date.now() + 10 * 86_400_000);
  const local = `${start.toISOString().slice(0, 10)}T21:00`;
  await main(page).getByLabel(en.slots.start).fill(local);
  await main(page).getByRole('button', { name: en.slots.add }).click();
  await expect(main(page).getByRole('list', { name: en.slots.list }).getByRole('listitem')).toHaveCount(1);
  await saveAndContinue(page);

  await step(page, en.review.title);
  await main(page).getByRole('button', { name: en.review.publish, exact: true }).click();
  await expect(page).toHaveURL('/dashboard/host/experiences');
  const row = main(page).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(en.status.published, { exact: true })).toBeVisible();
  await expect(row.getByText('1 upcoming slot')).toBeVisible();
  expect(errors).toEqual([]);
});
