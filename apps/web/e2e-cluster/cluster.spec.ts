import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AUTH_LIMITS, AUTH_MESSAGES, ERRORS } from '@roamstead/contract';
import pg from 'pg';
import { createUser, signInAt, unique } from '../e2e/support/accounts';
import { publishLisbonHome } from '../e2e/support/listings';
import { clusterState, processUrl } from './cluster';

/**
 * One marketplace on two API processes behind nginx: what one process writes, the other serves;
 * shared limits hold; scheduled jobs run once; a process killed mid-run loses nothing acknowledged.
 */
test.describe.configure({ mode: 'serial' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function host(request: APIRequestContext) {
  const token = await createUser(request, { email: `host-${unique()}@example.com` });
  expect((await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(token) })).ok()).toBe(true);
  return token;
}

/** Each process's counter values of `metric` with `label="value"`, read from its own /metrics. */
async function metricOnEach(request: APIRequestContext, metric: string, filter = '') {
  return Promise.all(
    clusterState().processes.map(async (_, i) => {
      const text = await (await request.get(`${processUrl(i)}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith(metric) && line.includes(filter))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    }),
  );
}

test('the balancer alternates processes; health, readiness and metrics answer on each', async ({ request }) => {
  const before = await metricOnEach(request, 'roamstead_http_request_duration_seconds_count', '/api/v1/health"');
  for (let i = 0; i < 4; i++) expect((await request.get('/api/v1/health')).ok()).toBe(true);
  const after = await metricOnEach(request, 'roamstead_http_request_duration_seconds_count', '/api/v1/health"');
  // Round-robin: each process answered two of the four.
  expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([2, 2]);
  expect((await request.get('/api/v1/health/ready')).ok()).toBe(true);
  // Metrics are scraped from each process, never through the public balancer.
  expect((await request.get('/metrics')).status()).toBe(404);
});

test('sign-up, publish with a photo, search and book, with each step on whichever process answers', async ({
  request,
}) => {
  const guestToken = await createUser(request, { email: `guest-${unique()}@example.com` });
  const hostToken = await host(request);
  const title = `Cluster loft ${unique()}`;

  const id = await publishLisbonHome(request, auth(hostToken), { title, instant_book: true });
  const search = (i: number) => request.get(`${processUrl(i)}/api/v1/listings?place=Lisbon&sort=newest`);
  const titles = async (i: number) =>
    ((await (await search(i)).json()).data.items as Array<{ title: string }>).map((l) => l.title);
  await expect.poll(() => titles(1)).toContain(title);
  // Process 2 now holds that answer in its search cache (3 s); a rename through process 1 clears it
  // there too, so the next search on process 2 already shows the new title.
  const renamed = `${title} renamed`;
  const patched = await request.patch(`${processUrl(0)}/api/v1/hosting/listings/${id}`, {
    headers: auth(hostToken),
    data: { title: renamed },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await expect.poll(() => titles(1), { timeout: 1_500, intervals: [0, 100, 250] }).toContain(renamed);

  // The photo, uploaded through one process, is served by each.
  const listing = (await (await request.get(`/api/v1/listings/${id}`)).json()).data;
  // Named by path for our own pages (ADR 0071).
  const photo = new URL(listing.photos[0].url, processUrl(0));
  for (const i of [0, 1]) {
    const file = await request.get(`${processUrl(i)}${photo.pathname}`);
    expect(file.status(), `photo through process ${i + 1}`).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  }

  // Book on process 1; the same request retried on process 2 is the same booking, not a second one.
  const stay = { listing_id: id, checkin: day(20), checkout: day(22), guests: 1, currency: 'USD' };
  const quote = (await (await request.post('/api/v1/bookings/quote', { data: stay })).json()).data;
  const booking = { ...stay, card_number: '4242424242424242', quoted_total: quote.total };
  const key = `cluster-${unique()}`;
  const first = await request.post(`${processUrl(0)}/api/v1/bookings`, {
    headers: { ...auth(guestToken), 'idempotency-key': key },
    data: booking,
  });
  expect(first.status(), await first.text()).toBe(201);
  const again = await request.post(`${processUrl(1)}/api/v1/bookings`, {
    headers: { ...auth(guestToken), 'idempotency-key': key },
    data: booking,
  });
  expect(again.ok()).toBe(true);
  expect((await again.json()).data.id).toBe((await first.json()).data.id);
  const trips = (await (await request.get('/api/v1/bookings', { headers: auth(guestToken) })).json()).data.items;
  expect(trips).toHaveLength(1);
});

test('the code cooldown and the failed-login limit hold across processes', async ({ request }) => {
  const email = `limits-${unique()}@example.com`;
  expect((await request.post(`${processUrl(0)}/api/v1/get-email-otp`, { data: { email } })).ok()).toBe(true);
  const resend = await request.post(`${processUrl(1)}/api/v1/get-email-otp`, { data: { email } });
  expect(resend.status()).toBe(429);
  expect(Number(resend.headers()['retry-after'])).toBeGreaterThan(0);

  const account = `login-${unique()}@example.com`;
  await createUser(request, { email: account });
  for (let i = 0; i < AUTH_LIMITS.loginMaxFailuresPerAccount; i++) {
    const wrong = await request.post(`${processUrl(i % 2)}/api/v1/login`, {
      data: { email: account, password: 'Wrong!pass9' },
    });
    expect(wrong.status()).toBe(400);
  }
  for (const i of [0, 1]) {
    const refused = await request.post(`${processUrl(i)}/api/v1/login`, {
      data: { email: account, password: 'Wrong!pass9' },
    });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toBe(AUTH_MESSAGES.tooManyAttempts);
  }
});

test('each scheduled job runs once per interval across the processes', async ({ request }) => {
  const url = new URL(process.env.CLUSTER_DB_URL ?? '');
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const leases = async () =>
      (await db.query<{ name: string; runs: number }>('select name, runs from job_leases')).rows;
    // Each process looks for due jobs a few times per interval (the 30 s sweep every 7.5 s).
    await expect
      .poll(async () => (await leases()).map((r) => r.name), { timeout: 20_000 })
      .toContain('unread-message-emails');
    // What the processes report running adds up to the leases taken: no run without a lease (read
    // again when a run was under way between the two reads).
    let rows: Array<{ name: string; runs: number }> = [];
    await expect
      .poll(async () => {
        rows = await leases();
        const mismatches = [];
        for (const lease of rows) {
          const ran = await metricOnEach(request, 'roamstead_job_runs_total', `job="${lease.name}"`);
          const total = ran.reduce((a, b) => a + b, 0);
          if (total !== lease.runs) mismatches.push(`${lease.name}: ${total} runs, ${lease.runs} leases`);
        }
        return mismatches;
      })
      .toEqual([]);
    const uptime = Date.now() - clusterState().started_at;
    // The unread-mail sweep is due every 30 s: one run per interval in all, not one per process.
    const sweep = rows.find((r) => r.name === 'unread-message-emails');
    expect(sweep?.runs).toBeLessThanOrEqual(Math.floor(uptime / 30_000) + 1);
  } finally {
    await db.end();
  }
});

/** Which process holds the one open live stream. */
async function streamHolder(request: APIRequestContext) {
  let holder = -1;
  await expect
    .poll(async () => {
      const open = await metricOnEach(request, 'roamstead_sse_connections');
      holder = open.indexOf(1);
      return open.reduce((a, b) => a + b, 0) === 1 && holder >= 0;
    })
    .toBe(true);
  return holder;
}

const inbox = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test('kill -9 of a process mid-run: writes are retried safely, nothing acknowledged is lost, the live stream catches up', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const hostEmail = `host-${unique()}@example.com`;
  const hostToken = await createUser(request, { email: hostEmail });
  await request.put('/api/v1/user/role', { data: { role: 'host' }, headers: auth(hostToken) });
  const listingId = await publishLisbonHome(request, auth(hostToken), {
    title: `Kill test flat ${unique()}`,
    instant_book: true,
  });
  const guestToken = await createUser(request, { email: `guest-${unique()}@example.com` });

  // The host waits on the messages screen; its live stream lands on one of the processes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAt(page, request, hostEmail, '/dashboard/host/messages');
  const first = `Before the crash ${unique()}`;
  const started = await request.post('/api/v1/conversations', {
    headers: auth(guestToken),
    data: { listing_id: listingId, body: first },
  });
  expect(started.status()).toBe(201);
  const conversationId = (await started.json()).data.conversation.id;
  await expect(inbox(page).getByText(first)).toBeVisible();
  // The host opens the thread: new messages are appended to it as they arrive.
  await page.goto(`/dashboard/host/messages/${conversationId}`);
  const thread = page.getByRole('log');
  await expect(thread.getByText(first)).toBeVisible();
  const victim = await streamHolder(request);
  const survivor = 1 - victim;
  // A message written through the other process reaches the browser live.
  const across = `Across processes ${unique()}`;
  const crossed = await request.post(`${processUrl(survivor)}/api/v1/conversations/${conversationId}/messages`, {
    headers: auth(guestToken),
    data: { body: across },
  });
  expect(crossed.status()).toBe(201);
  await expect(thread.getByText(across)).toBeVisible();

  // A guest books night after night through the balancer, retrying failures with the same key.
  const acknowledged: number[] = [];
  let writing = true;
  const writer = (async () => {
    for (let night = 30; writing && night < 90; night++) {
      const stay = { listing_id: listingId, checkin: day(night), checkout: day(night + 1), guests: 1, currency: 'USD' };
      const key = `kill-${night}-${unique()}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        const quote = await request.post('/api/v1/bookings/quote', { data: stay }).catch(() => null);
        if (!quote?.ok()) continue;
        const total = (await quote.json()).data.total;
        const res = await request
          .post('/api/v1/bookings', {
            headers: { ...auth(guestToken), 'idempotency-key': key },
            data: { ...stay, card_number: '4242424242424242', quoted_total: total },
          })
          .catch(() => null);
        if (res?.ok()) {
          acknowledged.push((await res.json()).data.id);
          break;
        }
        // 502/503 or a dropped connection: the booking may or may not exist; the same key makes the retry safe.
        expect([null, 502, 503, 504]).toContain(res?.status() ?? null);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();

  // ...and writes to the host, each message with its own Idempotency-Key, retried the same way.
  const acknowledgedMessages: number[] = [];
  const messenger = (async () => {
    for (let i = 0; writing && i < 12; i++) {
      const key = `kill-message-${i}-${unique()}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        const res = await request
          .post(`/api/v1/conversations/${conversationId}/messages`, {
            headers: { ...auth(guestToken), 'idempotency-key': key },
            data: { body: `Numbered note ${i}` },
          })
          .catch(() => null);
        if (res?.ok()) {
          acknowledgedMessages.push((await res.json()).data.id);
          break;
        }
        expect([null, 502, 503, 504]).toContain(res?.status() ?? null);
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 400));
    }
  })();

  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const pid = clusterState().processes[victim]?.pid;
  if (!pid) throw new Error('the cluster state lists no process holding the stream');
  process.kill(pid, 'SIGKILL');
  // Written while the stream's process is down: the browser must catch up on it.
  const during = `While it was down ${unique()}`;
  const sent = await request.post(`${processUrl(survivor)}/api/v1/conversations/${conversationId}/messages`, {
    headers: auth(guestToken),
    data: { body: during },
  });
  expect(sent.status()).toBe(201);
  const countAtKill = acknowledged.length;
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(countAtKill + 5);
  writing = false;
  await Promise.all([writer, messenger]);

  // The live stream reconnected (through the balancer, to the survivor) and replayed the message.
  await expect(thread.getByText(during)).toBeVisible({ timeout: 15_000 });
  const afterwards = `After the crash ${unique()}`;
  await request.post(`${processUrl(survivor)}/api/v1/conversations/${conversationId}/messages`, {
    headers: auth(guestToken),
    data: { body: afterwards },
  });
  await expect(thread.getByText(afterwards)).toBeVisible();

  // Every acknowledged booking exists, once.
  const trips = (await (await request.get('/api/v1/bookings', { headers: auth(guestToken) })).json()).data
    .items as Array<{ id: number }>;
  const ids = trips.map((t) => t.id);
  for (const id of acknowledged) expect(ids).toContain(id);
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  expect(ids.length).toBe(new Set(ids).size);
  // Every acknowledged message exists, once; no note was stored twice.
  const stored = (
    await (
      await request.get(`/api/v1/conversations/${conversationId}/messages?limit=100`, { headers: auth(guestToken) })
    ).json()
  ).data.items as Array<{ id: number; body: string }>;
  for (const id of acknowledgedMessages) expect(stored.map((m) => m.id)).toContain(id);
  const notes = stored.filter((m) => m.body.startsWith('Numbered note'));
  expect(new Set(notes.map((m) => m.body)).size).toBe(notes.length);
  expect(acknowledgedMessages.length).toBeGreaterThan(0);
  await context.close();
});

test('every process down at once: the balancer answers the busy 503 itself, and service returns by itself', async ({
  request,
}) => {
  for (const { pid } of clusterState().processes) process.kill(pid, 'SIGKILL');
  // The cluster restarts each process after a second; until one is ready nginx has nowhere to send.
  const api = await request.get('/api/v1/categories');
  expect(api.status()).toBe(503);
  expect(api.headers()['retry-after']).toBe('2');
  expect(await api.json()).toEqual({
    success: false,
    message: ERRORS.busy,
    error: ERRORS.busy,
    code: 'SERVICE_UNAVAILABLE',
  });
  const page = await request.get('/about');
  expect(page.status()).toBe(503);
  expect(page.headers()['retry-after']).toBe('2');
  expect(await page.text()).toContain(ERRORS.busy);

  await expect
    .poll(async () => (await request.get('/api/v1/categories')).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});
