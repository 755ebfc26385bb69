import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection'];

let t: TestApp;
let folder: string;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-security-headers-'));
  const webDist = path.join(folder, 'web');
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Roamstead</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'export {};\n');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting();\n');
  // A stored photo, as the local storage keeps it.
  fs.mkdirSync(path.join(folder, 'data/uploads/listings'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'data/uploads/listings/photo-480.webp'), 'RIFF....WEBP');
  t = await createTestApp({ WEB_DIST: webDist, DATA_DIR: path.join(folder, 'data') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('security headers', () => {
  it('gives pages, the service worker and the API every header, the content security policy included', async () => {
    // A missing asset gets the app's not-found page: a document like the others.
    for (const url of ['/', '/about', '/sw.js', '/api/v1/get-supported-currencies', '/assets/missing-abc123.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(url.includes('missing') ? 404 : 200);
      for (const header of DOCUMENT_ONLY) expect(res.headers[header], `${url} ${header}`).toBeDefined();
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('leaves the headers only a document reads off the built scripts and the stored photos', async () => {
    for (const url of ['/assets/index-abc123.js', '/uploads/listings/photo-480.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const header of DOCUMENT_ONLY) expect(res.headers[header], `${url} ${header}`).toBeUndefined();
      // Those a subresource does act on stay.
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBeDefined();
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
