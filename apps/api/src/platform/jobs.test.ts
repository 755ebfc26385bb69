import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { jobLeases } from '../db/schema';
import { scheduleJob } from './jobs';

const INTERVAL_MS = 400;
const runs: Array<{ app: string; at: number }> = [];
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
let secondDb: Database;

// Two app instances on one database, as two API processes: their own pools on a PostgreSQL server.
beforeAll(async () => {
  first = await createTestApp({}, (app) =>
    scheduleJob(app, 'test-job', INTERVAL_MS, async () => {
      runs.push({ app: 'first', at: Date.now() });
    }),
  );
  const { driver } = first.database;
  secondDb =
    driver.kind === 'postgres' ? await openDatabase({ url: driver.pool.options.connectionString }) : first.database;
  second = await buildApp({ config: first.app.config, database: secondDb });
  scheduleJob(second, 'test-job', INTERVAL_MS, async () => {
    runs.push({ app: 'second', at: Date.now() });
  });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  if (secondDb !== first.database) await secondDb.close();
  await first.close();
});

it('runs a scheduled job once per interval across two app instances on one database', async () => {
  await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(5), { timeout: 20_000, interval: 50 });
  const end = Date.now();

  // Each instance looks every INTERVAL_MS / 4: each alone would have run about once per interval,
  // both together about twice. Leases are taken on the database's clock, so the span read here
  // gets some slack for a loaded machine.
  const span = end - (runs[0]?.at ?? end) + 250;
  expect(runs.length).toBeLessThanOrEqual(Math.floor(span / INTERVAL_MS) + 1);
  const [lease] = await first.database.db.select().from(jobLeases).where(eq(jobLeases.name, 'test-job'));
  expect(lease?.runs).toBe(runs.length);
  const counted = async (app: typeof second) =>
    (await app.metrics.jobRuns.get()).values.find((v) => v.labels.job === 'test-job')?.value ?? 0;
  expect((await counted(first.app)) + (await counted(second))).toBe(runs.length);
});
