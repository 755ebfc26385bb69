// `npm run seed [-- --listings N]`: wipes the listings and seeds the demo marketplace again, against
// DATABASE_URL when set, otherwise the embedded database in DATA_DIR; demo photos go to the storage
// (S3_BUCKET when set, otherwise DATA_DIR/uploads). Deterministic: same N, same rows.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, poolLimits } from '../config';
import { openDatabase } from '../db/client';
import { applyReferenceData } from '../db/reference';
import { createStorage } from '../platform/storage';
import { DEFAULT_LISTING_COUNT } from './generate';
import { seedDemo } from './index';

const { values } = parseArgs({ options: { listings: { type: 'string', default: String(DEFAULT_LISTING_COUNT) } } });
const listings = Number(values.listings);
if (!Number.isInteger(listings) || listings < 1 || listings > 1_000_000) {
  console.error('--listings must be a whole number from 1 to 1000000');
  process.exit(1);
}

// `npm run seed` runs in apps/api; loadConfig resolves a relative DATA_DIR against the folder npm was started from.
const config = loadConfig();
const storage = await createStorage(config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
  // A large seed is one long transaction: no request-sized timeouts (0 turns them off).
  limits: { ...poolLimits(config), statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
});
try {
  const started = performance.now();
  await database.migrate();
  await applyReferenceData(database.db);
  const totals = await seedDemo(database.db, { storage, listings });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${database.kind}: ${totals.listings} listings, ${totals.photos} photos, ${totals.reviews} reviews, ` +
      `${totals.hosts} hosts, ${totals.guests} guests in ${seconds} s`,
  );
} finally {
  await database.close();
  await storage.close();
}
