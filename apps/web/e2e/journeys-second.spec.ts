import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, unique } from './support/accounts';
import { fillCard } from './support/checkout';
import { expect, hydrated, test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A local calendar day `offset` days from today, as YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A new host's published Lisbon home, through the API; its id. */
async function hostHome(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const email = `host-${unique()}@example.com`;
  const token = await createUser(request, { email });
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
  return publishLisbonHome(request, headers, { title: `Carmo flat ${unique()}`, instant_book: true, ...fields });
}

/** A new guest through the API, not signed in anywhere: e-mail and API headers. */
async function newGuest(request: APIRequestContext) {
  const email = `guest-${unique()}@example.com`;
  const token = await createUser(request, { email });
  return { email, headers: { authorization: `Bearer ${token}` } };
}

/** Books `nights` nights from `offset` days ahead through the API; the booking's id. */
async function book(request: APIRequestContext, headers: Record<string, string>, listingId: number, offset: number) {
  const stay = { listing_id: listingId, checkin: day(offset), checkout: day(offset + 2), guests: 1, currency: 'USD' };
  const quote = await (await request.post('/api/v1/bookings/quote', { data: stay })).json();
  const booked = await request.post('/api/v1/bookings', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { ...stay, card_number: '4242424242424242', quoted_total: quote.data.total },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).data.id as number;
}

/** The page has no horizontal scroll: nothing is wider than the viewport. */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('checkout', () => {
  test('after paying on a phone the confirmation opens at the top; nothing re-quotes the booking', async ({
    page,
    request,
    guest: _guest,
  }) => {
    await page.setViewportSize(PHONE);
    const listingId = await hostHome(request);
    const quoted: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/bookings/quote')) quoted.push(r.status());
    });
    await page.goto(`/book/${listingId}?checkin=${day(40)}&checkout=${day(43)}&guests=2`);
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    const pay = page.getByRole('button', { name: 'Confirm and pay' });
    await pay.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await pay.click();
    const heading = page.getByRole('heading', { name: 'Booking confirmed' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: 'test-results/checkout-confirmed-375.png' });
    // The trips list refetches; the booked stay is not quoted again.
    await page.waitForLoadState('networkidle');
    expect(quoted.every((s) => s === 200)).toBe(true);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`checkout: dates and guests change with a new quote, the card form is checked, the summary keeps its height (${viewport.width} px)`, async ({
    page,
    request,
    guest: _guest,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const listingId = await hostHome(request, { max_guests: 4 });
    // The quotes the server answered.
    const quotes: { guests: number; checkin: string; nights: number }[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/bookings/quote') && r.ok()) quotes.push((await r.json()).data);
    });
    await page.goto(`/book/${listingId}?checkin=${day(80)}&checkout=${day(82)}&guests=1`);
    const total = page.getByTestId('quote-total');
    await expect(total).toBeVisible();
    const before = await total.textContent();

    // A longer stay: new dates on the listing's calendar, a new quote.
    await page.getByRole('button', { name: 'Edit dates' }).click();
    const calendar = page.locator('#checkout-calendar');
    await expect(calendar.getByRole('grid')).toBeVisible();
    for (const d of [day(81), day(84)]) {
      const cell = calendar.locator(`[data-day="${d}"]:not([data-outside]) button`);
      // The calendar opens on the stay's month; the new checkout may be in the next.
      if (!(await cell.isVisible())) await calendar.getByRole('button', { name: /next month/i }).click();
      await cell.click();
    }
    await expect(page).toHaveURL(new RegExp(`checkin=${day(81)}&checkout=${day(84)}`));
    await expect(calendar).toBeHidden();
    await expect(page.getByTestId('trip-dates')).not.toHaveText(/^$/);
    await expect(total).not.toHaveText(before ?? '');
    await expect.poll(() => quotes.at(-1)).toMatchObject({ checkin: day(81), nights: 3 });

    // Two guests.
    await page.getByRole('button', { name: 'Edit guests' }).click();
    await page.getByRole('button', { name: 'More: Adults' }).click();
    await expect(page.getByTestId('trip-guests')).toHaveText('2 guests');
    await expect.poll(() => quotes.at(-1)?.guests).toBe(2);
    await expect(page).toHaveURL(/guests=2/);

    // The card form: every field is asked for and checked before anything is sent.
    const pay = page.getByRole('button', { name: 'Confirm and pay' });
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('0120');
    await expect(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('01 / 20');
    await pay.click();
    await expect(page.getByText('Enter a valid card number.')).toBeVisible();
    await expect(page.getByText('Enter an expiry date that has not passed, as MM / YY.')).toBeVisible();
    await expect(page.getByText('Enter the 3-digit security code on your card.')).toBeVisible();
    await expect(page.getByText('Enter your billing postcode.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    if (viewport === DESKTOP) {
      const [form, summary] = [
        await page.locator('form').first().boundingBox(),
        await page.locator('aside').boundingBox(),
      ];
      expect(summary && form && summary.height < form.height - 200).toBe(true);
    }
    await page.screenshot({ path: `test-results/checkout-form-${viewport.width}.png`, fullPage: true });

    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });
}

test('trip cards fit a phone on every Trips tab', async ({ page, request, signIn }) => {
  await page.setViewportSize(PHONE);
  const title = `Sunlit apartment above the Tagus with a long balcony ${unique()}`;
  const listingId = await hostHome(request, { title });
  const guest = await newGuest(request);
  await book(request, guest.headers, listingId, 30);
  const past = await book(request, guest.headers, listingId, 40);
  expect(
    (await request.post(`/api/v1/dev/bookings/${past}/travel-past-checkout`, { headers: guest.headers })).ok(),
  ).toBe(true);
  const cancelled = await book(request, guest.headers, listingId, 50);
  expect((await request.post(`/api/v1/bookings/${cancelled}/cancel`, { headers: guest.headers })).ok()).toBe(true);

  await signIn(guest.email, '/dashboard/guest/trips');
  for (const tab of ['Upcoming', 'Past', 'Cancelled']) {
    await page.getByRole('tab', { name: tab }).click();
    const card = page.getByRole('tabpanel', { name: tab }).getByRole('link', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoSideways(page);
    await page.screenshot({ path: `test-results/trips-${tab.toLowerCase()}-375.png` });
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the price slider has handles and the filters say how many stays match (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?place=Lisbon');
    await hydrated(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters.getByRole('img', { name: /Nightly prices of \d+ stays/ })).toBeVisible();
    const all = (await (await request.get('/api/v1/listings?place=Lisbon&per_page=1')).json()).data.total as number;
    const apply = filters.getByRole('button', { name: /^Show \d+ stays?$/ });
    await expect(apply).toHaveText(`Show ${all} stays`);

    const maximum = filters.getByRole('slider', { name: 'Maximum' });
    const minimum = filters.getByRole('slider', { name: 'Minimum' });
    for (const thumb of [minimum, maximum]) {
      const box = await thumb.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(20);
      expect(box?.height).toBeGreaterThanOrEqual(20);
    }
    // Drag the maximum handle halfway to the left.
    const from = await maximum.boundingBox();
    const to = await minimum.boundingBox();
    if (!from || !to) throw new Error('no handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, from.y + from.height / 2, { steps: 8 });
    await page.mouse.up();
    const ceiling = Number(await filters.getByRole('spinbutton', { name: 'Maximum' }).inputValue());
    expect(ceiling).toBeGreaterThan(0);
    const matching = (
      await (
        await request.get(`/api/v1/listings?place=Lisbon&per_page=1&currency=USD&price_max=${ceiling * 100}`)
      ).json()
    ).data.total as number;
    expect(matching).toBeLessThan(all);
    await expect(apply).toHaveText(matching === 1 ? 'Show 1 stay' : `Show ${matching} stays`);
    await page.screenshot({ path: `test-results/filters-${viewport.width}.png` });
    await apply.click();
    await expect(filters).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`price_max=${ceiling}`));
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the photo viewer's counter sits beside the photo, not over it (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const homes = (await (await request.get('/api/v1/listings?kind=home&per_page=50')).json()).data.items as {
      id: number;
      photos: unknown[];
    }[];
    const listing = homes.find((l) => l.photos.length >= 3);
    if (!listing) throw new Error('no seeded home with photos');
    await page.goto(`/listings/${listing.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
    const viewer = page.getByTestId('tour-viewer');
    const counter = viewer.getByTestId('tour-position');
    await expect(counter).toHaveText(`1 / ${listing.photos.length}`);
    const photo = viewer.locator('img');
    await expect(photo).toBeVisible();
    await expect(async () => {
      const [p, c] = [await photo.boundingBox(), await counter.boundingBox()];
      if (!p || !c) throw new Error('not laid out');
      expect(p.height).toBeGreaterThan(100);
      const overlaps = c.x < p.x + p.width && p.x < c.x + c.width && c.y < p.y + p.height && p.y < c.y + c.height;
      expect(overlaps).toBe(false);
      expect(c.y + c.height).toBeLessThanOrEqual(viewport.height);
    }).toPass();
    await page.screenshot({ path: `test-results/tour-${viewport.width}.png` });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`wording: nights before the total, a place named once, a draft is added (${viewport.width} px)`, async ({
    page,
    request,
    signIn,
  }) => {
    // Six page loads (search, listing, three wizard steps, sign-in): more than the default 30 s on a
    // loaded machine.
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const email = `host-${unique()}@example.com`;
    const headers = { authorization: `Bearer ${await createUser(request, { email })}` };
    expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
    const title = `Carmo wording flat ${unique()}`;
    const published = await publishLisbonHome(request, headers, { title, instant_book: true });

    const [checkin, checkout] = [day(70), day(74)];
    await page.goto(`/?place=Lisbon&checkin=${checkin}&checkout=${checkout}&sort=newest`);
    const quote = await request.post('/api/v1/bookings/quote', {
      data: { listing_id: published, checkin, checkout, guests: 1, currency: 'USD' },
    });
    const total = (await quote.json()).data.total.amount as number;
    const dollars = `$${Math.round(total / 100).toLocaleString('en-US')}`;
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText(`4 nights · ${dollars} total`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/card-total-${viewport.width}.png` });

    // Lisbon is a city in the region of Lisbon: named once.
    await page.goto(`/listings/${published}`);
    await expect(page.getByRole('banner').or(page.locator('header')).getByText('Lisbon, Portugal')).toBeVisible();
    await expect(page.getByText('Lisbon, Lisbon')).toHaveCount(0);

    // The wizard adds a draft on every step, and edits a listed home.
    const created = await request.post('/api/v1/hosting/listings', { data: { kind: 'home' }, headers });
    const draft = (await created.json()).data.id as number;
    await signIn(email, `/dashboard/add-property?listing=${draft}&step=category`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a listing');
    await page.goto(`/dashboard/add-property?listing=${draft}&step=location`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a listing');
    await page.goto(`/dashboard/add-property?listing=${published}&step=pricing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit listing');
  });
}

/** A new host (signed in on `page` at `path`) with a published home; the home's id and API headers. */
async function signedInHost(
  request: APIRequestContext,
  signIn: (email: string, path?: string) => Promise<void>,
  path: (id: number) => string,
  fields: Record<string, unknown> = {},
) {
  const email = `host-${unique()}@example.com`;
  const headers = { authorization: `Bearer ${await createUser(request, { email })}` };
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
  const id = await publishLisbonHome(request, headers, { title: `Carmo flat ${unique()}`, ...fields });
  await signIn(email, path(id));
  return { id, headers };
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the host calendar shows whole prices, a selection in words and a legend one can read (${viewport.width} px)`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    // $1,250 a night: the widest price a phone's day cell has to show.
    await signedInHost(request, signIn, (id) => `/dashboard/host/calendar?listing=${id}`, { nightly_price: 125_000 });
    await page.getByRole('button', { name: 'Next month' }).click();
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
    const nights = page.locator('[data-date]');
    await expect(nights.first()).toHaveAttribute('data-date', `${month}-01`);
    // No price is cut: each fits its cell.
    const cut = await page
      .locator('[data-testid="night-price"] > span:visible')
      .evaluateAll(
        (shown) =>
          shown.filter((s) => s.getBoundingClientRect().width > (s.parentElement as HTMLElement).clientWidth + 0.5)
            .length,
      );
    expect(cut).toBe(0);
    await expect(page.getByTestId('night-price').first().locator('span:visible')).toHaveText(
      viewport === PHONE ? '$1,250' : '$1,250.00',
    );
    await expectNoSideways(page);

    // The selection reads in the visitor's language.
    const first = (await nights.nth(19).getAttribute('data-date')) as string;
    const last = (await nights.nth(21).getAttribute('data-date')) as string;
    await nights.nth(19).click();
    await nights.nth(21).click();
    const words = (iso: string) =>
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(`${iso}T12:00`),
      );
    await expect(page.getByText(`Selected nights: ${words(first)} to ${words(last)}`)).toBeVisible();

    // Every state of the legend has a swatch one can see.
    const legend = page.getByRole('list', { name: 'Legend' });
    for (const state of ['available', 'pending', 'booked', 'blocked', 'imported']) {
      const box = await legend.getByTestId(`swatch-${state}`).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(16);
    }
    const fill = await legend.getByTestId('swatch-booked').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(fill).not.toBe('rgb(255, 255, 255)');
    await legend.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/host-calendar-${viewport.width}.png`, fullPage: true });
  });
}

test.describe('every language', () => {
  test('Arabic: plurals in the booking box and the gallery, host-written text in its own direction', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const id = await hostHome(request, { house_rules: 'No smoking inside.' });
    // Four weekday nights (Monday to Friday, no weekend price) for two guests.
    let ahead = 60;
    while (new Date(`${day(ahead)}T12:00`).getDay() !== 1) ahead += 1;
    await page.goto(`/listings/${id}?checkin=${day(ahead)}&checkout=${day(ahead + 4)}&guests=2&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await expect(page.getByTestId('guests-summary')).toHaveText('ضيفان');
    const box = page.getByRole('complementary').filter({ has: page.getByTestId('quote-total') });
    await expect(box).toContainText('4 ليالٍ');
    await expect(box).not.toContainText(/nights?|guests?/i);
    // The host wrote in English: the rule reads left to right, its full stop at its end.
    await expect(page.getByText('No smoking inside.')).toHaveAttribute('dir', 'auto');
    await page.getByText('No smoking inside.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/arabic-rules-375.png' });

    const homes = (await (await request.get('/api/v1/listings?kind=home&per_page=50')).json()).data.items as {
      id: number;
      photos: unknown[];
    }[];
    const four = homes.find((l) => l.photos.length >= 3 && l.photos.length <= 10);
    if (!four) throw new Error('no seeded home with 3 to 10 photos');
    // The gallery's "show all" button is a wider screen's.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/listings/${four.id}?lang=ar`);
    await expect(page.getByRole('button', { name: `عرض كل الصور (${four.photos.length})` })).toBeVisible();
  });

  test('French and German: categories, amenities, currency names and the policy agree (1280 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const id = await hostHome(request, { amenities: ['wifi', 'kitchen'], cancellation_policy: 'moderate' });
    await page.goto('/?lang=fr');
    await expect(page.getByRole('button', { name: 'Bord de mer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Beachfront' })).toHaveCount(0);
    await page.goto(`/listings/${id}?lang=fr`);
    await hydrated(page);
    await expect(page.getByText('Conditions d’annulation : Modérées')).toBeVisible();
    await expect(page.getByText('Cuisine', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Devise/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /Dollar des États-Unis/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /US Dollar/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/french-currencies-1280.png' });
    await page.keyboard.press('Escape');

    await page.goto(`/listings/${id}?lang=de`);
    await expect(page.getByText('WLAN', { exact: true })).toBeVisible();
    await expect(page.getByText('Küche', { exact: true })).toBeVisible();
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  /** What a screen shows that is an untranslated key ("booking.trips.title"), if anything. */
  const rawKeys = (page: Page) =>
    page.evaluate(() => document.body.innerText.match(/\b(ui|booking|dashboard|listings|site|offline)\.[a-z]+\w*/g));

  test('a visit that starts on the trips page reads its language offline on every screen (375 px)', async ({
    page,
    context,
    request,
    signIn,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const listingId = await hostHome(request);
    const guest = await newGuest(request);
    await book(request, guest.headers, listingId, 30);
    await signIn(guest.email, '/dashboard/guest/trips');
    await expect(page.getByRole('heading', { name: 'Trips', level: 1 })).toBeVisible();
    // The service worker takes over and reads the screen's trips again, keeping them.
    const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/bookings' && r.fromServiceWorker());
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await kept;

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trips', level: 1 })).toBeVisible();
    await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('link')).toBeVisible();
    expect(await rawKeys(page)).toBeNull();
    await expectNoSideways(page);
    await page.screenshot({ path: 'test-results/offline-trips-375.png' });

    // Screens never opened online: translated, with a plain "not available offline" where they need data.
    for (const path of ['/', `/listings/${listingId}`, '/dashboard/guest/wishlist']) {
      await page.goto(path).catch(() => undefined);
      await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible();
      await expect(page.getByText('Not available offline').first()).toBeVisible();
      expect(await rawKeys(page), path).toBeNull();
      await page.screenshot({ path: `test-results/offline-${path.split('/').at(-1) || 'home'}-375.png` });
    }
    await context.setOffline(false);
  });
});
