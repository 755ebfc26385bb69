import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
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
import { authRoutes } from './modules/auth';
import { bookingsRoutes } from './modules/bookings';
import { catalogueRoutes } from './modules/catalogue';
import { contentRoutes } from './modules/content';
import { devRoutes } from './modules/dev';
import { healthRoutes } from './modules/health';
import { hostingRoutes } from './modules/hosting';
import { createSearchCache, listingsRoutes, type SearchCache } from './modules/listings';
import { messagesRoutes } from './modules/messages';
import { newsletterRoutes } from './modules/newsletter';
import { notificationsRoutes } from './modules/notifications';
import { preferencesRoutes } from './modules/preferences';
import { profilesRoutes } from './modules/profiles';
import { userRoutes } from './modules/users';
import { wishlistsRoutes } from './modules/wishlists';
import { registerAuth } from './platform/auth';
import { registerMultipartBodies } from './platform/body';
import { answerFrameworkError, envelope, registerErrorHandling } from './platform/errors';
import { createOutbox, type Outbox } from './platform/outbox';
import { registerUploads } from './platform/uploads';
import { createServices } from './services';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    outbox: Outbox;
    searchCache: SearchCache;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
const trustProxy = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : (setting ?? false);

/** True for /api and everything under it (query string ignored). */
const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** Builds the whole server from its dependencies; main.ts and every test call this. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('outbox', createOutbox(deps.config, deps.database.db, app.log));
  app.decorate('searchCache', createSearchCache());
  // A write has committed by the time its answer is sent: searches after it must see it.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') app.searchCache.clear();
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers may be somebody's own data or tokens: no cache keeps them unless a route says so.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // HSTS means something only over https (directly, or as a trusted proxy says).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  const services = await createServices({ ...deps, outbox: app.outbox, log: app.log });
  app.addHook('onClose', async () => {
    await services.realtime.close();
  });

  registerErrorHandling(app);
  await registerAuth(app);

  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'https:'],
        'script-src': ["'self'", 'https://accounts.google.com'],
        'frame-src': ["'self'", 'https://accounts.google.com'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(cookie);
  await registerMultipartBodies(app);
  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      servers: [{ url: '/' }],
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
      await api.register(hostingRoutes);
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
      if (deps.config.NODE_ENV !== 'production') await api.register(devRoutes);
    },
    { prefix: API_BASE_PATH },
  );
  await registerUploads(app);

  const webDist = deps.config.WEB_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client routes: the SPA decides, including its own not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(envelope(404, ERRORS.notFound));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
