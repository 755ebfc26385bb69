import zlib from 'node:zlib';
import { OPERATOR_MESSAGES } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, signUp } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists the reference categories in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toContain('Beachfront');
    expect(body.data[0]).toMatchObject({ slug: 'beachfront', name: 'Beachfront', listing_count: 0 });
  });

  it('lists at least the twelve required currencies with rates against USD', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/get-supported-currencies' });
    const codes = res.json().data.map((c: { code: string }) => c.code);
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'INR', 'BRL', 'MXN', 'ZAR', 'ZMW']) {
      expect(codes).toContain(code);
    }
    const usd = res.json().data.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$', rate: 1 });
  });

  it('lists languages with native names and direction', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/supported-lang' });
    const ar = res.json().data.find((l: { code: string }) => l.code === 'ar');
    expect(ar).toEqual({ code: 'ar', name: 'Arabic', native_name: 'العربية', dir: 'rtl' });
    expect(res.json().data).toHaveLength(5);
  });

  it('serves translations of a known language and 404s an unknown one', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/v1/translations?language_code=fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().data.resources.common.search).toBe('Rechercher');
    const xx = await t.app.inject({ method: 'GET', url: '/api/v1/translations?language_code=xx' });
    expect(xx.statusCode).toBe(404);
    expect(xx.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/translations' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.language_code).toBeDefined();
  });

  it('lets a client revalidate its copy of the translations instead of downloading them again', async () => {
    const get = (language: string, headers = {}) =>
      t.app.inject({ method: 'GET', url: `/api/v1/translations?language_code=${language}`, headers });
    const fr = await get('fr', { 'accept-encoding': 'br' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['cache-control']).toBe('no-cache');
    expect(fr.headers['content-encoding']).toBe('br');
    const etag = String(fr.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('fr')).headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await get('fr', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    const es = await get('es', { 'if-none-match': etag });
    expect(es.statusCode).toBe(200);
    expect(es.headers.etag).not.toBe(etag);
    expect(es.json().data.resources.common.search).toBe('Buscar');
    expect((await get('fr', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('sends the translations compressed as hard as Brotli and gzip go, the same JSON as uncompressed', async () => {
    const get = (headers = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/translations?language_code=en', headers });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get({ 'accept-encoding': accepted, origin: 'http://localhost:5173' });
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(json);
    }
    // Quality 11 against the quality answers are compressed with on the fly (4).
    const br = await get({ 'accept-encoding': 'br' });
    const onTheFly = zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.rawPayload.length).toBeLessThan(onTheFly.length * 0.9);
  });

  it('adds a category for an administrator only, refuses a duplicate and a bad name with field details', async () => {
    const add = (name: string, headers = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/categories/add', payload: { name }, headers });
    const anonymous = await add('Treehouses');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    for (const role of ['guest', 'host'] as const) {
      const refused = await add('Treehouses', bearer((await signUp(t.app, { role })).token));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: OPERATOR_MESSAGES.noRole });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json().data).not.toContainEqual(
      expect.objectContaining({ name: 'Treehouses' }),
    );
    const admin = await signUp(t.app);
    await makeOperator(t.app, admin.user.id);
    const headers = bearer(admin.token);
    const ok = await add('Treehouses', headers);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ name: 'Treehouses', slug: 'treehouses' });
    const dup = await add('Treehouses', headers);
    expect(dup.statusCode).toBe(409);
    const bad = await add('x', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.name).toEqual(['Name must be at least 2 characters.']);
  });
});
