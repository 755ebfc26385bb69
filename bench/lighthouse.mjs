// Lighthouse (mobile: simulated slow 4G and a 4× slower CPU) on the production build served by
// the real server with the demo seed: scores and FCP / LCP / TBT / CLS for the home page, a
// listing, /about and the signed-in trips page, on a build without the start-up hold
// (VITE_STARTUP_DELAY_MS=0) and on the default build (SPEC §2's 2 s hold on a session's first load).
// Usage: node bench/lighthouse.mjs [--runs 3] [--only hold0|default] [--detail]
//   --detail also lists each page's failed audits, its layout shifts, its LCP element with the
//   parts of its time, the scripts that kept the main thread busiest, its longest tasks, and the
//   requests of Lighthouse's simulated LCP with their simulated start and end (ms): what a phone
//   waits for before the largest content paints, and which of HTTP/1.1's six connections it waits on.
//   Builds both web apps into bench/.data/ first (LIGHTHOUSE_NO_BUILD=1 reuses them).
//   BENCH_PORT (default 3192) and CHROMIUM_PATH (default /usr/bin/chromium).
// Each figure is the median of the runs (by performance score). The machine's load average and
// Lighthouse's benchmark index are printed with them: the CPU throttling is relative to this
// machine, so a slower or busier one reads slower.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, only: { type: 'string' }, detail: { type: 'boolean' } },
});
const runs = Number(args.runs);
const port = Number(process.env.BENCH_PORT ?? 3192);
const debugPort = port + 1;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const builds = [
  { name: 'hold0', label: 'VITE_STARTUP_DELAY_MS=0', env: { VITE_STARTUP_DELAY_MS: '0' } },
  { name: 'default', label: 'default (2 s hold)', env: {} },
].filter((b) => !args.only || b.name === args.only);

const dataRoot = path.join(root, 'bench/.data');
fs.mkdirSync(dataRoot, { recursive: true });

function build({ name, env }) {
  const outDir = path.join(dataRoot, `web-${name}`);
  if (!process.env.LIGHTHOUSE_NO_BUILD || !fs.existsSync(path.join(outDir, 'index.html'))) {
    const buildEnv = { ...process.env, ...env, WEB_OUT_DIR: outDir };
    if (!env.VITE_STARTUP_DELAY_MS) delete buildEnv.VITE_STARTUP_DELAY_MS;
    // The app and its server renderer of public pages (apps/web's build script).
    execFileSync('npm', ['run', 'build', '--silent', '--', '--logLevel', 'error'], {
      cwd: path.join(root, 'apps/web'),
      env: buildEnv,
      stdio: 'inherit',
    });
  }
  return outDir;
}

async function startServer(webDist, dataDir) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      PUBLIC_URL: base,
      // Tiles are a third party's; the pages are measured without them.
      MAP_TILE_URL: 'none',
      // The pages, not load shedding: a server just started (tsx compiling) may shed the first call.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return server;
    } catch {}
    if (i > 2400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const api = async (method, url, body, headers = {}) => {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
};

/** A new guest (sign-up code from the dev outbox) with one upcoming trip; their e-mail. */
async function guestWithTrip() {
  const email = `bench-${Date.now()}@example.com`;
  await api('POST', '/get-email-otp', { email });
  const [{ code }] = await api('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  await api('POST', '/verify-otp-byemail', { email, otp: code });
  const { token } = await api('POST', '/register-user-details', {
    email,
    firstName: 'Bench',
    lastName: 'Guest',
    password: 'Str0ng!pass',
    dob: '1990-01-01',
    address: '1 Main Street',
    city: 'Lisbon',
    state: 'Lisbon',
    zipCode: '1000',
    country: 'Portugal',
  });
  const headers = { authorization: `Bearer ${token}` };
  const { items } = await api('GET', '/listings?instant_book=true&per_page=5');
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const listing of items) {
    for (const start of [35, 50, 65, 80]) {
      const stay = { listing_id: listing.id, checkin: day(start), checkout: day(start + 3), guests: 1 };
      try {
        const quote = await api('POST', '/bookings/quote', stay);
        await api(
          'POST',
          '/bookings',
          { ...stay, currency: quote.total.currency, card_number: '4242424242424242', quoted_total: quote.total },
          { ...headers, 'idempotency-key': crypto.randomUUID() },
        );
        return email;
      } catch {}
    }
  }
  throw new Error('no demo home could be booked');
}

/** Signs the guest in through the log-in screen, as a visitor would (the session is stored encrypted). */
async function signIn(page, email) {
  await page.goto(`${base}/auth/login`);
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const newest = async () => (await api('GET', `/dev/outbox?to=${encodeURIComponent(email)}&limit=1`))[0];
  const before = (await newest()).id;
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  let otp;
  for (let i = 0; i < 200 && !otp; i++) {
    const message = await newest();
    if (message.id > before) otp = message.code;
    else await new Promise((r) => setTimeout(r, 100));
  }
  await page.getByRole('textbox', { name: 'Verification code' }).fill(otp);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('roamstead.refresh_token') !== null);
}

/** A timing audit in seconds (NaN when the page failed to produce it: see --detail). */
const seconds = (audit) => Number(((audit.numericValue ?? Number.NaN) / 1000).toFixed(2));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The requests in Lighthouse's pessimistic LCP simulation: simulated start–end ms, bytes, path. */
async function simulatedLcpRequests({ artifacts, lhr }) {
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    },
    { computedCache: new Map() },
  );
  return [...lcp.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'network' && !node.request.url.startsWith('data:'))
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(
      ([node, t]) =>
        `${Math.round(t.startTime)}–${Math.round(t.endTime)} ${node.request.transferSize} B ${new URL(node.request.url).pathname}`,
    );
}

async function audit(url, signedIn) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    // The signed-in page keeps the session (localStorage); the others start from a clean origin.
    disableStorageReset: signedIn,
  });
  const { categories, audits } = result.lhr;
  if (args.detail) {
    const failed = Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id].score ?? 1) < 1).map((r) => r.id));
    const shifts = (audits['layout-shifts']?.details?.items ?? []).map(
      (i) => `${i.score?.toFixed(3)} ${i.node?.selector ?? ''} ${i.node?.nodeLabel?.slice(0, 40) ?? ''}`,
    );
    const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    // Where the LCP time goes (first byte, until its resource is asked for, loading it, until it
    // paints) and which scripts the main thread ran longest (ms, as simulated).
    const lcpParts = (audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? []).map(
      (i) => `${i.subpart} ${Math.round(i.duration)}`,
    );
    const scripts = (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map((i) => `${i.url.replace(/.*\//, '') || '(document)'} ${Math.round(i.total)}`);
    // The longest main-thread tasks (what blocking time is made of): script, start and length in ms.
    const longTasks = (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map(
        (i) =>
          `${i.url.replace(/.*\//, '') || '(document)'} at ${Math.round(i.startTime)} for ${Math.round(i.duration)}`,
      );
    console.log(url, {
      failed,
      shifts,
      lcp: lcp && `${lcp.selector} ${lcp.nodeLabel?.slice(0, 40) ?? ''}`,
      lcpParts,
      scripts,
      longTasks,
      lcpRequests: await simulatedLcpRequests(result),
    });
  }
  const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    a11y: score('accessibility'),
    'best pr.': score('best-practices'),
    seo: score('seo'),
    'FCP s': seconds(audits['first-contentful-paint']),
    'LCP s': seconds(audits['largest-contentful-paint']),
    'TBT ms': Math.round(audits['total-blocking-time'].numericValue ?? Number.NaN),
    CLS: Number((audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
    'KB transferred': Math.round((audits['total-byte-weight'].numericValue ?? Number.NaN) / 1024),
    // Lighthouse's reading of this machine's speed: the 4× CPU slowdown is relative to it, so
    // the same page scores lower on a slower machine (its docs take 4× to suit ~1,000-2,000).
    'bench. index': Math.round(result.lhr.environment.benchmarkIndex),
  };
}

const rows = [];
for (const b of builds) {
  const webDist = build(b);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-lighthouse-'));
  const server = await startServer(webDist, dataDir);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-lighthouse-chrome-'));
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const listing = (await api('GET', '/listings?per_page=1')).items[0].id;
    const pages = ['/', `/listings/${listing}`, '/about'];
    for (const p of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${base}${p}`, false));
      rows.push({ build: b.label, page: p, ...pick(results) });
    }
    const page = browser.pages()[0] ?? (await browser.newPage());
    await signIn(page, await guestWithTrip());
    await page.goto('about:blank');
    const cdp = await browser.newCDPSession(page);
    const results = [];
    for (let i = 0; i < runs; i++) {
      // Measured cold each time: no HTTP cache, service worker or Cache Storage from signing in or
      // from the run before (which installed the service worker), only the stored session.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
      results.push(await audit(`${base}/dashboard/guest/trips`, true));
    }
    rows.push({ build: b.label, page: '/dashboard/guest/trips', ...pick(results) });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The run of median performance score. */
function pick(results) {
  const m = median(results.map((r) => r.performance));
  return results.find((r) => r.performance === m);
}

console.table(rows);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
