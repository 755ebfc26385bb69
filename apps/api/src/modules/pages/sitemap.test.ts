import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { categoryId, insertListing, insertPlace, insertUser } from '../../../test/listings';
import { localStorage } from '../../platform/storage';
import { removeListingPhoto, storeListingPhoto } from '../hosting/photoFiles';
import { backfillSocialImages } from './socialImages';

const PUBLIC_URL = 'https://roamstead.example';
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-sitemap-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL });
  const db = t.database.db;
  const host = await insertUser(db, 'host', 'Ana');
  const lisbon = await insertPlace(db, { slug: 'lisbon', name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
  await insertPlace(db, { slug: 'oslo', name: 'Oslo', country: 'Norway', countryCode: 'NO' });
  const listing = {
    hostId: host.id,
    placeId: lisbon.id,
    categoryId: await categoryId(db, 'cabins'),
    nightlyPrice: 100,
  };
  // Ids chosen to fall in the first, second and fourth file of 10,000.
  await insertListing(db, { ...listing, id: 7 });
  await insertListing(db, { ...listing, id: 10_000 });
  await insertListing(db, { ...listing, id: 10_001 });
  await insertListing(db, { ...listing, id: 39_999 });
  await insertListing(db, { ...listing, id: 40_000, status: 'draft' });
  await insertListing(db, { ...listing, id: 40_001, status: 'unlisted' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of the API, not out of the noindex of private screens, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      '',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      '',
    ]);
  });
});

describe('sitemap.xml', () => {
  it('is an index of the pages file and one file per 10,000 listing ids up to the last published one', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/listings-1.xml`,
      `${PUBLIC_URL}/sitemaps/listings-2.xml`,
      `${PUBLIC_URL}/sitemaps/listings-3.xml`,
      `${PUBLIC_URL}/sitemaps/listings-4.xml`,
    ]);
  });

  it('lists the published listings of each file with their last change', async () => {
    expect(locs((await get('/sitemaps/listings-1.xml')).body)).toEqual([
      `${PUBLIC_URL}/listings/7`,
      `${PUBLIC_URL}/listings/10000`,
    ]);
    expect(locs((await get('/sitemaps/listings-2.xml')).body)).toEqual([`${PUBLIC_URL}/listings/10001`]);
    const fourth = (await get('/sitemaps/listings-4.xml')).body;
    expect(locs(fourth)).toEqual([`${PUBLIC_URL}/listings/39999`]);
    expect(fourth).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
    const third = await get('/sitemaps/listings-3.xml');
    expect(third.statusCode).toBe(200);
    expect(locs(third.body)).toEqual([]);
    // Files past the last published listing, and names that are no file, do not exist.
    for (const name of ['listings-5.xml', 'listings-0.xml', 'listings-x.xml', 'other.xml']) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('lists home, content pages, places and categories with listings, articles and openings', async () => {
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/help/faqs`,
        `${PUBLIC_URL}/roamstead-your-home`,
        `${PUBLIC_URL}/?place=Lisbon`,
        `${PUBLIC_URL}/category/cabins`,
        `${PUBLIC_URL}/blogs/1`,
        `${PUBLIC_URL}/careers/1`,
      ]),
    );
    expect(pages).not.toContain(`${PUBLIC_URL}/?place=Oslo`);
    expect(pages).not.toContain(`${PUBLIC_URL}/category/castles`);
    expect(pages).not.toContain(`${PUBLIC_URL}/faq`);
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('link-preview pictures', () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();

  it('are made 1200×630 when a photo is stored, and removed with it', async () => {
    const root = path.join(dataDir, 'uploads');
    const stored = await storeListingPhoto(localStorage(root), 7, await picture(1600, 1200));
    const file = path.join(root, `${stored.storageKey}-1200x630.jpg`);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    await removeListingPhoto(localStorage(root), stored.storageKey);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('are made for photos stored before they existed, from the largest variant', async () => {
    const root = path.join(dataDir, 'uploads');
    fs.mkdirSync(path.join(root, 'demo'), { recursive: true });
    await sharp(await picture(1024, 683))
      .webp()
      .toFile(path.join(root, 'demo/old-1-1024.webp'));
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), warn: () => {} } as never;
    await backfillSocialImages(localStorage(root), log);
    const meta = await sharp(path.join(root, 'demo/old-1-1200x630.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(logged).toEqual(['link-preview pictures made for older photos: 1']);
    await backfillSocialImages(localStorage(root), log);
    expect(logged).toHaveLength(1);
  });
});
