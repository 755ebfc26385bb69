// /api/v1/health latency while a host imports hostile 2 MB calendar feeds (the outside audit's
// 36,000 events without UIDs, and others), against the compiled server on a fresh embedded
// database. Each feed is imported 7 times (add, then Sync now); the table gives how the imports
// ended, the slowest one, and health p50 / p99 / max over all of them (one request every 5 ms),
// after a baseline without imports. Goal: p99 ≤ 50 ms, every import ended within 2 s.
// Usage: node bench/calendar-feed-health.mjs   (BENCH_PORT, default 3461; the feeds on the next port)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild } from '../apps/api/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3461);
const feedPort = port + 1;
const base = `http://127.0.0.1:${port}/api/v1`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-feeds-'));
const MB2 = 2 * 1024 * 1024 - 4096;
/** Within the hourly Sync now limit of one host over all feeds. */
const SYNCS_PER_FEED = 6;

const calendar = (body) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bench//EN\r\n${body}END:VCALENDAR\r\n`;
const event = (lines) => `BEGIN:VEVENT\r\n${lines.map((l) => `${l}\r\n`).join('')}END:VEVENT\r\n`;
const fill = (unit, bytes) => unit.repeat(Math.floor(bytes / unit.length));
const feeds = {
  '38,000 events without UID': calendar(fill(event(['DTSTART;VALUE=DATE:20270101']), MB2)),
  '2,000 events without UID, long summaries': calendar(
    Array.from({ length: 2000 }, () => event(['DTSTART;VALUE=DATE:20270101', `SUMMARY:${'x'.repeat(900)}`])).join(''),
  ),
  'one event, 2 MB folded description': calendar(
    event([
      'UID:long',
      'DTSTART;VALUE=DATE:20270101',
      `DESCRIPTION:${'x'.repeat(Math.floor(((MB2 - 200) * 74) / 77)).replace(/(.{74})/g, '$1\r\n ')}`,
    ]),
  ),
  'one event, 290,000 properties': calendar(
    event(['UID:many', 'DTSTART;VALUE=DATE:20270101', ...Array(Math.floor((MB2 - 200) / 7)).fill('X-A:1')]),
  ),
};

const feedServer = http.createServer((req, res) => {
  const feed = feeds[decodeURIComponent(req.url.slice(1))];
  if (!feed) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
});
await new Promise((resolve) => feedServer.listen(feedPort, '127.0.0.1', resolve));

await ensureApiBuild();
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ICAL_ALLOW_PRIVATE_HOSTS: 'true',
    CALENDAR_SYNC_INTERVAL_MINUTES: '1440',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function call(method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await waitForServer();
  const email = `bench-host-${Date.now()}@example.test`;
  await call('POST', '/get-email-otp', { email });
  const [message] = await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  await call('POST', '/verify-otp-byemail', { email, otp: message.code });
  const { token } = await call('POST', '/register-user-details', {
    firstName: 'Bench',
    lastName: 'Host',
    email,
    password: 'Sunny-Days-42',
    address: '1 Main Street',
    city: 'Lisbon',
    state: 'Lisbon',
    zipCode: '1000',
    country: 'Portugal',
  });
  await call('PUT', '/user/role', { role: 'host' }, token);

  /** Health latencies while `work` runs, one request every 5 ms. */
  async function healthDuring(work) {
    let done = false;
    const running = work().then(
      (value) => ({ value }),
      (error) => ({ error }),
    );
    running.then(() => {
      done = true;
    });
    const latencies = [];
    while (!done) {
      const t0 = performance.now();
      await fetch(`${base}/health`);
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
    const outcome = await running;
    if ('error' in outcome) throw outcome.error;
    return { result: outcome.value, latencies };
  }
  const row = (feed, size, result, imports, latencies) => {
    latencies.sort((a, b) => a - b);
    return {
      feed,
      'size (KB)': size,
      result,
      'slowest import (ms)': imports.length ? Math.round(Math.max(...imports)) : '',
      'health n': latencies.length,
      'p50 (ms)': percentile(latencies, 50).toFixed(1),
      'p99 (ms)': percentile(latencies, 99).toFixed(1),
      'max (ms)': latencies.at(-1).toFixed(1),
    };
  };

  const idle = await healthDuring(() => new Promise((r) => setTimeout(r, 3000)));
  const rows = [row('none (machine baseline, 3 s)', 0, '', [], idle.latencies)];
  for (const [name, text] of Object.entries(feeds)) {
    const listing = await call('POST', '/hosting/listings', { kind: 'home' }, token);
    const imports = [];
    const timed = async (method, url, body) => {
      const t0 = performance.now();
      const data = await call(method, url, body, token);
      imports.push(performance.now() - t0);
      return data;
    };
    // The add imports the feed once; each Sync now imports it again.
    const { result, latencies } = await healthDuring(async () => {
      const added = await timed('POST', `/host/listings/${listing.id}/calendar-feeds`, {
        name: 'Hostile',
        url: `http://127.0.0.1:${feedPort}/${encodeURIComponent(name)}`,
      });
      const feedId = added.feeds[0].id;
      let last = added;
      for (let i = 0; i < SYNCS_PER_FEED; i++) {
        last = await timed('POST', `/host/listings/${listing.id}/calendar-feeds/${feedId}/sync`);
      }
      return last.feeds[0];
    });
    const outcome = result.last_error ?? `ok, ${result.event_count} event(s)`;
    rows.push(row(name, Math.round(Buffer.byteLength(text) / 1024), outcome, imports, latencies));
  }
  console.table(rows);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
} finally {
  server.kill('SIGTERM');
  feedServer.close();
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
