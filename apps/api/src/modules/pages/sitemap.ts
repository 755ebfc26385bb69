import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { blogPosts, categories, jobOpenings, listings, places } from '../../db/schema';
import { absolute, escapeHtml } from './head';

/** Listings per sitemap file (the protocol allows 50,000; smaller files are quicker to serve and read). */
export const LISTINGS_PER_SITEMAP = 10_000;
/** Sitemaps are rebuilt at most this often; crawlers read them rarely. */
const TTL_MS = 10 * 60_000;

/**
 * Paths crawlers should leave alone: the API. Private screens (dashboard, sign-in, checkout) stay
 * crawlable so crawlers read their `noindex`: a page robots.txt blocks can still be indexed from
 * links to it, without its content.
 */
const DISALLOWED = ['/api/'];

type Entry = { path: string; lastmod?: Date | null };

/**
 * `/robots.txt`, and `/sitemap.xml`: an index of `/sitemaps/pages.xml` (home, places, categories,
 * content pages, blog posts, openings) and `/sitemaps/listings-<n>.xml`, where file n holds the
 * published listings with ids from (n-1)·10,000 + 1 to n·10,000 — a listing keeps its file, and
 * each file is one range read of the primary key (a range without published listings is empty).
 */
export function registerSitemaps(app: FastifyInstance, contentPaths: string[]) {
  const db = app.database.reads;
  const url = (path: string) => absolute(app.config.PUBLIC_URL, path);
  const cache = new LRUCache<string, { xml: Promise<string | null> }>({ max: 1_000, ttl: TTL_MS });
  const cachedXml = (key: string, build: () => Promise<string | null>) => {
    const hit = cache.get(key);
    if (hit) return hit.xml;
    const xml = build();
    cache.set(key, { xml });
    xml.catch(() => cache.delete(key));
    return xml;
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${url('/sitemap.xml')}`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cachedXml('index', () => sitemapIndex(db, url));
    return sendXml(reply, xml ?? '');
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const listingsPage = /^listings-([1-9]\d{0,5})\.xml$/.exec(name);
    const xml =
      name === 'pages.xml'
        ? await cachedXml(name, () => pagesSitemap(db, contentPaths).then((entries) => urlSet(entries, url)))
        : listingsPage
          ? await cachedXml(name, () => listingsSitemap(db, Number(listingsPage[1]), url))
          : null;
    if (xml === null) return reply.callNotFound();
    return sendXml(reply, xml);
  });
}

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

const isPublished = eq(listings.status, 'published');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const lastmod = (date: Date | null | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

function urlSet(entries: Entry[], url: (path: string) => string) {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(url(e.path))}</loc>${lastmod(e.lastmod)}</url>\n`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** The number of listings files: up to the highest published id (one step down the primary key). */
async function listingFiles(db: Db) {
  const [row] = await db
    .select({ last: max(listings.id) })
    .from(listings)
    .where(isPublished);
  return Math.ceil((row?.last ?? 0) / LISTINGS_PER_SITEMAP);
}

/**
 * The pages file and every listings file. Without `lastmod`: the latest change per file would
 * take a pass over every published listing, and each file gives its listings' own.
 */
async function sitemapIndex(db: Db, url: (path: string) => string) {
  const files = await listingFiles(db);
  const paths = ['/sitemaps/pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemaps/listings-${i + 1}.xml`)];
  const items = paths.map((path) => `<sitemap><loc>${escapeHtml(url(path))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The published listings of one file, with their last change; null past the last file. */
async function listingsSitemap(db: Db, file: number, url: (path: string) => string) {
  const first = (file - 1) * LISTINGS_PER_SITEMAP + 1;
  const rows = await db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(between(listings.id, first, first + LISTINGS_PER_SITEMAP - 1), isPublished))
    .orderBy(asc(listings.id));
  if (rows.length === 0 && file > (await listingFiles(db))) return null;
  return urlSet(
    rows.map((r) => ({ path: `/listings/${r.id}`, lastmod: r.updatedAt })),
    url,
  );
}

/** Home, the content pages, and every place, category, article and opening with something to show. */
async function pagesSitemap(db: Db, contentPaths: string[]): Promise<Entry[]> {
  const [placeRows, categoryRows, posts, openings] = await Promise.all([
    db.execute(sql`select distinct p.name from ${places} p
      where exists (select 1 from ${listings} l where l.place_id = p.id and l.status = 'published') order by p.name`),
    db.execute(sql`select c.slug from ${categories} c
      where exists (select 1 from ${listings} l where l.category_id = c.id and l.status = 'published') order by c.position, c.slug`),
    db
      .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(asc(blogPosts.id)),
    db.select({ id: jobOpenings.id }).from(jobOpenings).where(eq(jobOpenings.open, true)).orderBy(asc(jobOpenings.id)),
  ]);
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  return [
    { path: '/' },
    ...contentPaths.map((path) => ({ path })),
    ...rowsOf<{ name: string }>(placeRows).map((p) => ({ path: `/?place=${encodeURIComponent(p.name)}` })),
    ...rowsOf<{ slug: string }>(categoryRows).map((c) => ({ path: `/category/${encodeURIComponent(c.slug)}` })),
    ...posts.map((p) => ({ path: `/blogs/${p.id}`, lastmod: p.publishedAt })),
    ...openings.map((o) => ({ path: `/careers/${o.id}` })),
  ];
}
