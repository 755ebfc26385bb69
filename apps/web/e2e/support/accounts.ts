import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OTP_RESEND_COOLDOWN_S, SESSION_STORAGE_KEYS } from '@roamstead/contract';

/** Tests run in parallel against one server: every test makes its own people. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const outbox = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json()).data as Array<{
    id: number;
    code?: string;
    created_at: string;
  }>;

/** Id of the newest dev-outbox message to an e-mail or E.164 phone (0 when none). */
export const lastOutboxId = async (request: APIRequestContext, to: string) => (await outbox(request, to))[0]?.id ?? 0;

/**
 * The newest one-time code sent to `to` after message `after`, waiting for it to arrive. Other
 * messages to the same address (a booking's e-mails, sent in the background) may come after it.
 */
export async function latestCode(request: APIRequestContext, to: string, after = 0) {
  let found: { id: number; code: string } | undefined;
  await expect
    .poll(async () => {
      const message = (await outbox(request, to)).find((m) => m.code);
      found = message?.code && message.id > after ? { id: message.id, code: message.code } : undefined;
      return found;
    })
    .toBeTruthy();
  return found as { id: number; code: string };
}

export const REGISTRATION = {
  firstName: 'Tariro',
  lastName: 'Moyo',
  address: '12 Baines Avenue',
  city: 'Harare',
  state: 'Harare',
  zipCode: '00263',
  country: 'Zimbabwe',
  password: 'Str0ng!pass',
};

/** Creates an account through the API: sign-up code, verification, registration details. Returns its token. */
export async function createUser(
  request: APIRequestContext,
  who: { email: string; phone?: string; lastName?: string },
) {
  const identity: Record<string, string> = who.phone ? { phone: who.phone, code: '263' } : { email: who.email };
  const to = who.phone ? `+263${who.phone}` : who.email;
  expect(
    (await request.post(who.phone ? '/api/v1/get-phone-otp' : '/api/v1/get-email-otp', { data: identity })).ok(),
  ).toBe(true);
  const { code } = await latestCode(request, to);
  const verify = await request.post(who.phone ? '/api/v1/verify-otp-byphone' : '/api/v1/verify-otp-byemail', {
    data: { ...identity, otp: code },
  });
  expect(verify.ok()).toBe(true);
  const registered = await request.post('/api/v1/register-user-details', {
    multipart: {
      ...REGISTRATION,
      ...identity,
      email: who.email,
      lastName: who.lastName ?? REGISTRATION.lastName,
      dob: '2000-01-01',
    },
  });
  expect(registered.status()).toBe(201);
  return (await registered.json()).data.token as string;
}

/** In the open log-in form: e-mail, 'Continue', the code from the dev outbox, 'Verify'. */
export async function logInWithEmailCode(page: Page, request: APIRequestContext, email: string) {
  const before = await lastOutboxId(request, email);
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  // A retried test signs a shared demo account in again within the resend cooldown of its last
  // code: the server refuses the new code until then, so ask until it sends one.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: (OTP_RESEND_COOLDOWN_S + 15) * 1000 });
  const { code } = await latestCode(request, email, before);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await sessionStored(page);
}

/**
 * Opens `path` (a screen that needs an account) signed out, signs in with an e-mail code and
 * lands on `landing` (by default `path` itself).
 */
export async function signInAt(
  page: Page,
  request: APIRequestContext,
  email: string,
  path: string,
  landing: string | RegExp = path,
) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  await logInWithEmailCode(page, request, email);
  await expect(page).toHaveURL(landing);
}

/** In the open log-in form: 'Log in with a password instead', e-mail and the registration's password. */
export async function logInWithPassword(page: Page, email: string) {
  await page.getByRole('button', { name: 'Log in with a password instead' }).click();
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(REGISTRATION.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await sessionStored(page);
}

/** The encrypted session is written asynchronously; a reload before that would start signed out. */
export async function sessionStored(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEYS.refreshToken))
    .not.toBeNull();
}

/** Fills SPEC's "Complete Your Registration" dialog with the demo details and creates the account. */
export async function completeRegistration(page: Page) {
  const form = page.getByRole('dialog', { name: 'Complete Your Registration' });
  const fields = [
    ['First name', REGISTRATION.firstName],
    ['Last name', REGISTRATION.lastName],
    ['Address', REGISTRATION.address],
    ['City', REGISTRATION.city],
    ['State', REGISTRATION.state],
    ['ZIP Code', REGISTRATION.zipCode],
    ['Country', REGISTRATION.country],
  ] as const;
  for (const [label, value] of fields) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByLabel('Password').fill(REGISTRATION.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}
