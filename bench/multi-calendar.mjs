// The multi-calendar's figures (issue 34): the data of 50 listings × 90 days (target p95 ≤ 100 ms)
// and one bulk edit of 50 listings × 30 nights (target ≤ 500 ms), through the app's own router
// (app.inject: everything but the socket) on a fresh database.
//
// Usage: node --import tsx bench/multi-calendar.mjs [--listings 50] [--rounds 200]
//   Embedded PGlite by default; DATABASE_URL (an empty, throwaway PostgreSQL database) to run there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { listings: { type: 'string', default: '50' }, rounds: { type: 'string', default: '200' } },
});
const listingCount = Number(values.listings);
const rounds = Number(values.rounds);

const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { loadConfig } = await import(path.join(root, 'apps/api/src/config.ts'));
const { openDatabase } = await import(path.join(root, 'apps/api/src/db/client.ts'));
const { applyReferenceData } = await import(path.join(root, 'apps/api/src/db/reference.ts'));
const schema = await import(path.join(root, 'apps/api/src/db/schema/index.ts'));
const { addDays, todayUtc } = await import(path.join(root, 'packages/contract/src/zodFree.ts'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-multi-'));
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-multi-calendar-secret-of-enough-length-0123456789',
  // The setup keeps the event loop busy on purpose: no load shedding.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
});
const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
await applyReferenceData(database.db);
const app = await buildApp({ config, database });
await app.ready();
const db = database.db;

// One host with `listingCount` homes, each with a few blocks, an imported event and custom prices.
const [host] = await db
  .insert(schema.users)
  .values({ email: `bench-multi-${Date.now()}@example.test`, firstName: 'Host', role: 'host' })
  .returning();
const [session] = await db.insert(schema.authSessions).values({ userId: host.id, ip: '127.0.0.1' }).returning();
const token = await app.authKeys.signAccessToken({ userId: host.id, role: 'host', sessionId: session.id });
const today = todayUtc();
const homes = await db
  .insert(schema.listings)
  .values(
    Array.from({ length: listingCount }, (_, i) => ({
      hostId: host.id,
      title: `Bench home ${i}`,
      status: 'published',
      nightlyPrice: 10_000 + i,
      weekendPrice: 12_000,
      lat: 0,
      lng: 0,
    })),
  )
  .returning({ id: schema.listings.id });
for (const { id } of homes) {
  await db.insert(schema.listingHolds).values(
    [3, 20, 41, 60, 77].map((start) => ({
      listingId: id,
      stay: `[${addDays(today, start)},${addDays(today, start + 4)})`,
      reason: 'block',
    })),
  );
  const [feed] = await db
    .insert(schema.calendarFeeds)
    .values({ listingId: id, name: 'Other site', url: `https://example.test/${id}.ics` })
    .returning();
  const [event] = await db
    .insert(schema.calendarFeedEvents)
    .values({ feedId: feed.id, uid: 'e', startsOn: addDays(today, 30), endsOn: addDays(today, 33), applied: true })
    .returning();
  await db.insert(schema.listingHolds).values({
    listingId: id,
    stay: `[${addDays(today, 30)},${addDays(today, 33)})`,
    reason: 'import',
    feedEventId: event.id,
  });
  await db
    .insert(schema.listingNightPrices)
    .values(Array.from({ length: 30 }, (_, n) => ({ listingId: id, night: addDays(today, 50 + n), price: 9_000 })));
}

const headers = { authorization: `Bearer ${token}` };
async function timed(request) {
  const started = performance.now();
  const res = await app.inject({ ...request, headers: { ...headers, ...request.headers } });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${request.url} answered ${res.statusCode}: ${res.body}`);
  return ms;
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** CPU time this process spent per run: less sensitive to a busy machine than the wall clock (with PGlite it includes the database). */
const cpuPerRun = (since, runs) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000 / runs;
};
const report = (name, samples, target, cpuMs) => {
  const s = [...samples].sort((a, b) => a - b);
  const p95 = percentile(s, 95);
  console.log(
    `${name}: p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${s.at(-1).toFixed(1)} ms ` +
      `(${s.length} runs; target p95 ≤ ${target} ms: ${p95 <= target ? 'met' : 'MISSED'}); ` +
      `CPU of this process ${cpuMs.toFixed(1)} ms per run`,
  );
};

const gridUrl = `/api/v1/host/multi-calendar?from=${today}&days=90`;
for (let i = 0; i < 10; i++) await timed({ method: 'GET', url: gridUrl });
const grid = [];
const gridCpu = process.cpuUsage();
for (let i = 0; i < rounds; i++) grid.push(await timed({ method: 'GET', url: gridUrl }));
report(`multi-calendar data, ${listingCount} listings × 90 days`, grid, 100, cpuPerRun(gridCpu, grid.length));

// Nights 100–129 are free on every home: block them, then open them again, then price them.
const ranges = homes.map(({ id }) => ({ listing_id: id, from: addDays(today, 100), to: addDays(today, 130) }));
const edits = [];
const editCpu = process.cpuUsage();
const bulkRounds = Math.max(10, Math.round(rounds / 10));
for (let i = 0; i < bulkRounds; i++) {
  for (const body of [
    { ranges, action: 'block' },
    { ranges, action: 'unblock' },
    { ranges, action: 'price', price: 15_000 },
  ])
    edits.push(await timed({ method: 'POST', url: '/api/v1/host/multi-calendar/nights', payload: body }));
}
report(`bulk edit, ${listingCount} listings × 30 nights`, edits, 500, cpuPerRun(editCpu, edits.length));

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
