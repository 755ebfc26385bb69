import cookie from '@fastify/cookie';

import swagger from '@fastify/swagger';
import { API_BASE_PATH, ERRORS, PRODUCT_NAME } from '@roamstead/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account';
import { adminContentRoutes, adminMoneyRoutes, adminRoutes, moderationRoutes } from './modules/admin';
import { arrivalGuideRoutes } from './modules/arrival-guides';
import { authRoutes } from './modules/auth';
import { bookingsRoutes } from './modules/bookings';
import { calendarExportRoutes, calendarSyncRoutes } from './modules/calendar-sync';
import { catalogueRoutes } from './modules/catalogue';
import { cohostsRoutes } from './modules/cohosts';
import { contentRoutes } from './modules/content';
import { devRoutes } from './modules/dev';
import { healthRoutes } from './modules/health';
import { hostMoneyRoutes } from './modules/host-money';
import { hostingRoutes } from './modules/hosting';
import { createSearchCache, listingsRoutes, type SearchCache } from './modules/listings';
import { messagesRoutes } from './modules/messages';
import { multiCalendarRoutes } from './modules/multi-calendar';
import { newsletterRoutes } from './modules/newsletter';
import { notificationsRoutes } from './modules/notifications';
import { registerPages } from './modules/pages';
import { preferencesRoutes } from './modules/preferences';
import { profilesRoutes } from './modules/profiles';
import { quickRepliesRoutes } from './modules/quick-replies';
import { reportsRoutes } from './modules/reports';
import { savedSearchesRoutes } from './modules/saved-searches';
import { userRoutes } from './modules/users';
import { wishlistsRoutes } from './modules/wishlists';
import { registerAuth } from './platform/auth';
import { registerMultipartBodies } from './platform/body';
import { registerCors } from './platform/cors';
import { answerFrameworkError, envelope, registerErrorHandling } from './platform/errors';
import { registerDrain } from './platform/lifecycle';
import { BriefRequestLog } from './platform/logging';
import { createMetrics, type Metrics, registerMetrics } from './platform/metrics';
import { createOutbox, type Outbox } from './platform/outbox';
import { registerLoadShedding } from './platform/pressure';
import { registerReadRouting } from './platform/read-routing';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerUploadAddresses, registerUploads } from './platform/uploads';
import { hasWebBuild, registerCompression, registerWebAssets } from './platform/web-assets';
import { createServices } from './services';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Called with an error the process cannot go on after (the embedded database aborted). */
  onFatal?: (err: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    outbox: Outbox;
    searchCache: SearchCache;
    metrics: Metrics;
    /** Reports an error the process cannot go on after (see AppDeps.onFatal). */
    fatal(err: unknown): void;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
const trustProxy = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : (setting ?? false);

/** Broadcast topic: answers of searches may have changed. */
const SEARCH_CHANGED = 'search-changed';

/** True for /api and everything under it (query string ignored). */
const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** Builds the whole server from its dependencies; main.ts and every test call this. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    logController: deps.config.NODE_ENV === 'production' ? undefined : new BriefRequestLog(),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('outbox', createOutbox(deps.config, deps.database.db, app.log));
  app.decorate('searchCache', createSearchCache());
  app.decorate('metrics', createMetrics(deps.database));
  app.decorate('fatal', (err: unknown) => {
    app.log.fatal({ err }, 'fatal error');
    deps.onFatal?.(err);
  });
  registerMetrics(app, app.metrics);
  registerDrain(app);
  app.addHook('onSend', async (request, reply) => {
    // API answers may be somebody's own data or tokens: no cache keeps them unless a route says so.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // HSTS means something only over https (directly, or as a trusted proxy says).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  const services = await createServices({ ...deps, outbox: app.outbox, log: app.log });
  // A write has committed by the time its answer is sent: searches after it must see it, on this
  // process at once and on the others as soon as the broadcast arrives (docs/adr/0030).
  services.realtime.onBroadcast(SEARCH_CHANGED, () => app.searchCache.clear());
  services.realtime.onResync(() => app.searchCache.clear());
  const listenersOf = (emitter: NodeJS.EventEmitter) =>
    emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);
  app.metrics.countListeners('process', () => listenersOf(process));
  app.metrics.countListeners('http_server', () => listenersOf(app.server));
  app.metrics.countListeners('realtime', () => services.realtime.listenerCount());
  app.metrics.countOpenConnections(
    () => new Promise((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count))),
  );
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    app.searchCache.clear();
    await services.realtime
      .broadcast(SEARCH_CHANGED)
      .catch((err) => request.log.warn({ err }, 'search cache change not announced'));
  });
  app.addHook('onClose', async () => {
    await services.realtime.close();
    await services.storage.close();
  });

  registerErrorHandling(app);
  await registerLoadShedding(app);
  await registerAuth(app);
  await registerCors(app);
  registerUploadAddresses(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  registerReadRouting(app);
  await registerCompression(app);
  await registerMultipartBodies(app);
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      servers: [{ url: deps.config.PUBLIC_URL.replace(/\/+$/, '') }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(listingsRoutes);
      await api.register(bookingsRoutes, { service: services.bookings });
      await api.register(hostingRoutes, { storage: services.storage });
      await api.register(cohostsRoutes, { service: services.cohosts });
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(notificationsRoutes, { service: services.notifications });
      await api.register(accountRoutes, { removePictureFiles: (files) => services.profiles.removeFiles(files) });
      await api.register(profilesRoutes, { service: services.profiles });
      await api.register(contentRoutes);
      await api.register(newsletterRoutes);
      await api.register(preferencesRoutes);
      await api.register(messagesRoutes, { service: services.messaging, realtime: services.realtime });
      await api.register(wishlistsRoutes);
      await api.register(calendarSyncRoutes);
      await api.register(hostMoneyRoutes);
      await api.register(adminRoutes, { bookings: services.bookings });
      await api.register(adminContentRoutes);
      await api.register(moderationRoutes);
      await api.register(reportsRoutes);
      await api.register(adminMoneyRoutes, { bookings: services.bookings });
      await api.register(multiCalendarRoutes);
      await api.register(arrivalGuideRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(quickRepliesRoutes, { messaging: services.messaging });
      if (deps.config.NODE_ENV !== 'production') await api.register(devRoutes);
    },
    { prefix: API_BASE_PATH },
  );
  registerUploads(app, services.storage);
  await app.register(calendarExportRoutes);

  const webDist = deps.config.WEB_DIST;
  const hasWeb = hasWebBuild(webDist);
  if (hasWeb) await registerWebAssets(app, webDist);

  const sendPage = await registerPages(app, webDist, services.storage);
  if (sendPage) {
    // Pages: index.html with the page's head, 404 for unknown ones (the SPA shows its not-found page).
    // A route rather than the not-found handler, so answers get the routes' hooks (compression).
    // Static files and API routes are more specific and win; unknown API paths get the JSON 404.
    app.get('/*', { schema: { hide: true } }, (request, reply) =>
      isApiPath(request.url) ? reply.callNotFound() : sendPage(request, reply),
    );
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(envelope(404, ERRORS.notFound)));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
