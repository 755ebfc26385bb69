import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { applyReferenceData } from './db/reference';
import { seedDemoIfEmpty } from './db/seed';
import { applyContentData } from './modules/content';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  await applyReferenceData(database.db);
  await applyContentData(database.db);
  // Only the embedded database gets demo content by itself; a server is seeded on purpose (npm run seed).
  if (database.kind === 'pglite') await seedDemoIfEmpty(database.db, config);

  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
