import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, unique } from './support/accounts';
import { expect, hydrated, test } from './support/fixtures';

// Each test signs people up and in through the real flow, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function newEditor(request: APIRequestContext) {
  const email = `content-${unique()}@example.com`;
  await createUser(request, { email });
  const granted = await request.post('/api/v1/dev/operator-roles', { data: { email, role: 'content' } });
  expect(granted.status()).toBe(201);
  return email;
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a content editor changes an FAQ in French and the French FAQ page shows it', async ({
  page,
  request,
  signIn,
}) => {
  const editor = await newEditor(request);
  await signIn(editor, '/admin/content?kind=faq');
  await expect(page.getByRole('heading', { name: 'Site content', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Content' }),
  ).toHaveAttribute('aria-current', 'page');
  // A content editor's sections: no users or operators.
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await page.getByRole('region', { name: 'FAQs' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Edit an item in FAQs', level: 1 })).toBeVisible();
  // The language tabs work with the keyboard.
  await page.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  const question = await page.getByLabel('Question').inputValue();
  expect(question).not.toBe('');
  const answer = `Réponse revue par l’équipe **contenu** ${unique()}.`;
  await page.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of Answer' });
  await expect(preview.locator('strong', { hasText: 'contenu' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.goto('/help/faqs?lang=fr');
  await hydrated(page);
  await page.getByText(question, { exact: true }).click();
  const shown = page.locator('details', { hasText: question });
  await expect(shown.getByText(/Réponse revue par l’équipe/)).toBeVisible();
  await expect(shown.locator('strong', { hasText: 'contenu' })).toBeVisible();
  // The server-rendered page carries it too (no browser code needed to see the edit).
  const html = await (await request.get('/help/faqs?lang=fr')).text();
  expect(html).toContain('<strong>contenu</strong>');
});

test('a content editor creates and publishes a blog post, at 375px, and it is on /blog', async ({
  page,
  request,
  signIn,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const editor = await newEditor(request);
  await signIn(editor, '/admin/content');
  await page.getByRole('link', { name: 'New item in Blog posts' }).click();
  await expect(page.getByRole('heading', { name: 'New item in Blog posts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();

  const title = `Night trains of the Alps ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Sleeper cars, sunrise passes and where to get off.');
  await page.getByLabel('Text', { exact: true }).fill('## Why\n\nBecause **slow** is the point.\n\n- Zurich\n- Milan');
  await page.getByLabel('Category').fill('Travel guides');
  await page.getByLabel('Author').fill('Ines Berg');
  await page.getByLabel('Published on the site').check();
  expect(await noSideScroll(page)).toBe(true);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit an item in Blog posts', level: 1 })).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why', level: 2 })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'slow' })).toBeVisible();
});

test('a content editor names a category in French and deletes an unused one', async ({ page, request, signIn }) => {
  const editor = await newEditor(request);
  await signIn(editor, '/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Categories and amenities', level: 1 })).toBeVisible();
  const name = `Yurts ${unique()}`.slice(0, 40);
  const add = page.getByRole('group', { name: 'Add a category' });
  await add.getByLabel('Name (English)').fill(name);
  await add.getByLabel('Name in French (optional)').fill('Yourtes');
  await page.getByRole('region', { name: 'Categories' }).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name }).last();
  await row.getByText(name, { exact: true }).click();
  expect(await axe(page)).toEqual([]);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});
