import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '../..');
const SITE_WIDE = /moderation\.spec\.ts$/;

// Every run starts the production build (the compiled server and the built web app, as `npm start`
// runs them) on a fresh, empty embedded database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where a loaded machine can starve a browser; a retried test is still reported.
  retries: process.env.CI ? 1 : 0,
  // Room for a machine running slower than usual (a starved browser took over 7 s to run the app's
  // scripts and draw the map): a wait ends when its condition holds, not later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The network as it is: the service worker's caches only where a spec asks for them (offline).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: SITE_WIDE },
    // Specs that switch a site-wide setting (new listings need approval) run after the rest, so no
    // other test publishes a listing while it is on.
    { name: 'site-wide', use: { ...devices['Desktop Chrome'] }, testMatch: SITE_WIDE, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node apps/api/build.mjs --if-stale && node apps/api/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist-e2e'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // e2e/spec-client.spec.ts plays a client served from this other origin.
      CORS_ORIGINS: `http://127.0.0.1:${port + 1}`,
      LOG_LEVEL: 'warn',
      // Every browser and request of the suite signs up from 127.0.0.1.
      OTP_MAX_PER_IP_PER_HOUR: '10000',
      // Calendar sync tests import feeds served by this same local server.
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
      // The browsers share the machine's cores with the server: a lagging event loop here is the
      // test machine's, not overload (load shedding has tests of its own).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
