import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { ListingPage } from '@roamstead/contract';
import { WISHLIST_LIMITS } from '@roamstead/contract';
import enWishlists from '../../../packages/contract/src/i18n/en/wishlists.json' with { type: 'json' };
import { completeRegistration, createUser, latestCode, logInWithEmailCode, signInAt, unique } from './support/accounts';
import { hydrated } from './support/fixtures';

const en = enWishlists;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

// Each test signs a user in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function firstListings(request: APIRequestContext, count: number) {
  const response = await request.get(`/api/v1/listings?per_page=${count}`);
  expect(response.ok()).toBe(true);
  const items = ((await response.json()).data as ListingPage).items;
  expect(items.length).toBe(count);
  return items;
}

/** The result card showing `title` on the home page. */
const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

const heart = (scope: Locator | Page, title: string) =>
  scope.getByRole('button', { name: fill(en.heart.save, { title }) });
const savedHeart = (scope: Locator | Page, title: string) =>
  scope.getByRole('button', { name: fill(en.heart.saved, { title }) });
const compareToggle = (scope: Locator | Page, title: string) =>
  scope.getByRole('button', { name: fill(en.compare.addTo, { title }) });

async function newSignedInGuest(page: Page, request: APIRequestContext) {
  const email = `wish-${unique()}@example.com`;
  await createUser(request, { email });
  await signInAt(page, request, email, '/dashboard/guest/wishlist', /\/dashboard\/guest\/wishlist$/);
  await expect(page.getByRole('heading', { name: en.page.emptyTitle })).toBeVisible();
}

async function createWishlistOnPage(page: Page, name: string) {
  await page.getByRole('button', { name: en.page.create }).click();
  const dialog = page.getByRole('dialog', { name: en.page.createTitle });
  await dialog.getByRole('textbox', { name: en.form.name }).fill(name);
  await dialog.getByRole('button', { name: en.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a guest saves a listing to a new wishlist, renames it and moves the listing to another', async ({
  page,
  request,
}) => {
  const [listing] = await firstListings(request, 1);
  if (!listing) throw new Error('no listings seeded');
  await newSignedInGuest(page, request);

  await page.goto('/');
  await hydrated(page);
  await heart(card(page, listing.title), listing.title).click();
  const picker = page.getByRole('dialog', { name: en.picker.title });
  const name = picker.getByRole('textbox', { name: en.form.name });
  // A first wishlist starts with a sensible name, which the guest replaces.
  await expect(name).toHaveValue(en.defaultName);
  // An empty name is refused with a message, and nothing is sent.
  await name.fill('   ');
  await picker.getByRole('button', { name: en.picker.create }).click();
  await expect(picker.getByText(en.form.nameRequired)).toBeVisible();
  await name.fill('Lisbon dreams');
  await picker.getByRole('button', { name: en.picker.create }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(fill(en.heart.savedTo, { name: 'Lisbon dreams' }))).toBeVisible();
  await expect(savedHeart(card(page, listing.title), listing.title)).toHaveAttribute('aria-pressed', 'true');

  // The filled heart survives a reload (saved ids come from the server).
  await page.reload();
  await expect(savedHeart(card(page, listing.title), listing.title)).toBeVisible();

  await page.goto('/dashboard/guest/wishlist');
  await createWishlistOnPage(page, 'Weekend ideas');
  await page.getByRole('link', { name: en.page.back }).click();
  const lists = page.getByRole('list', { name: en.page.listsLabel });
  await expect(lists.getByRole('listitem')).toHaveCount(2);

  await lists.getByRole('link', { name: /Lisbon dreams/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lisbon dreams' })).toBeVisible();
  const items = page.getByRole('list', { name: fill(en.page.itemsLabel, { name: 'Lisbon dreams' }) });
  await expect(items.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(items.getByText(`/ ${en.page.perNight}`)).toBeVisible();

  // A name already taken is refused and what was typed stays.
  await page.getByRole('button', { name: en.page.rename }).click();
  let rename = page.getByRole('dialog', { name: en.page.renameTitle });
  await rename.getByRole('textbox', { name: en.form.name }).fill('weekend IDEAS');
  await rename.getByRole('button', { name: en.form.save }).click();
  await expect(rename.getByText(en.errors.nameTaken)).toBeVisible();
  await expect(rename.getByRole('textbox', { name: en.form.name })).toHaveValue('weekend IDEAS');
  await rename.getByRole('button', { name: en.form.cancel }).click();

  await page.getByRole('button', { name: en.page.rename }).click();
  rename = page.getByRole('dialog', { name: en.page.renameTitle });
  await rename.getByRole('textbox', { name: en.form.name }).fill('Lisbon for real');
  await rename.getByRole('button', { name: en.form.save }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Lisbon for real' })).toBeVisible();

  await page.getByRole('button', { name: fill(en.page.moveLabel, { title: listing.title }) }).click();
  const move = page.getByRole('dialog', { name: en.page.moveTitle });
  await move.getByRole('combobox', { name: en.page.moveTo }).selectOption({ label: 'Weekend ideas' });
  await move.getByRole('button', { name: en.page.moveConfirm }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(fill(en.page.moved, { name: 'Weekend ideas' }))).toBeVisible();
  await expect(page.getByRole('heading', { name: en.page.listEmptyTitle })).toBeVisible();

  await page.getByRole('link', { name: en.page.back }).click();
  await lists.getByRole('link', { name: /Weekend ideas/ }).click();
  const moved = page.getByRole('list', { name: fill(en.page.itemsLabel, { name: 'Weekend ideas' }) });
  await expect(moved.getByRole('link', { name: listing.title })).toBeVisible();

  // Reloading keeps the open wishlist (it lives in the URL).
  await page.reload();
  await expect(moved.getByRole('link', { name: listing.title })).toBeVisible();
});

test('two listings compared side by side, added from a card and from the listing page, survive a reload', async ({
  page,
  request,
}) => {
  const listings = await firstListings(request, WISHLIST_LIMITS.compareMax + 1);
  const [a, b] = listings;
  if (!a || !b) throw new Error('no listings seeded');

  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: en.compare.emptyTitle })).toBeVisible();

  await page.goto('/');
  await hydrated(page);
  await compareToggle(card(page, a.title), a.title).click();
  await expect(page.getByText(fill(en.compare.added, { count: 1, max: WISHLIST_LIMITS.compareMax }))).toBeVisible();

  await page.getByRole('link', { name: b.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: en.compare.add, exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: en.compare.remove, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: fill(en.compare.open, { count: 2 }) }).click();
  await expect(page).toHaveURL(/\/compare$/);

  const table = page.getByRole('table', { name: en.compare.tableLabel });
  const check = async () => {
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const l of [a, b]) await expect(table.getByRole('link', { name: l.title })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: en.compare.bedrooms })).toBeVisible();
    const guests = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: en.compare.guests }) });
    await expect(guests.getByRole('cell')).toHaveText([String(a.max_guests), String(b.max_guests)]);
  };
  await check();
  await page.reload();
  await check();

  // Two more from the cards fill the list; a fifth is refused with a message.
  await page.goto('/');
  await hydrated(page);
  for (const l of listings.slice(2, WISHLIST_LIMITS.compareMax))
    await compareToggle(card(page, l.title), l.title).click();
  const fifth = listings[WISHLIST_LIMITS.compareMax];
  if (!fifth) throw new Error('not enough listings seeded');
  await compareToggle(card(page, fifth.title), fifth.title).click();
  await expect(page.getByText(fill(en.compare.full, { max: WISHLIST_LIMITS.compareMax }))).toBeVisible();
  await expect(compareToggle(card(page, fifth.title), fifth.title)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/compare');
  await expect(table.getByRole('columnheader')).toHaveCount(WISHLIST_LIMITS.compareMax + 1);
  await table.getByRole('button', { name: fill(en.compare.removeFrom, { title: a.title }) }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(WISHLIST_LIMITS.compareMax);
  await expect(table.getByRole('link', { name: a.title })).toHaveCount(0);
});

test('an anonymous visitor clicks a heart, signs in through the login modal and the save completes', async ({
  page,
  request,
}) => {
  const [listing] = await firstListings(request, 1);
  if (!listing) throw new Error('no listings seeded');
  const email = `wish-anon-${unique()}@example.com`;
  await createUser(request, { email });

  await page.goto('/');
  await hydrated(page);
  await heart(card(page, listing.title), listing.title).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
  await logInWithEmailCode(page, request, email);

  await expect(page.getByText(fill(en.pending.done, { name: en.defaultName }))).toBeVisible();
  await expect(savedHeart(card(page, listing.title), listing.title)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/guest/wishlist');
  const lists = page.getByRole('list', { name: en.page.listsLabel });
  await expect(lists.getByRole('listitem')).toHaveCount(1);
  await lists.getByRole('link', { name: new RegExp(en.defaultName) }).click();
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();

  // A filled heart takes the listing out again.
  await page.goto('/');
  await hydrated(page);
  await savedHeart(card(page, listing.title), listing.title).click();
  await expect(page.getByText(en.heart.removed)).toBeVisible();
  await expect(heart(card(page, listing.title), listing.title)).toHaveAttribute('aria-pressed', 'false');
});

test('an anonymous visitor who signs up instead finds the listing saved once registered', async ({ page, request }) => {
  const [listing] = await firstListings(request, 1);
  if (!listing) throw new Error('no listings seeded');
  const email = `wish-new-${unique()}@example.com`;

  await page.goto('/');
  await hydrated(page);
  await heart(card(page, listing.title), listing.title).click();
  await page.getByRole('tab', { name: 'New Account' }).click();
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  const { code } = await latestCode(request, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();

  await completeRegistration(page);

  // Registration leads to the dashboard; the save completes there.
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(fill(en.pending.done, { name: en.defaultName }))).toBeVisible();
  await page.goto('/dashboard/guest/wishlist');
  await page
    .getByRole('list', { name: en.page.listsLabel })
    .getByRole('link', { name: new RegExp(en.defaultName) })
    .click();
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
});
