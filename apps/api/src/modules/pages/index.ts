import fs from 'node:fs';
import path from 'node:path';
import {
  CSRF_COOKIE,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  matchClientRoute,
  PAGE_COOKIES,
  PRODUCT_NAME,
} from '@roamstead/contract';
import { translationsFor } from '@roamstead/contract/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../platform/storage';
import { catalogueService } from '../catalogue';
import { contentLanguage, contentService } from '../content';
import { renderHead } from './head';
import { pageData } from './pageData';
import { fetchThrough, loadPageRenderer } from './render';
import { CONTENT_PATHS, type Page, pageResolver } from './resolve';
import { registerSitemaps } from './sitemap';
import { backfillSocialImages } from './socialImages';
import { loadTemplate } from './template';

/** How long the list of currencies a page may be shown in is kept. */
const CURRENCIES_TTL_MS = 60_000;

/**
 * The server's side of the public pages: robots.txt and the sitemaps, link-preview pictures for
 * older photos, and — when the web app is built — `sendPage`, which answers a client route with
 * index.html carrying that page's head (title, description, canonical, Open Graph, JSON-LD) and
 * status (404 for unknown pages) and, for public pages, the page rendered by the web build's
 * server renderer (docs/adr/0047), in the visitor's language and currency.
 */
export async function registerPages(app: FastifyInstance, webDist: string, storage: Storage) {
  registerSitemaps(app, CONTENT_PATHS);
  app.addHook('onReady', async () => {
    void backfillSocialImages(storage, app.log);
  });

  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const renderer = await loadPageRenderer(webDist);
  const template = loadTemplate(indexFile);
  const publicUrl = app.config.PUBLIC_URL;
  const resolve = pageResolver({
    data: pageData(app.database.reads),
    content: contentService(app.database.db, app.outbox),
    publicUrl,
  });
  const catalogue = catalogueService(app.database.reads);
  let currencies: { codes: Promise<Set<string>>; at: number } | undefined;
  const knownCurrencies = () => {
    if (!currencies || Date.now() - currencies.at > CURRENCIES_TTL_MS) {
      const codes = catalogue.listCurrencies().then((list) => new Set(list.map((c) => c.code)));
      currencies = { codes, at: Date.now() };
      codes.catch(() => {
        currencies = undefined;
      });
    }
    return currencies.codes;
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
    // The address's ?lang= (each language has an address of its own, hreflang), else the
    // visitor's choice, else their browser's languages.
    const chosen = url.searchParams.get('lang') ?? request.cookies[PAGE_COOKIES.language];
    const lang = contentLanguage(chosen || undefined, request.headers['accept-language']);
    const cookieCurrency = request.cookies[PAGE_COOKIES.currency];
    const currency =
      cookieCurrency && (await knownCurrencies().catch(() => new Set<string>())).has(cookieCurrency)
        ? cookieCurrency
        : DEFAULT_CURRENCY;
    const match = matchClientRoute(url.pathname);
    const page: Page = await resolve(match, url.searchParams, lang).catch((err: unknown) => {
      request.log.error({ err }, 'could not build the head of a page');
      return { status: 200, head: { title: PRODUCT_NAME, description: '' } };
    });
    // The cookie signing in sets on every path and signing out clears (the session cookie itself
    // is scoped to the API): the header keeps the avatar's place for such a browser.
    const holdsSession = Boolean(request.cookies[CSRF_COOKIE]);
    const rendered = await renderer
      ?.renderPage({
        url: `${publicUrl}${request.url}`,
        signedIn: holdsSession,
        language: lang,
        resources: { [DEFAULT_LANGUAGE]: translationsFor(DEFAULT_LANGUAGE) ?? {}, [lang]: translationsFor(lang) ?? {} },
        currency,
        fetch: fetchThrough(app, request),
      })
      .catch((err: unknown) => {
        request.log.error({ err }, 'could not render a page: the browser renders it');
        return null;
      });
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const html = rendered?.kind === 'html' ? rendered : null;
    // `noindex` speaks to crawlers, which never sign in. A screen of one visitor leaves it out for
    // a browser that holds a session.
    const head = page.private && holdsSession ? { ...page.head, noindex: false } : page.head;
    reply.header('vary', 'Cookie, Accept-Language');
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        template({
          lang,
          currency,
          signedIn: holdsSession,
          head: renderHead(head, lang, publicUrl),
          body: html?.html,
          state: html?.state,
          startupScreen: !request.cookies[PAGE_COOKIES.startupShown],
        }),
      );
  };
}
