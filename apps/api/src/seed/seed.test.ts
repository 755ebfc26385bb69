import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { convertMinor, PHOTO_WIDTHS } from '@roamstead/contract';
import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import type { Db } from '../db/client';
import { CURRENCIES } from '../db/reference';
import { PLACES } from '../db/reference-places';
import { experienceSlots, listingPhotos, listings, places, reviews, users } from '../db/schema';
import { localStorage, uploadsDir } from '../platform/storage';
import { variantFile } from '../platform/uploads';
import { CITIES } from './content';
import { DEMO_EMAIL_DOMAIN, demoUsers } from './generate';
import { DEMO_ADMIN_EMAIL, seedDemo, seedDemoIfEmpty } from './index';

let a: TestApp;
let b: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rs-seed-'));
  [a, b] = await Promise.all([createTestApp({ DATA_DIR: dataDir }), createTestApp({ DATA_DIR: dataDir })]);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = (db: Db, query: string) =>
  db.execute(sql.raw(query)).then((r) => (r as { rows: Record<string, unknown>[] }).rows);

/** Every seeded row, in a stable order, for comparing two databases. */
async function dump(db: Db) {
  return {
    users: await db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
      .orderBy(asc(users.id)),
    places: await db.select().from(places).orderBy(asc(places.id)),
    listings: await db.select().from(listings).orderBy(asc(listings.id)),
    photos: await db.select().from(listingPhotos).orderBy(asc(listingPhotos.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    slots: await db.select().from(experienceSlots).orderBy(asc(experienceSlots.id)),
  };
}

describe('demo seed', () => {
  it('fills an empty database once with the required marketplace', async () => {
    const db = a.database.db;
    const totals = await seedDemoIfEmpty(db, a.app.config);
    expect(totals).toMatchObject({ listings: 240, hosts: 24 });
    expect(await seedDemoIfEmpty(db, a.app.config)).toBeNull();

    const [summary] = await rows(
      db,
      `select count(*)::int as listings, count(distinct place_id)::int as places, count(distinct host_id)::int as hosts,
              count(distinct category_id)::int as categories, min(nightly_price)::int as min_price
       from listings where status = 'published' and kind = 'home'`,
    );
    expect(summary).toMatchObject({ listings: 240, places: 18, hosts: 24, categories: 12 });

    // The demo operator keeps the admin role.
    expect(
      await rows(
        db,
        `select r.role from operator_roles r join users u on u.id = r.user_id where u.email = '${DEMO_ADMIN_EMAIL}'`,
      ),
    ).toEqual([{ role: 'admin' }]);

    // One experience per city, each with upcoming weekly slots.
    const experiences = await rows(
      db,
      `select l.id, count(s.id) filter (where s.starts_at > now())::int as upcoming
       from listings l join experience_slots s on s.listing_id = l.id
       where l.kind = 'experience' and l.status = 'published' group by l.id`,
    );
    expect(experiences).toHaveLength(18);
    for (const e of experiences) expect(e.upcoming).toBeGreaterThan(10);
    expect(summary?.min_price).toBeGreaterThan(0);

    const hostRoles = await rows(db, `select distinct u.role from listings l join users u on u.id = l.host_id`);
    expect(hostRoles).toEqual([{ role: 'host' }]);

    const photoCounts = await rows(
      db,
      `select l.id, count(p.id)::int as photos, count(p.id) filter (where p.is_cover)::int as covers
       from listings l left join listing_photos p on p.listing_id = l.id group by l.id
       having count(p.id) < 4 or count(p.id) filter (where p.is_cover) <> 1`,
    );
    expect(photoCounts).toEqual([]);

    // Stored averages agree with the reviews behind them.
    const wrongAverages = await rows(
      db,
      `select l.id from listings l left join reviews r on r.listing_id = l.id group by l.id
       having l.review_count <> count(r.id) or l.rating_avg is distinct from round(avg(r.rating), 2)`,
    );
    expect(wrongAverages).toEqual([]);
    const [reviewTotals] = await rows(
      db,
      'select count(*)::int as n, count(distinct author_id)::int as authors from reviews',
    );
    expect(reviewTotals?.n).toBeGreaterThan(1000);
    expect(reviewTotals?.authors).toBeGreaterThan(50);

    // Every price in USD matches the local price at the reference rates.
    const rate = (code: string) => CURRENCIES.find((c) => c.code === code) as (typeof CURRENCIES)[number];
    for (const l of await db.select().from(listings)) {
      expect(l.nightlyPriceUsd).toBe(convertMinor(l.nightlyPrice, rate(l.currency), rate('USD')));
    }

    const keys = await rows(db, 'select distinct storage_key from listing_photos');
    expect(keys.length).toBeGreaterThanOrEqual(48);
    for (const { storage_key } of keys) {
      for (const width of PHOTO_WIDTHS) {
        expect(fs.existsSync(path.join(uploadsDir(a.app.config), variantFile(String(storage_key), width)))).toBe(true);
      }
    }

    // The demo host named at start-up was paid for the stays behind their reviews.
    const [demoHost] = await rows(db, `select id from users where email = '${demoUsers(240).hosts[0]?.email}'`);
    const [stays] = await rows(
      db,
      `select count(*)::int as reviews,
              (select count(*)::int from bookings b join payouts p on p.booking_id = b.id
                where b.host_id = ${demoHost?.id} and b.state = 'completed' and p.status = 'paid'
                  and p.paid_at < now() and b.checkout < current_date) as paid_stays
       from reviews r join listings l on l.id = r.listing_id
       where l.host_id = ${demoHost?.id} and l.kind = 'home'`,
    );
    expect(stays?.reviews).toBeGreaterThan(50);
    expect(stays?.paid_stays).toBe(stays?.reviews);
    expect(totals?.completedStays).toBe(stays?.reviews);

    const page = await a.app.inject({ method: 'GET', url: '/api/v1/listings?place=Lisbon&per_page=5' });
    expect(page.json().data.total).toBeGreaterThan(10);
    const detail = await a.app.inject({ method: 'GET', url: `/api/v1/listings/${page.json().data.items[0].id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.reviews.length).toBeGreaterThan(0);
    expect(detail.json().data.amenities.map((x: { slug: string }) => x.slug)).toContain('wifi');
    const photo = await a.app.inject({ method: 'GET', url: detail.json().data.photos[0].variants[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('is deterministic: a re-seed and a seed of another database give identical rows', async () => {
    const usersBefore = await a.database.db.select({ id: users.id, email: users.email }).from(users);
    await seedDemo(a.database.db, { storage: localStorage(uploadsDir(a.app.config)), listings: 30 });
    await seedDemo(b.database.db, { storage: localStorage(uploadsDir(b.app.config)), listings: 30 });
    const [first, second] = await Promise.all([dump(a.database.db), dump(b.database.db)]);
    expect(first.listings.filter((l) => l.kind === 'home')).toHaveLength(30);
    expect(first.reviews.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    // Demo users are kept, not recreated.
    expect(await a.database.db.select({ id: users.id, email: users.email }).from(users)).toEqual(usersBefore);
  });
});

describe('demo cities', () => {
  it('are distinct reference places, so each one gets its own share of the demo', () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(PLACES.map((p) => p.slug)).toEqual(expect.arrayContaining(slugs));
  });
});
