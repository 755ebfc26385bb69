import fs from 'node:fs';
import path from 'node:path';
import { CSRF_COOKIE, matchClientRoute, PRODUCT_NAME } from '@roamstead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../platform/storage';
import { contentLanguage, contentService } from '../content';
import { renderHead } from './head';
import { pageData } from './pageData';
import { firstScreenPreloads } from './preloads';
import { CONTENT_PATHS, type Page, pageResolver } from './resolve';
import { registerSitemaps } from './sitemap';
import { backfillSocialImages } from './socialImages';
import { loadTemplate } from './template';

/**
 * The server's side of the public pages: robots.txt and the sitemaps, link-preview pictures for
 * older photos, and — when the web app is built — `sendPage`, which answers a client route with
 * index.html carrying that page's head (title, description, canonical, Open Graph, JSON-LD) and
 * status (404 for unknown pages), and the code of its first screen to fetch beside the app's.
 */
export function registerPages(app: FastifyInstance, webDist: string, storage: Storage) {
  registerSitemaps(app, CONTENT_PATHS);
  app.addHook('onReady', async () => {
    void backfillSocialImages(storage, app.log);
  });

  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = loadTemplate(indexFile);
  const preloads = firstScreenPreloads(webDist);
  const publicUrl = app.config.PUBLIC_URL;
  const resolve = pageResolver({
    data: pageData(app.database.db),
    content: contentService(app.database.db, app.outbox),
    publicUrl,
  });

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    // The URL alone decides the language, so each language has an address of its own (hreflang).
    const lang = contentLanguage(url.searchParams.get('lang') ?? undefined, undefined);
    const match = matchClientRoute(url.pathname);
    const page: Page = await resolve(match, url.searchParams, lang).catch((err: unknown) => {
      request.log.error({ err }, 'could not build the head of a page');
      return { status: 200, head: { title: PRODUCT_NAME, description: '' } };
    });
    // `noindex` speaks to crawlers, which never sign in. A screen of one visitor leaves it out for
    // a browser that holds a session: the CSRF cookie that signing in sets on every path and
    // signing out clears (the session cookie itself is scoped to the API).
    const signedIn = page.private && Boolean(request.cookies[CSRF_COOKIE]);
    const head = signedIn ? { ...page.head, noindex: false } : page.head;
    if (page.private) reply.header('vary', 'Cookie');
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template(lang, renderHead(head, lang, publicUrl), preloads(match?.route)));
  };
}
