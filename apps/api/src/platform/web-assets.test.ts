import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../test/helpers';

/** A built web client as the build leaves it: each text file with its `.br` and `.gz` copies. */
const script = `export const words = ${JSON.stringify('roam '.repeat(2000))};\n`;
const html = `<!doctype html><html><head><title>Roamstead</title></head><body><div id="root"></div>${'<p>stay</p>'.repeat(300)}</body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-web-assets-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(webDist, name), body);
    fs.writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(body));
  };
  write('index.html', html);
  write('assets/index-abc123.js', script);
  write('sw.js', script);
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });

describe('web assets', () => {
  it('sends the Brotli copy of a hashed asset to a client that takes it, cached for good', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy to a gzip-only client and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('has unhashed files such as the service worker revalidated', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page document of a client route compressed and revalidated', async () => {
    const res = await get('/dashboard/guest/trips', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page's head is written into the document; its body stays the build's.
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>stay</p>'.repeat(300));
  });
});

describe('API answers', () => {
  it('compresses JSON over 1 KB with Brotli, or gzip for a gzip-only client', async () => {
    const br = await get('/api/v1/openapi.json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    const document = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const gz = await get('/api/v1/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(document);

    const plain = await get('/api/v1/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/v1/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live event stream', async () => {
    const who = await signedInUser(t);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/stream-ticket',
      headers: who.headers,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/conversations/stream?ticket=${ticket.json().data.ticket}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      // The first frame arrives as plain text, not held back in a compressor's buffer.
      const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
      const first = await reader?.read();
      expect(first?.value).toMatch(/^(event|retry|id|data): |^:/m);
    } finally {
      controller.abort();
    }
  });
});
