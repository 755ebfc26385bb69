import http from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { REGISTRATION_DOB } from '@roamstead/contract';
import { latestCode, unique } from './support/accounts';

/**
 * A client we did not write (SPEC §7's cookie setup) on another origin, in a real browser: CORS,
 * cookies, the CSRF cookie read from document.cookie and sent back as a header, `_t` on GETs.
 * The config lists the client's origin (port + 1) in CORS_ORIGINS; port + 2 is refused.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const api = `http://127.0.0.1:${port}/api/v1`;
const allowedOrigin = `http://127.0.0.1:${port + 1}`;
const refusedOrigin = `http://127.0.0.1:${port + 2}`;

/** The client's own web server on `origin` (an empty page), opened in `page`; each test serves its own. */
let clientServer: http.Server | undefined;
async function openClientPage(page: Page, origin: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>SPEC client</title>');
  });
  clientServer = server;
  await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
  await page.goto(`${origin}/`);
}
test.afterEach(async () => {
  await new Promise((resolve) => (clientServer ? clientServer.close(resolve) : resolve(undefined)));
  clientServer = undefined;
});

type Call = {
  method: string;
  path: string;
  body?: Record<string, string | number>;
  multipart?: boolean;
  token?: string;
  csrf?: boolean;
};

/** One call of the cookie setup, made by the page's own fetch. */
const call = (page: Page, c: Call) =>
  page.evaluate(
    async ({ api, c }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (c.token) headers.Authorization = `Bearer ${c.token}`;
      const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
      if (xsrf && c.csrf !== false) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      let url = `${api}${c.path}`;
      if (c.method === 'GET') url += `${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
      let body: BodyInit | undefined;
      if (c.body && c.multipart) {
        const form = new FormData();
        for (const [k, v] of Object.entries(c.body)) form.append(k, String(v));
        body = form;
      } else if (c.body) {
        body = JSON.stringify(c.body);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(url, { method: c.method, headers, body, credentials: 'include' });
      return { status: res.status, body: await res.json() };
    },
    { api, c },
  );

test('a SPEC §7 cookie client on another origin signs up, switches role, sets preferences, refreshes and logs out', async ({
  page,
  request,
}) => {
  await openClientPage(page, allowedOrigin);
  const email = `spec-${unique()}@example.com`;

  expect((await call(page, { method: 'POST', path: '/get-email-otp', body: { email } })).body.success).toBe(true);
  const { code } = await latestCode(request, email);
  const verified = await call(page, { method: 'POST', path: '/verify-otp-byemail', body: { email, otp: code } });
  expect(verified.body.data.verified).toBe(true);

  const registered = await call(page, {
    method: 'POST',
    path: '/register-user-details',
    multipart: true,
    body: { fname: 'Chipo', lname: 'Banda', email, phone: '', password: 'Sunny-Days-42', dob: REGISTRATION_DOB },
  });
  expect(registered.status).toBe(201);
  expect(registered.body.data.success).toBe(true);
  const userId: number = registered.body.data.user.id;
  let refreshToken: string = registered.body.data.refresh_token;

  // The session cookie alone authenticates, with the CSRF cookie returned as a header …
  const role = await call(page, { method: 'PUT', path: '/user/role', body: { role: 'host' } });
  expect(role.body.data.role).toBe('host');
  // … and without the header a cookie write is refused.
  const refused = await call(page, { method: 'PUT', path: '/user/role', body: { role: 'guest' }, csrf: false });
  expect(refused.status).toBe(403);

  const currency = await call(page, {
    method: 'POST',
    path: '/set-user-currency',
    multipart: true,
    body: { currency: 'EUR', user_id: userId },
  });
  expect(currency.body.success).toBe(true);
  const language = await call(page, {
    method: 'POST',
    path: '/set-user-default-supported-lang',
    body: { language_code: 'fr', user_id: userId },
  });
  expect(language.body.data.success).toBe(true);
  expect((await call(page, { method: 'GET', path: '/translations?language_code=fr' })).body.data.success).toBe(true);
  expect((await call(page, { method: 'GET', path: '/user' })).body.data).toMatchObject({
    role: 'host',
    currency: 'EUR',
    language: 'fr',
  });

  const refreshed = await call(page, { method: 'POST', path: '/refresh-token', body: { refreshToken } });
  expect(refreshed.body.token).toEqual(expect.any(String));
  refreshToken = refreshed.body.refresh_token;
  // A Bearer token needs no CSRF header.
  const bearer = await call(page, {
    method: 'PUT',
    path: '/user/role',
    body: { role: 'guest' },
    token: refreshed.body.token,
    csrf: false,
  });
  expect(bearer.body.data.role).toBe('guest');

  expect((await call(page, { method: 'POST', path: '/logout', body: { refreshToken } })).status).toBe(200);
  expect((await call(page, { method: 'GET', path: '/user' })).status).toBe(401);
});

test('a page on an origin not in CORS_ORIGINS cannot read the API', async ({ page }) => {
  await openClientPage(page, refusedOrigin);
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/supported-lang`, { credentials: 'include' });
      return 'read';
    } catch {
      return 'blocked';
    }
  }, api);
  expect(outcome).toBe('blocked');
});
