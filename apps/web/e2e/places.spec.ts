import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import enHostListings from '../../../packages/contract/src/i18n/en/hostListings.json' with { type: 'json' };
import enListings from '../../../packages/contract/src/i18n/en/listings.json' with { type: 'json' };
import { createUser, unique } from './support/accounts';
import { test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

// The world's places (docs/adr/0072): a host lists in Porto, a guest finds it. New accounts, a
// published home and the place index built after start, on a busy machine.
test.describe.configure({ timeout: 150_000 });

const host = enHostListings.location;
const search = enListings.search;
const main = (page: Page) => page.getByRole('main');

/** A new host account through the API; returns its e-mail and API headers. */
async function newHost(request: APIRequestContext) {
  const email = `places-${unique()}@example.com`;
  const headers = { authorization: `Bearer ${await createUser(request, { email })}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
  return { email, headers };
}

/** Serious and critical axe findings on the page as it is now. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('a host lists in Porto: the pin starts on the place and is moved to the door', async ({
  page,
  request,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await newHost(request);
  const created = await request.post('/api/v1/hosting/listings', { data: { kind: 'home' }, headers: owner.headers });
  const id = (await created.json()).data.id as number;
  await signIn(owner.email, `/dashboard/add-property?listing=${id}&step=location`);

  const city = main(page).getByRole('combobox', { name: host.city });
  // Nothing anywhere by that name: said, not left blank.
  await city.fill('Qwxzzy');
  await expect(main(page).getByRole('status').filter({ hasText: 'No town or city is called “Qwxzzy”' })).toBeVisible({
    timeout: 30_000,
  });

  await city.fill('Porto');
  const porto = main(page).getByRole('option', { name: /^Porto\s*Portugal$/ });
  await expect(porto).toBeVisible({ timeout: 30_000 });
  // Other towns of the name are offered too, each with its region and country.
  await expect(
    main(page)
      .getByRole('option', { name: /Porto.*Brazil/ })
      .first(),
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await porto.click();
  await expect(city).toHaveValue('Porto, Portugal');
  await expect(main(page).getByText('Time zone: Europe/Lisbon')).toBeVisible();
  // The pin starts on the place (GeoNames' centre of Porto)…
  await expect(main(page).getByText('Pin at 41.14961, -8.61099')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'GeoNames' })).toBeVisible();

  // …and is moved to the door: by dragging it on the map, or with the arrow keys.
  const pin = main(page).getByRole('button', { name: host.pin });
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  const at = main(page).getByText(/^Pin at /);
  await expect(at).not.toHaveText('Pin at 41.14961, -8.61099');
  await pin.focus();
  await pin.press('ArrowDown');
  const door = ((await at.textContent()) ?? '').replace('Pin at ', '');
  const [lat, lng] = door.split(', ').map(Number);
  expect(lat).toBeLessThan(41.14961);
  expect(lng).toBeGreaterThan(-8.61099);

  await main(page).getByRole('textbox', { name: host.address }).fill('12 Rua das Flores');
  await main(page).getByRole('button', { name: enHostListings.wizard.next }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: enHostListings.basics.title })).toBeVisible();
  const saved = (await (await request.get(`/api/v1/hosting/listings/${id}`, { headers: owner.headers })).json()).data;
  expect(`${saved.lat.toFixed(5)}, ${saved.lng.toFixed(5)}`).toBe(door);
  expect(saved.place).toMatchObject({ name: 'Porto', country: 'Portugal', time_zone: 'Europe/Lisbon' });
});

for (const width of [375, 1280]) {
  test(`a guest searches Porto and finds the home listed there (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await newHost(request);
    const options = (await (await request.get('/api/v1/hosting/places?q=Porto', { headers: owner.headers })).json())
      .data;
    const chosen = options.find((o: { country_code: string }) => o.country_code === 'PT');
    const stored = await request.post('/api/v1/hosting/places', {
      data: { geoname_id: chosen.geoname_id },
      headers: owner.headers,
    });
    expect(stored.ok(), await stored.text()).toBe(true);
    const place = (await stored.json()).data;
    const title = `Tiled flat by the Douro ${unique()}`;
    await publishLisbonHome(request, owner.headers, {
      title,
      place_id: place.id,
      address: '12 Rua das Flores, Porto',
      lat: 41.1432,
      lng: -8.6128,
    });

    await page.goto('/');
    // The home page hydrates slowly on a loaded machine (its map and cards load first).
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    const where = page.getByRole('combobox', { name: search.where }).first();
    await where.fill('Qwxzzy');
    await expect(page.getByRole('status').filter({ hasText: 'No place is called “Qwxzzy”' })).toBeVisible({
      timeout: 30_000,
    });
    await where.fill('Porto');
    await page
      .getByRole('option', { name: /^Porto.*Portugal$/ })
      .first()
      .click({ timeout: 30_000 });
    await expect(where).toHaveValue('Porto');
    await page.getByRole('button', { name: search.submit, exact: true }).first().click();
    await expect(page).toHaveURL(/[?&]place=Porto(&|$)/);
    await expect(main(page).getByText(title).first()).toBeVisible({ timeout: 30_000 });

    // The address works by itself, and by the place's name in another language.
    await page.goto(`/?place=${encodeURIComponent('بورتو')}`);
    await expect(main(page).getByText(title).first()).toBeVisible({ timeout: 30_000 });
  });
}
