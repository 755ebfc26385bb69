import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CLIENT_ROUTES, TEMPLATE_REDIRECTS } from '@roamstead/contract';
import { createUser, unique } from './support/accounts';
import { hydrated, test } from './support/fixtures';
import { publishLisbonHome } from './support/listings';

/**
 * axe on every screen of the route table, signed out and signed in (guest and host), at a phone's
 * and a desktop's width: no serious or critical violation anywhere. One page load per route and
 * viewport; each test scans a group of routes and reports every finding at once.
 */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

// Template paths that only redirect to a screen scanned under its own path.
const REDIRECTS = new Set(TEMPLATE_REDIRECTS.map(([path]) => path));
const PUBLIC = CLIENT_ROUTES.filter((r) => !/^\/(dashboard|admin)(\/|$)/.test(r) && !REDIRECTS.has(r));
const ADMIN = CLIENT_ROUTES.filter((r) => /^\/admin(\/|$)/.test(r));
const GUEST = CLIENT_ROUTES.filter((r) => r === '/dashboard' || r.startsWith('/dashboard/guest'));
const HOST = CLIENT_ROUTES.filter((r) => r.startsWith('/dashboard/host') || r === '/dashboard/add-property');
// Signed-in variants of public screens whose header, prices or forms change with an account.
const SIGNED_IN_PUBLIC = ['/', '/listings/:id', '/book/:listingId', '/experiences'];

interface Ids {
  listing: number;
  host: number;
  category: string;
  blog: number;
  career: number;
}

const firstOf = async (request: APIRequestContext, path: string) => {
  const { data } = await (await request.get(`/api/v1${path}`)).json();
  return (Array.isArray(data) ? data[0] : data.items[0]) as Record<string, unknown>;
};

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const listing = Number((await firstOf(request, '/listings')).id);
  const detail = (await (await request.get(`/api/v1/listings/${listing}`)).json()).data;
  return {
    listing,
    host: detail.host.id,
    category: String((await firstOf(request, '/categories')).slug),
    blog: Number((await firstOf(request, '/blog-posts')).id),
    career: Number((await firstOf(request, '/careers')).id),
  };
}

/** A concrete path for a route pattern (ids of seeded content; unknown ids scan the not-found state). */
function pathOf(route: string, ids: Ids) {
  const values: Record<string, string | number> = {
    id: route.startsWith('/listings') ? ids.listing : route.startsWith('/blogs') ? ids.blog : ids.career,
    listingId: ids.listing,
    slug: ids.category,
    code: 'WELCOME1',
    userId: ids.host,
    tripId: 999_999,
    conversationId: 999_999,
    bookingId: 999_999,
  };
  return route.replace(/:(\w+)/g, (_, name: string) => String(values[name]));
}

/**
 * The screen is drawn: its heading is there, nothing is still loading, and the header's menus and
 * panels that load after the page are in (until then a plain stand-in button, without the
 * `data-state` of the real trigger, holds their place), so that they are scanned too.
 */
async function settle(page: Page) {
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('banner').locator('[aria-haspopup]:not([data-state])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Serious and critical axe findings on the page as it is now, one line per rule. */
async function scan(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is still tagged experimental in axe; we hold the screens to it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} — ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Scans each path in turn; with A11Y_LOG set, prints each one's time and findings as it goes. */
async function scanRoutes(page: Page, paths: string[]) {
  const findings: string[] = [];
  for (const path of paths) {
    const started = Date.now();
    await page.goto(path);
    await settle(page);
    const found = await scan(page, path);
    if (process.env.A11Y_LOG) console.log(`${path} (${Date.now() - started} ms): ${found.join('\n')}`);
    findings.push(...found);
  }
  return findings;
}

test.describe.configure({ timeout: 420_000 });
test.use({ reducedMotion: 'reduce' });

test('the scan reports a control whose name leaves out the text it shows', async ({ page }) => {
  await page.setContent(
    '<main><h1>Header</h1><button type="button" aria-label="Language: English (EN)">' +
      '<span style="text-transform: uppercase">en</span></button></main>',
  );
  expect((await scan(page, 'button')).join('\n')).toContain('label-content-name-mismatch');
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // Two groups, so the two workers share the public screens.
    for (const [part, routes] of [
      ['first', PUBLIC.slice(0, Math.ceil(PUBLIC.length / 2))],
      ['second', PUBLIC.slice(Math.ceil(PUBLIC.length / 2))],
    ] as const) {
      test(`signed out: the ${part} half of the public screens`, async ({ page, request }) => {
        const ids = await demoIds(request);
        const findings = await scanRoutes(
          page,
          routes.map((r) => pathOf(r, ids)),
        );
        if (part === 'first') {
          // The sign-in dialog, opened from the header.
          await page.goto('/');
          await settle(page);
          // A click before the page has hydrated does nothing.
          await hydrated(page);
          await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          findings.push(...(await scan(page, 'sign-in dialog')));
        }
        expect(findings).toEqual([]);
      });
    }

    test('signed in as a guest: the guest dashboard and the screens an account changes', async ({
      guest: { page },
      request,
    }) => {
      const ids = await demoIds(request);
      const findings = await scanRoutes(
        page,
        [...GUEST, ...SIGNED_IN_PUBLIC].map((r) => pathOf(r, ids)),
      );
      expect(findings).toEqual([]);
    });

    test('signed in as a host with a listing: the host dashboard, calendar and wizard', async ({
      page,
      request,
      signIn,
    }) => {
      const ids = await demoIds(request);
      const email = `a11y-host-${unique()}@example.com`;
      const token = await createUser(request, { email });
      const headers = { authorization: `Bearer ${token}` };
      expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers })).ok()).toBe(true);
      const listing = await publishLisbonHome(request, headers, { title: 'Quiet flat for the accessibility scan' });
      await signIn(email);
      const paths = HOST.map((r) => pathOf(r, ids));
      paths.push(
        `/dashboard/host/calendar?listing=${listing}`,
        `/dashboard/add-property?listing=${listing}&step=location`,
        `/dashboard/add-property?listing=${listing}&step=review`,
      );
      const findings = await scanRoutes(page, paths);
      expect(findings).toEqual([]);
    });

    test('signed in as an admin: the operator console', async ({ page, request, signIn }) => {
      const email = `a11y-admin-${unique()}@example.com`;
      await createUser(request, { email });
      expect((await request.post('/api/v1/dev/operator-roles', { data: { email, role: 'admin' } })).status()).toBe(201);
      await signIn(email, '/admin');
      const findings = await scanRoutes(page, ADMIN);
      // The dashboard's figures as tables, opened.
      await page.goto('/admin');
      await settle(page);
      for (const summary of await page.getByText('Show the figures as a table').all()) await summary.click();
      findings.push(...(await scan(page, '/admin with its tables')));
      expect(findings).toEqual([]);
    });
  });
}
