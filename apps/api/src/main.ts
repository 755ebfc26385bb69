import path from 'node:path';
import { API_BASE_PATH, PRODUCT_NAME } from '@roamstead/contract';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig, poolLimits, replicaOptions } from './config';
import { type Database, openDatabase } from './db/client';
import { applyReferenceData } from './db/reference';
import { applyContentData } from './modules/content';
import { gazetteer } from './modules/places';
import { exitOnFatalErrors, exitOnSignals } from './platform/lifecycle';
import { loggerOptions } from './platform/logging';
import { listenForMetrics, metricsLine } from './platform/metrics';
import { demoAccounts, seedDemoIfEmpty } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.resolve(config.DATA_DIR, 'pglite'),
    limits: poolLimits(config),
    replicas: replicaOptions(config),
    log: (message) => console.warn(message),
  });
  await database.migrate();
  await applyReferenceData(database.db);
  await applyContentData(database.db);
  // Only the embedded database gets demo content by itself; a server is seeded on purpose (npm run seed).
  if (database.kind === 'pglite') await seedDemoIfEmpty(database.db, config);

  // The embedded database's abort reaches the app as a failed query: it exits like any fatal error.
  const app = await buildApp({ config, database, logger: loggerOptions(config), onFatal: (err) => onAbort(err) });
  const onAbort = exitOnFatalErrors(app.log)('database aborted');
  let metricsServer: Awaited<ReturnType<typeof listenForMetrics>> = null;
  exitOnSignals(app.log, async () => {
    await metricsServer?.close();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  metricsServer = await listenForMetrics(app);
  app.log.info(metricsLine(config));
  app.log.info(await readyLine(config, database));
  // Built in turns of the event loop while requests are answered, so the first place search does not wait.
  gazetteer().then(
    (g) => app.log.info(`places: ${g.size} places of the world indexed`),
    (err) => app.log.error({ err }, 'places: the GeoNames data could not be read'),
  );
}

/** The last line of start-up: where to go and, outside production, how to sign in as a demo user. */
async function readyLine(config: Config, database: Database) {
  const running = `${PRODUCT_NAME} is running at ${config.PUBLIC_URL}`;
  const demo = config.NODE_ENV === 'production' ? null : await demoAccounts(database.db);
  if (!demo) return running;
  return (
    `${running} · sign in as demo guest ${demo.guest} or demo host ${demo.host} with a one-time code ` +
    `(printed in this log and listed at ${config.PUBLIC_URL}${API_BASE_PATH}/dev/outbox)`
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
