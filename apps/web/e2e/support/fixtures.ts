import { test as base, expect, type Page } from '@playwright/test';
import { createUser, signInAt, unique } from './accounts';

interface Person {
  page: Page;
  email: string;
}

interface SignedIn {
  /** Signs the test's page in as `email` from `path`, landing on `landing` (default `path`). */
  signIn: (email: string, path?: string, landing?: string | RegExp) => Promise<void>;
  /** A new account signed in on the test's page, which shows its guest dashboard. */
  guest: Person;
  /** A new account switched to hosting, signed in on the test's page, which shows its host dashboard. */
  host: Person;
}

/** Playwright's test with signed-in people: every test that uses `guest` or `host` gets a new account. */
export const test = base.extend<SignedIn>({
  signIn: async ({ page, request }, use) => {
    await use((email, path = '/dashboard', landing = path === '/dashboard' ? /\/dashboard\/(guest|host)$/ : path) =>
      signInAt(page, request, email, path, landing),
    );
  },
  guest: async ({ page, request }, use) => {
    const email = `guest-${unique()}@example.com`;
    await createUser(request, { email });
    await signInAt(page, request, email, '/dashboard', '/dashboard/guest');
    await use({ page, email });
  },
  host: async ({ page, request }, use) => {
    const email = `host-${unique()}@example.com`;
    const token = await createUser(request, { email });
    const role = await request.put('/api/v1/user/role', {
      data: { role: 'host' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(role.ok()).toBe(true);
    await signInAt(page, request, email, '/dashboard', '/dashboard/host');
    await use({ page, email });
  },
});

export { expect };

/**
 * Waits until the server-rendered page has hydrated: text typed into its forms before that would
 * be replaced by the hydrated (empty) state, and a click or key pressed before the app's script
 * starts hydrating does nothing (React replays only those that come after).
 */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toBeAttached();
