import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CLUSTER_PORT, STATE_FILE } from './e2e-cluster/cluster';

const root = path.resolve(import.meta.dirname, '../..');
// The suite's own database on the PostgreSQL server of CLUSTER_DATABASE_URL (or TEST_DATABASE_URL):
// `<name>_cluster`, emptied before every run, so the API suite's database is never touched.
const server = new URL(
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const database = new URL(server);
database.pathname = `${server.pathname.replace(/^\/$/, '/roamstead')}_cluster`;
// The specs read the job leases there.
process.env.CLUSTER_DB_URL = database.toString();

/**
 * The smoke suite against `npm run cluster`: two API processes behind nginx on one PostgreSQL
 * database, with the S3-compatible store, driven through the balancer and each process directly.
 */
export default defineConfig({
  testDir: './e2e-cluster',
  // One story in order: the last test kills a process.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  // As the browser suite's: on a starved machine the live stream once took over 10 s to reconnect
  // and catch up after a process was killed.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${CLUSTER_PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  // The minute's soak runs last, against the cluster the smoke tests leave (one process restarted).
  projects: [
    { name: 'chromium', testIgnore: /soak\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'soak', testMatch: /soak\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    command: `node apps/web/e2e-cluster/fresh-database.mjs && node scripts/cluster.mjs --processes 2 --port ${CLUSTER_PORT} --state ${STATE_FILE}`,
    cwd: root,
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/v1/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATABASE_URL: database.toString(),
      NODE_ENV: 'test',
      WEB_DIST: path.resolve(root, 'apps/web/dist-e2e'),
      LOG_LEVEL: 'warn',
      // Every browser and request of the suite signs up from 127.0.0.1.
      OTP_MAX_PER_IP_PER_HOUR: '10000',
      // The browsers share the machine's cores with the server: a lagging event loop here is the
      // test machine's, not overload (load shedding has tests of its own).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
