import { randomBytes } from 'node:crypto';
import type { AuthResult, OperatorRole } from '@roamstead/contract';
import type { App } from '../src/app';
import { operatorRoles } from '../src/db/schema';

let counter = 0;

/** A client address of its own per simulated visitor, so per-IP limits do not join unrelated tests. */
export const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${++counter % 250}`;

/** The newest one-time code sent to `to` (e-mail or E.164 phone), read from the dev outbox. */
export async function latestCode(app: App, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  const code = res.json().data[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export interface SignUpOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: 'guest' | 'host';
}

export const TEST_PASSWORD = 'Sunny-Days-42';

/**
 * Creates a signed-in user through the real flow: e-mail code → outbox → verify →
 * register-user-details (→ PUT /user/role when `role` is host). Returns `{ user, token, refresh_token }`.
 */
export async function signUp(app: App, opts: SignUpOptions = {}): Promise<AuthResult> {
  const email = opts.email ?? `user-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
  const remoteAddress = newIp();
  const call = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST', token?: string) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  await call('/get-email-otp', { email });
  await call('/verify-otp-byemail', { email, otp: await latestCode(app, email.toLowerCase()) });
  const result: AuthResult = await call('/register-user-details', {
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? 'User',
    email,
    password: opts.password ?? TEST_PASSWORD,
    address: '1 Main Street',
    city: 'Harare',
    state: 'Harare',
    zipCode: '00263',
    country: 'Zimbabwe',
  });
  if (opts.role === 'host') result.user = await call('/user/role', { role: 'host' }, 'PUT', result.token);
  return result;
}

/** Gives a user an operator role (admin by default), as `npm run admin -- grant` does. */
export async function makeOperator(app: App, userId: number, role: OperatorRole = 'admin') {
  await app.database.db.insert(operatorRoles).values({ userId, role }).onConflictDoNothing();
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
