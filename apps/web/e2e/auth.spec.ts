import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_NAME } from '@roamstead/contract';
import {
  completeRegistration,
  createUser,
  latestCode,
  logInWithEmailCode,
  REGISTRATION as registration,
  unique,
} from './support/accounts';
import { hydrated } from './support/fixtures';

// The server hashes passwords with scrypt and other engineers' suites share the machine: allow time.
test.describe.configure({ timeout: 60_000 });
// A browser language that names no region: the phone field starts at SPEC's default, Zimbabwe +263.
test.use({ locale: 'en' });

const newEmail = () => `e2e-${unique()}@example.com`;
/** A Zimbabwe mobile number (the default +263 dialing code), 9 digits as typed. */
const newPhone = () => `77${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });

test('e-mail sign-up: code from the outbox, registration, then the dashboard', async ({ page, request }) => {
  const email = newEmail();
  await page.goto('/auth/register');
  await expect(page.getByRole('tab', { name: 'New Account', selected: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(email);
  const { code } = await latestCode(request, email);
  await codeBox(page).fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();

  const form = page.getByRole('dialog', { name: 'Complete Your Registration' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await form.getByRole('textbox', { name: 'First name' }).fill('Ta');
  await form.getByLabel('Password').fill('weak');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('First name must be at least 3 characters.')).toBeVisible();
  await expect(form.getByText(/^Password does not meet requirements/)).toBeVisible();
  await expect(form.getByText('Address is required.')).toBeVisible();

  await completeRegistration(page);

  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard(\/guest)?$/);
  const me = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('roamstead.')));
  expect(me).toEqual(expect.arrayContaining(['roamstead.session', 'roamstead.token', 'roamstead.refresh_token']));
});

test('phone log-in of an existing account', async ({ page, request }) => {
  const phone = newPhone();
  await createUser(request, { email: newEmail(), phone });

  await page.goto('/auth/login');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('194');
  await expect(page.getByRole('combobox', { name: 'Country code' }).locator('option:checked')).toHaveText(
    'Zimbabwe (+263)',
  );
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(verify).toBeVisible();
  const { code } = await latestCode(request, `+263${phone}`);
  await codeBox(page).fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();

  // The toast; the dashboard may list the welcome notification too.
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText(`Welcome to ${PRODUCT_NAME}!`)).toBeVisible();
  await expect(toast.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('password log-in, and a wrong password is refused', async ({ page, request }) => {
  const email = newEmail();
  await createUser(request, { email });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Log in with a password instead' }).click();
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill('Wr0ng!pass');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The email, phone number or password is incorrect.');

  await page.getByLabel('Password').fill(registration.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('forgot password: the e-mailed link sets a new password that then logs in', async ({ page, request }) => {
  const email = newEmail();
  await createUser(request, { email });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Log in with a password instead' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent a link to reset your password');

  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await outbox.json()).data as Array<{ body: string }>;
  const link = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^Password does not meet requirements/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('N3w!password');
  await page.getByLabel('Confirm new password').fill('N3w!password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');

  await page.getByRole('link', { name: 'Back to log in' }).click();
  await page.getByRole('button', { name: 'Log in with a password instead' }).click();
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill('N3w!password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('log-in with an unknown account offers New Account with what was typed', async ({ page }) => {
  const email = newEmail();
  await page.goto('/auth/login');
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Create a new account with these details' }).click();
  await expect(page.getByRole('tab', { name: 'New Account', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test('a wrong code shows the try-again banner; resend waits out its countdown', async ({ page, request }) => {
  const email = newEmail();
  await page.goto('/auth/register');
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toBeVisible();

  const resend = verify.getByRole('button', { name: /^Resend code in \d+s$/ });
  await expect(resend).toBeDisabled();
  const first = Number((await resend.textContent())?.match(/\d+/)?.[0]);
  expect(first).toBeGreaterThan(25);
  await expect(resend).not.toHaveText(`Resend code in ${first}s`);
  await expect(resend).toBeDisabled();

  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verify.getByText('Please enter the complete OTP code.')).toBeVisible();

  const { code } = await latestCode(request, email);
  const wrong = code === '12345' ? '54321' : '12345';
  await codeBox(page).fill(wrong);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  const banner = verify.getByRole('alert').filter({ hasText: "Let's try that again" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('That code is not correct. Please try again.');
});

test('a guarded page sends visitors to /auth/login and back after sign-in', async ({ page, request }) => {
  const email = newEmail();
  await createUser(request, { email });

  await page.goto('/dashboard/guest/profile');
  await expect(page).toHaveURL('/auth/login');
  await logInWithEmailCode(page, request, email);
  await expect(page).toHaveURL('/dashboard/guest/profile');
  // The redirect replaced the history entry: back does not bounce through the guarded URL.
  await page.goBack();
  await expect(page).not.toHaveURL('/dashboard/guest/profile');
});

test('the profile menu switches role (kept after reload) and signs out', async ({ page, request }) => {
  const email = newEmail();
  await createUser(request, { email });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(modal.getByRole('tab', { name: 'Log in', selected: true })).toBeVisible();
  await logInWithEmailCode(page, request, email);
  await expect(page).toHaveURL('/');

  const menuButton = page.getByRole('button', { name: /^Account menu for / });
  await expect(menuButton).toContainText('TM');
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Trips' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Earnings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Switch to Hosting' }).click();
  await expect(page.getByText('You are now a host')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Earnings' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('roamstead.session')))).toEqual(
    [],
  );
});
