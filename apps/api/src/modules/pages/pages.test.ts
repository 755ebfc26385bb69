import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_LANGUAGES, CSRF_COOKIE } from '@roamstead/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPhoto, insertPlace, insertUser } from '../../../test/listings';
import { blogPosts, jobOpenings, users } from '../../db/schema';

const PUBLIC_URL = 'https://roamstead.example';
const HOSTILE = `"<script>alert(1)</script> & 'Casa' </title><b>`;
/** What Vite builds, in short: the generic title and description the server replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic description." />
    <title>Roamstead</title>
    <link rel="preload" href="/api/v1/translations?language_code=en" as="fetch" crossorigin="anonymous" />
  </head>
  <body>
    <div id="startup" role="status">
      <svg></svg>
    </div>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>
`;

/**
 * The web build's page renderer (apps/web/src/entry-server.tsx), in short: it renders the public
 * pages, asks the API what the page shows through the server, and leaves the rest to the browser.
 */
const RENDERER = `export async function renderPage({ url, language, currency, resources, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/dashboard') return { kind: 'browser' };
  if (pathname === '/single-v3/7') return { kind: 'redirect', status: 302, location: '/listings/7' };
  const answer = await fetch(new Request('http://localhost/api/v1/categories'));
  const { data } = await answer.json();
  const title = resources[language].site.header.mainNav;
  return {
    kind: 'html',
    status: 200,
    html: '<p>' + title + ' · ' + currency + ' · ' + data.length + ' categories</p>',
    state: { queries: { categories: data.length, closing: '</script>' } },
  };
}
`;

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-pages-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, 'server'));
  fs.writeFileSync(path.join(webDist, 'server', 'entry-server.js'), RENDERER);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-pages-data-'));
  t = await createTestApp({ WEB_DIST: webDist, DATA_DIR: dataDir, PUBLIC_URL });
  const db = t.database.db;
  const ana = await insertUser(db, 'host', 'Ana');
  await db
    .update(users)
    .set({ lastName: 'Silva', about: 'I host <b>two</b> flats in Alfama.' })
    .where(eq(users.id, ana.id));
  const lisbon = await insertPlace(db, { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
  // Wi-Fi comes with the reference data every database has.
  const beach = await categoryId(db, 'beachfront');
  // A listing first, so that listing ids and photo ids differ.
  ids.draft = (
    await insertListing(db, { hostId: ana.id, placeId: lisbon.id, title: 'Draft', status: 'draft', nightlyPrice: 1 })
  ).id;
  const home = await insertListing(db, {
    hostId: ana.id,
    placeId: lisbon.id,
    categoryId: beach,
    title: HOSTILE,
    description: `A bright flat above the river. ${'Quiet street, tiled kitchen and a balcony. '.repeat(8)}`,
    lat: 38.71234,
    lng: -9.13987,
    maxGuests: 4,
    bedrooms: 2,
    beds: 3,
    nightlyPrice: 12000,
    currency: 'EUR',
    ratingAvg: 4.67,
    reviewCount: 3,
    amenities: ['wifi'],
  });
  await insertPhoto(db, home.id, 0, 'demo/beachfront-1');
  await insertPhoto(db, home.id, 1, 'demo/beachfront-2');
  ids.home = home.id;
  const experience = await insertListing(db, {
    hostId: ana.id,
    placeId: lisbon.id,
    categoryId: beach,
    kind: 'experience',
    propertyType: 'experience',
    title: 'Tile painting class',
    nightlyPrice: 4500,
    durationMinutes: 120,
  });
  ids.experience = experience.id;
  ids.unlisted = (
    await insertListing(db, {
      hostId: ana.id,
      placeId: lisbon.id,
      title: 'Hidden',
      status: 'unlisted',
      nightlyPrice: 1,
    })
  ).id;
  ids.host = ana.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const metaOf = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2]);
const linkOf = (html: string, rel: string) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]*)" \/>/g)]
    .filter((m) => m[1] === rel)
    .map((m) => ({ hreflang: m[2], href: m[3] }));
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
const byType = (html: string, type: string) => jsonLdOf(html).find((d) => d['@type'] === type);

describe('listing pages', () => {
  it('carry the title, description, canonical, previews and structured data, every value escaped', async () => {
    const res = await get(`/listings/${ids.home}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    // The hostile title is text everywhere: no element, no broken attribute, no early </script>.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // JSON-LD twice, the app's script and the rendered page's state.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(titleOf(html)).toBe(
      '&quot;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Casa&#39; &lt;/title&gt;&lt;b&gt; · Roamstead',
    );
    expect(html).not.toContain('Generic description.');
    expect(metaOf(html, 'description')[0]).toMatch(/^A bright flat above the river\. .{40,}…$/);
    expect(linkOf(html, 'canonical')).toEqual([{ hreflang: undefined, href: `${PUBLIC_URL}/listings/${ids.home}` }]);
    expect(linkOf(html, 'alternate').map((l) => l.hreflang)).toEqual([...CONTENT_LANGUAGES, 'x-default']);
    expect(linkOf(html, 'alternate')[1]?.href).toBe(`${PUBLIC_URL}/listings/${ids.home}?lang=es`);
    expect(metaOf(html, 'og:url')).toEqual([`${PUBLIC_URL}/listings/${ids.home}`]);
    expect(metaOf(html, 'og:image')).toEqual([`${PUBLIC_URL}/uploads/demo/beachfront-1-1200x630.jpg`]);
    expect(metaOf(html, 'og:image:width')).toEqual(['1200']);
    expect(metaOf(html, 'og:image:height')).toEqual(['630']);
    expect(metaOf(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(html, 'twitter:image')).toEqual(metaOf(html, 'og:image'));
    expect(metaOf(html, 'og:locale')).toEqual(['en_GB']);
    expect(metaOf(html, 'robots')).toEqual([]);
    expect(html).toContain('<div id="root"><p>');

    const rental = byType(html, 'VacationRental');
    expect(rental).toMatchObject({
      '@context': 'https://schema.org',
      name: HOSTILE,
      url: `${PUBLIC_URL}/listings/${ids.home}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' },
      geo: { '@type': 'GeoCoordinates', latitude: 38.71, longitude: -9.14 },
      containsPlace: { '@type': 'Accommodation', occupancy: { value: 4 }, numberOfBedrooms: 2 },
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true }],
      checkinTime: '15:00',
      checkoutTime: '11:00',
      aggregateRating: { ratingValue: 4.67, reviewCount: 3, bestRating: 5 },
      makesOffer: { '@type': 'Offer', price: '120.00', priceCurrency: 'EUR' },
    });
    expect(rental.image).toEqual([
      `${PUBLIC_URL}/uploads/demo/beachfront-1-1024.webp`,
      `${PUBLIC_URL}/uploads/demo/beachfront-2-1024.webp`,
    ]);
    expect(rental.address.streetAddress).toBeUndefined();
    expect(byType(html, 'BreadcrumbList').itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/?place=Lisbon`,
      `${PUBLIC_URL}/listings/${ids.home}`,
    ]);
  });

  it('shows an experience as a TouristTrip with its price per person', async () => {
    const html = (await get(`/listings/${ids.experience}`)).body;
    expect(byType(html, 'TouristTrip')).toMatchObject({
      name: 'Tile painting class',
      offers: { price: '45.00', priceCurrency: 'USD', priceSpecification: { unitText: 'person' } },
      provider: { '@type': 'Person', name: 'Ana' },
    });
    expect(byType(html, 'VacationRental')).toBeUndefined();
  });

  it('gives the template paths the listing canonical', async () => {
    const res = await get(`/single-v3/${ids.home}`);
    expect(res.statusCode).toBe(200);
    expect(linkOf(res.body, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/listings/${ids.home}`);
  });

  it('answers 404 with the app and noindex for unknown, draft and unlisted listings', async () => {
    for (const url of [`/listings/${ids.draft}`, `/listings/${ids.unlisted}`, '/listings/999999', '/listings/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(metaOf(res.body, 'robots')).toEqual(['noindex']);
      expect(titleOf(res.body)).toBe('Page not found · Roamstead');
      expect(res.body).not.toContain('Draft');
      expect(res.body).not.toContain('Hidden');
    }
  });
});

describe('status of other paths', () => {
  it('answers 404 for paths the client has no screen for, 200 for every client route', async () => {
    for (const url of ['/nowhere', '/listings/1/extra', '/about/more']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of [
      '/about',
      '/About/',
      '/login',
      '/dashboard/guest/trips',
      '/grid-default',
      '/not-found',
      '/r/ABC',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
    const api = await get('/api/v1/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });
});

describe('screens of one visitor', () => {
  it('are noindex for crawlers and for visitors not signed in, not for a browser holding a session', async () => {
    for (const url of ['/dashboard/guest/trips', '/auth/login', '/book/1']) {
      const anonymous = await get(url);
      expect(metaOf(anonymous.body, 'robots'), url).toEqual(['noindex']);
      expect(anonymous.headers.vary, url).toMatch(/\bCookie\b/);
      // Signing in sets the CSRF cookie on every path; signing out clears it.
      const signedIn = await t.app.inject({ method: 'GET', url, cookies: { [CSRF_COOKIE]: 'token' } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(metaOf(signedIn.body, 'robots'), url).toEqual([]);
    }
  });

  it('keeps noindex on unknown pages and unpublished listings whatever the cookies', async () => {
    for (const url of ['/nowhere', `/listings/${ids.draft}`]) {
      const res = await t.app.inject({ method: 'GET', url, cookies: { [CSRF_COOKIE]: 'token' } });
      expect(res.statusCode, url).toBe(404);
      expect(metaOf(res.body, 'robots'), url).toEqual(['noindex']);
    }
  });
});

describe('server-rendered pages', () => {
  const cookie = (pairs: Record<string, string>) =>
    Object.entries(pairs)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("carry the renderer's HTML and its state, whose JSON cannot close the script", async () => {
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><p>Main · USD · \d+ categories<\/p><\/div>/);
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).queries.closing).toBe('</script>');
    expect(res.headers.vary).toContain('Cookie');
  });

  it("are in the address's language, else the visitor's choice, else their browser's", async () => {
    const arabic = await page('/about?lang=ar', { cookie: cookie({ roamstead_language: 'fr' }) });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.body).toContain('translations?language_code=ar');
    expect((await page('/about', { cookie: cookie({ roamstead_language: 'fr' }) })).body).toContain('<html lang="fr"');
    expect((await page('/about', { 'accept-language': 'de-DE,de;q=0.9' })).body).toContain('<html lang="de"');
    expect((await page('/about')).body).toContain('<html lang="en" dir="ltr"');
  });

  it("are in the visitor's currency when it is one we show, else the default", async () => {
    const euros = (await page('/about', { cookie: cookie({ roamstead_currency: 'EUR' }) })).body;
    expect(euros).toContain('data-currency="EUR"');
    expect(euros).toContain('· EUR ·');
    const unknown = (await page('/about', { cookie: cookie({ roamstead_currency: 'XXX' }) })).body;
    expect(unknown).toContain('data-currency="USD"');
  });

  it("fetch the app's code at a low priority when the page is rendered, at the usual one when the browser renders it", async () => {
    expect((await page('/about')).body).toContain('<script type="module" fetchpriority="low" src="/assets/index.js">');
    expect((await page('/dashboard')).body).toContain('<script type="module" src="/assets/index.js">');
  });

  it('show the start-up screen on the first page of a browser session only', async () => {
    expect((await page('/about')).body).toContain('<div id="startup"');
    const later = (await page('/about', { cookie: cookie({ roamstead_startup_shown: '1' }) })).body;
    expect(later).not.toContain('id="startup"');
    expect(later).toContain('<div id="root"><p>');
  });

  it("say whether the request held a session, so the header keeps the avatar's place", async () => {
    expect((await page('/about', { cookie: cookie({ [CSRF_COOKIE]: 'x' }) })).body).toContain(
      'data-session="signed-in"',
    );
    expect((await page('/about')).body).not.toContain('data-session');
  });

  it("leave signed-in screens to the browser and follow the renderer's redirects", async () => {
    const dashboard = await page('/dashboard');
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).not.toContain('page-state');
    const redirect = await page('/single-v3/7');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/listings/7');
  });

  it("never serve the renderer's own code", async () => {
    expect((await page('/server/entry-server.js')).headers['content-type']).toContain('text/html');
  });
});

describe('other public pages', () => {
  it('home: Organization and WebSite with a search action', async () => {
    const html = (await get('/')).body;
    expect(titleOf(html)).toBe('Explore · Roamstead');
    expect(byType(html, 'Organization')).toMatchObject({ name: 'Roamstead', url: `${PUBLIC_URL}/` });
    expect(byType(html, 'WebSite').potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${PUBLIC_URL}/?place={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('explore with a place: the place in the title, its own canonical and breadcrumbs', async () => {
    const html = (await get('/?place=lisbon&guests=2')).body;
    expect(titleOf(html)).toBe('Stays in Lisbon · Roamstead');
    expect(metaOf(html, 'description')).toEqual(['Stays in Lisbon: 2']);
    expect(linkOf(html, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/?place=Lisbon`);
    expect(metaOf(html, 'og:image')).toEqual([`${PUBLIC_URL}/uploads/demo/beachfront-1-1200x630.jpg`]);
    expect(byType(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Portugal',
      'Lisbon',
    ]);
    expect(titleOf((await get(`/?place=${'x'.repeat(5000)}`)).body)).toBe('Explore · Roamstead');
    const unknown = await get('/?place=Atlantis');
    expect(unknown.statusCode).toBe(200);
    expect(linkOf(unknown.body, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/`);
  });

  it('category: its name, count and a cover; unknown ones answer 404', async () => {
    const html = (await get('/category/beachfront')).body;
    expect(titleOf(html)).toMatch(/^.+ · Roamstead$/);
    expect(metaOf(html, 'description')[0]).toMatch(/: 2$/);
    expect(linkOf(html, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/category/beachfront`);
    expect(metaOf(html, 'og:image')[0]).toMatch(/^https:\/\/roamstead\.example\/uploads\/.+-1200x630\.jpg$/);
    expect(byType(html, 'BreadcrumbList')).toBeDefined();
    expect((await get('/category/no-such-thing')).statusCode).toBe(404);
  });

  it('public host profile: the name, the about text escaped; unknown hosts answer 404', async () => {
    const html = (await get(`/dashboard/host/public-host-profile/${ids.host}`)).body;
    expect(titleOf(html)).toBe('Ana Silva · Roamstead');
    expect(metaOf(html, 'description')).toEqual(['I host &lt;b&gt;two&lt;/b&gt; flats in Alfama.']);
    expect(metaOf(html, 'og:type')).toEqual(['profile']);
    for (const path of [`/agent-single/${ids.host}`, `/users/${ids.host}`]) {
      expect(linkOf((await get(path)).body, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/users/${ids.host}`);
    }
    expect(titleOf((await get(`/users/${ids.host}`)).body)).toBe('Ana Silva · Roamstead');
    expect((await get('/dashboard/host/public-host-profile/999999')).statusCode).toBe(404);
    expect((await get('/users/999999')).statusCode).toBe(404);
  });

  it('content and help pages in the language of the address', async () => {
    const about = (await get('/about')).body;
    expect(titleOf(about)).toBe('About us · Roamstead');
    expect(about).toContain('<html lang="en" dir="ltr"');
    const es = (await get('/help/faqs?lang=es')).body;
    expect(es).toContain('<html lang="es" dir="ltr"');
    expect(metaOf(es, 'og:locale')).toEqual(['es_ES']);
    expect(metaOf(es, 'og:locale:alternate')).toEqual(['en_GB', 'fr_FR', 'de_DE', 'ar_AR']);
    expect(linkOf(es, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/help/faqs?lang=es`);
    expect(titleOf(es)).not.toBe(titleOf((await get('/help/faqs')).body));
    expect((await get('/terms?lang=ar')).body).toContain('<html lang="ar" dir="rtl"');
    expect(linkOf((await get('/faq')).body, 'canonical')[0]?.href).toBe(`${PUBLIC_URL}/help/faqs`);
  });

  it('blog posts and openings: their own title; unknown ones answer 404', async () => {
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    const [opening] = await t.database.db.select().from(jobOpenings).where(eq(jobOpenings.open, true)).limit(1);
    if (!post || !opening) throw new Error('reference content missing');
    const html = (await get(`/blogs/${post.id}`)).body;
    expect(titleOf(html)).toBe(`${post.title} · Roamstead`);
    expect(metaOf(html, 'og:type')).toEqual(['article']);
    expect(byType(html, 'BlogPosting')).toMatchObject({ headline: post.title, author: { name: post.author } });
    expect(titleOf((await get(`/careers/${opening.id}`)).body)).toBe(`${opening.title} · Roamstead`);
    expect((await get('/blogs/999999')).statusCode).toBe(404);
    expect((await get('/careers/999999')).statusCode).toBe(404);
  });
});
