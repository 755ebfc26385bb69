import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BECOME_A_HOST_PATH, NOT_FOUND_PAGE, PRODUCT_NAME } from '@roamstead/contract';
import arCompany from '../../../packages/contract/src/i18n/ar/company.json' with { type: 'json' };
// Playwright's loader needs import attributes for JSON, so the English and Arabic texts are read directly.
import arSite from '../../../packages/contract/src/i18n/ar/site.json' with { type: 'json' };
import enAuth from '../../../packages/contract/src/i18n/en/auth.json' with { type: 'json' };
import enBooking from '../../../packages/contract/src/i18n/en/booking.json' with { type: 'json' };
import enCompany from '../../../packages/contract/src/i18n/en/company.json' with { type: 'json' };
import enHelp from '../../../packages/contract/src/i18n/en/help.json' with { type: 'json' };
import enHosting from '../../../packages/contract/src/i18n/en/hosting.json' with { type: 'json' };
import enLegal from '../../../packages/contract/src/i18n/en/legal.json' with { type: 'json' };
import enSite from '../../../packages/contract/src/i18n/en/site.json' with { type: 'json' };
import enWishlists from '../../../packages/contract/src/i18n/en/wishlists.json' with { type: 'json' };
import { createUser, logInWithEmailCode, unique } from './support/accounts';
import { hydrated } from './support/fixtures';

const en = { auth: enAuth, company: enCompany, help: enHelp, hosting: enHosting, legal: enLegal, site: enSite };
const ar = { company: arCompany, site: arSite };
const title = (page: string) => `${page} · ${PRODUCT_NAME}`;

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/about', en.company.about.title],
  ['/blog', en.company.blog.title],
  ['/media', en.company.media.title],
  ['/careers', en.company.careers.title],
  ['/terms', en.legal.terms.title],
  ['/privacy', en.legal.privacy.title],
  ['/contact', en.company.contact.title],
  ['/help-center', en.help.center.title],
  ['/help/faqs', en.help.faqs.title],
  ['/help/cancellation', en.help.cancellation.title],
  ['/help/neighborhood', en.help.neighborhood.title],
  ['/help/countries', en.help.countries.title],
  ['/experiences', en.hosting.experiences.title],
  [BECOME_A_HOST_PATH, en.hosting.becomeHost.title],
  ['/pricing', en.site.template.pricingTitle],
  ['/compare', enWishlists.compare.title],
  ['/invoice', enBooking.invoice.title],
];

test('every public page renders its own heading and title', async ({ page }) => {
  test.setTimeout(150_000);
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title(heading));
  }
});

test('blog posts and job openings come from the database, with detail pages', async ({ page, request }) => {
  const posts = (await (await request.get('/api/v1/blog-posts?per_page=50')).json()).data;
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByText(en.site.common.pageOf.replace('{{page}}', '1').replace('{{pages}}', '2'))).toBeVisible();
  await page.getByRole('button', { name: en.site.common.next }).click();
  await expect(page).toHaveURL(/page=2/);
  const last = posts.items.at(-1);
  await page.getByRole('link', { name: last.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await expect(page).toHaveTitle(title(last.title));

  await page.goto('/careers');
  await hydrated(page);
  const opening = page.getByRole('listitem').filter({ hasText: 'Senior Frontend Engineer' });
  await opening.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer' })).toBeVisible();
  // The summary is Markdown the console edits, rendered by the server (a paragraph here).
  const jobs = (await (await request.get('/api/v1/careers')).json()).data as { title: string; summary: string }[];
  const summary = jobs.find((j) => j.title === 'Senior Frontend Engineer')?.summary;
  expect(summary).toBeTruthy();
  await expect(
    page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: summary?.slice(0, 40) }),
  ).toBeVisible();
  await page.getByRole('button', { name: en.company.careers.submit }).click();
  await expect(page.getByText(en.site.validation.nameRequired)).toBeVisible();
  await page.getByLabel(en.company.careers.name).fill('Rudo Chikore');
  await page.getByLabel(en.company.careers.email, { exact: true }).fill(`apply-${unique()}@example.com`);
  await page.getByLabel(en.company.careers.coverLetter).fill('I love building accessible products for travellers.');
  await page.getByRole('button', { name: en.company.careers.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: en.company.careers.submitted })).toBeVisible();
});

test('the contact form validates, keeps what was typed, and acknowledges by e-mail', async ({ page, request }) => {
  const email = `contact-${unique()}@example.com`;
  await page.goto('/contact');
  await hydrated(page);
  await page.getByLabel(en.company.contact.name).fill('Farai Ndlovu');
  await page.getByLabel(en.company.contact.email, { exact: true }).fill(email);
  await page.getByLabel(en.company.contact.message, { exact: true }).fill('Too short');
  await page.getByRole('button', { name: en.company.contact.submit }).click();
  await expect(page.getByText(en.site.validation.subjectRequired)).toBeVisible();
  await expect(page.getByText(en.site.validation.messageMin)).toBeVisible();
  await expect(page.getByLabel(en.company.contact.name)).toHaveValue('Farai Ndlovu');
  await page.getByLabel(en.company.contact.topic).selectOption('booking');
  await page
    .getByLabel(en.company.contact.message, { exact: true })
    .fill('Can I bring my dog to a home that allows pets?');
  await page.getByRole('button', { name: en.company.contact.submit }).click();
  await expect(page.getByText(en.company.contact.received)).toBeVisible();
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${email}`)).json()).data;
  expect(outbox).toHaveLength(1);
});

test('help articles are searchable', async ({ page }) => {
  await page.goto('/help-center');
  await hydrated(page);
  await page.getByRole('searchbox', { name: en.help.center.search }).fill('payout');
  await expect(page.getByText('When you get paid')).toBeVisible();
  await expect(page.getByText('How to book a stay')).toBeHidden();
  await page.getByRole('searchbox', { name: en.help.center.search }).fill('qwertyuiop');
  await expect(page.getByText('No articles match “qwertyuiop”', { exact: false })).toBeVisible();
});

test('the newsletter rejects a bad e-mail and accepts a good one once', async ({ page, request }) => {
  const email = `news-${unique()}@example.com`;
  const form = () => page.getByRole('contentinfo');
  await page.goto('/about');
  await hydrated(page);
  const field = form().getByRole('textbox', { name: en.site.newsletter.label });
  await field.fill('not-an-email');
  await form().getByRole('button', { name: en.site.newsletter.subscribe }).click();
  await expect(form().getByText(en.site.validation.emailInvalid)).toBeVisible();
  await field.fill(email);
  await form().getByRole('button', { name: en.site.newsletter.subscribe }).click();
  await expect(form().getByText(en.site.newsletter.success)).toBeVisible();

  await page.goto('/media');
  await hydrated(page);
  await form().getByRole('textbox', { name: en.site.newsletter.label }).fill(email.toUpperCase());
  await form().getByRole('button', { name: en.site.newsletter.subscribe }).click();
  await expect(form().getByText(en.site.validation.alreadySubscribed)).toBeVisible();
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${email}`)).json()).data;
  expect(outbox).toHaveLength(1);

  // The confirmation carries an unsubscribe link that works once.
  const link = new URL(/https?:\/\/\S+/.exec(outbox[0].body)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle(title(en.site.newsletter.unsubscribeTitle));
  await page.getByRole('button', { name: en.site.newsletter.unsubscribeButton }).click();
  await expect(page.getByText(en.site.newsletter.unsubscribed)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: en.site.newsletter.unsubscribeButton }).click();
  await expect(page.getByText(en.site.newsletter.unsubscribeInvalid)).toBeVisible();
});

test('the footer has support contacts, app badges, social links, the three columns and the year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+1 888 555 0142' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'support@roamstead.com' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  for (const column of [en.site.footer.company, en.site.footer.quickLinks, en.site.footer.supportColumn]) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await footer.getByRole('link', { name: en.site.footer.links.cancellation }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.help.cancellation.title })).toBeVisible();
});

async function chooseCurrency(page: Page, name: string) {
  await page.getByRole('button', { name: /^Currency:/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: en.site.preferences.currencyTab, selected: true })).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByText(en.site.preferences.currencyUpdated)).toBeVisible();
}

test('switching currency converts the prices on screen and is remembered', async ({ page }) => {
  await page.goto(BECOME_A_HOST_PATH);
  const monthly = page.getByTestId('estimate-monthly');
  await expect(monthly).toContainText('$');
  const inDollars = await monthly.textContent();
  await chooseCurrency(page, 'Euro');
  await expect(monthly).toContainText('€');
  await expect(monthly).not.toHaveText(inDollars ?? '');
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('estimate-monthly')).toContainText('€');
});

async function chooseArabic(page: Page) {
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /العربية/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('switching to Arabic flips the direction and translates the header, across reloads', async ({ page }) => {
  await page.goto('/about');
  await chooseArabic(page);
  await expect(page.getByText(ar.site.preferences.languageUpdated)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: ar.site.header.explore })).toBeVisible();
  await expect(header.getByRole('link', { name: ar.site.header.becomeHost })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ar.company.about.title })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('link', { name: ar.site.header.explore })).toBeVisible();
});

test('switching to Español shows the blog and the help centre in Spanish', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'A slow week in Lisbon' })).toBeVisible();
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Español/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The posts already on screen are fetched again in Spanish.
  await page.getByRole('link', { name: 'Una semana sin prisas en Lisboa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Una semana sin prisas en Lisboa' })).toBeVisible();
  await expect(page.getByText('Guías de viaje')).toBeVisible();
  await expect(page.getByText(/Lisboa recompensa a quienes se quedan/)).toBeVisible();

  // Help articles read, and are searched, in Spanish.
  await page.goto('/help-center');
  await hydrated(page);
  await expect(page.getByText('Cómo reservar un alojamiento')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar artículos de ayuda' }).fill('reembolso');
  await expect(page.getByText('Cancelar una reserva como huésped')).toBeVisible();
  await expect(page.getByText('Cómo reservar un alojamiento')).toBeHidden();
});

/** Opens the log-in modal from the header and signs in with an e-mail code. */
async function signIn(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('banner').getByRole('button', { name: en.auth.signIn }).click();
  await logInWithEmailCode(page, request, email);
  await expect(page.getByRole('banner').getByRole('link', { name: en.site.header.explore })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: en.auth.signIn })).toBeHidden();
}

test('a signed-in user hides the become-a-host link and keeps Arabic and EUR on the account', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `prefs-${unique()}@example.com`;
  await createUser(request, { email });
  await page.goto('/about');
  await signIn(page, request, email);
  await expect(page.getByRole('banner').getByRole('link', { name: en.site.header.becomeHost })).toBeHidden();
  await chooseCurrency(page, 'Euro');
  await chooseArabic(page);
  await expect(page.getByText(ar.site.preferences.languageUpdated)).toBeVisible();

  // Another device: nothing stored locally except the session; the account brings both choices back.
  await page.evaluate(() => {
    localStorage.removeItem('roamstead.language');
    localStorage.removeItem('roamstead.currency');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('link', { name: ar.site.header.explore })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /EUR/ })).toBeVisible();
});

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test(`the header at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: en.site.header.home })).toBeVisible();
    await expect(header.getByRole('link', { name: en.site.header.explore })).toBeVisible();
    await expect(header.getByRole('link', { name: en.site.header.becomeHost })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Language:/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    const signIn = header.getByRole('button', { name: en.auth.signIn });
    await expect(signIn).toBeVisible();
    // Below 760px the sign-in button is an icon; its text is only for screen readers.
    const label = signIn.getByText(en.auth.signIn);
    if (width < 760) await expect(label).toHaveCSS('position', 'absolute');
    else await expect(label).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await signIn.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('the sign-in button is hidden on /auth pages', async ({ page }) => {
  await page.goto('/auth/login');
  // The header is there, with its other controls; only the sign-in button is left out.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: en.site.header.explore })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
  await expect(header.getByRole('button', { name: en.auth.signIn })).toBeHidden();
});

test('each template path lands on a real screen', async ({ page }) => {
  test.setTimeout(150_000);
  const expectations: Array<[string, RegExp]> = [
    ...[2, 5, 10].map((n) => [`/home-v${n}`, /\/$/] as [string, RegExp]),
    ['/agents', new RegExp(`${BECOME_A_HOST_PATH}$`)],
    ['/agency', new RegExp(`${BECOME_A_HOST_PATH}$`)],
    ['/agent-single/7', /\/(dashboard\/host\/public-host-profile\/7|auth\/login)/],
    ['/agency-single/8', /\/(dashboard\/host\/public-host-profile\/8|auth\/login)/],
    ['/single-v1/3', /\/listings\/3$/],
    ['/single-v10/4', /\/listings\/4$/],
    ['/dashboard-home', /\/(dashboard|auth\/login)/],
    ['/dashboard-add-property', /\/(dashboard\/add-property|auth\/login)/],
    ['/dashboard-my-properties', /\/(dashboard\/host\/listings|auth\/login)/],
    ['/dashboard-my-package', /\/pricing$/],
    ['/blog-list-v2', /\/blog$/],
    ['/faq', /\/help\/faqs$/],
    ['/compare', /\/compare$/],
    ['/invoice', /\/invoice$/],
    ['/pricing', /\/pricing$/],
  ];
  for (const [path, target] of expectations) {
    await page.goto(path);
    await expect(page, path).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.heading }), path).toBeHidden();
  }
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.heading })).toBeVisible();
  await page.goto('/no-such-template-v99');
  await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.heading })).toBeVisible();
});
