import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReferenceData } from '../src/db/reference';
import { AMENITIES } from '../src/db/reference-amenities';
import { PLACES } from '../src/db/reference-places';
import { amenities, categories, currencies, listings, places } from '../src/db/schema';
import { bearer, signUp } from './auth';
import { createTestApp, type TestApp } from './helpers';

// A fresh database (PGlite, or a new PostgreSQL database with TEST_DATABASE_URL) gets only what
// every start applies: migrations and the reference load, no demo seed.
let t: TestApp;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-reference-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = (table: PgTable) => t.database.db.$count(table);

describe('reference data on every database', () => {
  it('places, amenities, categories and currencies are there without a seed, and reapplying changes nothing', async () => {
    const before = {
      places: await count(places),
      amenities: await count(amenities),
      categories: await count(categories),
      currencies: await count(currencies),
      listings: await count(listings),
    };
    expect(before.places).toBe(PLACES.length);
    expect(before.amenities).toBe(AMENITIES.length);
    expect(before.categories).toBeGreaterThan(0);
    expect(before.currencies).toBeGreaterThan(0);
    expect(before.listings).toBe(0);
    await applyReferenceData(t.database.db);
    expect(await count(places)).toBe(before.places);
    expect(await count(amenities)).toBe(before.amenities);
  });

  it('a host can publish a listing on a fresh database', async () => {
    const host = await signUp(t.app, { role: 'host' });
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object | Buffer, headers = {}) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...bearer(host.token), ...headers },
        ...(payload ? { payload } : {}),
      });
    const [place] = (await api('GET', '/hosting/places?q=Lisbon')).json().data;
    expect(place).toMatchObject({ name: 'Lisbon' });
    const [category] = (await api('GET', '/categories')).json().data;
    const draft = (await api('POST', '/hosting/listings', { kind: 'home' })).json().data;
    const patched = await api('PATCH', `/hosting/listings/${draft.id}`, {
      category_id: category.id,
      property_type: 'apartment',
      place_id: place.id,
      address: '12 Rua das Flores, Chiado, Lisbon',
      lat: 38.7108,
      lng: -9.1426,
      max_guests: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      amenities: ['wifi', 'kitchen'],
      title: 'Quiet room above Chiado',
      description: 'A bright room with a balcony over the tram line and a kitchen for long breakfasts.',
      nightly_price: 9_000,
      cleaning_fee: 0,
      currency: 'EUR',
      min_nights: 1,
      max_nights: 30,
      instant_book: true,
      cancellation_policy: 'flexible',
      house_rules: 'No parties.',
      check_in_time: '15:00',
      check_out_time: '11:00',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const boundary = 'reference-photo';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await api('POST', `/hosting/listings/${draft.id}/photos`, form, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const live = await api('POST', `/hosting/listings/${draft.id}/publish`);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().data.status).toBe('published');
  });

  it('the database layer imports no feature module', () => {
    const root = path.resolve(import.meta.dirname, '../src/db');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`seed${path.sep}`));
    expect(files).toContain('reference.ts');
    for (const file of files) {
      expect(fs.readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(/from '[./]*modules\//);
    }
  });
});
