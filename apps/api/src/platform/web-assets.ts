import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality for answers compressed on the fly: close to gzip's speed, smaller output. */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Compression of every dynamic answer (JSON, the HTML document) except the live event stream,
 * which @fastify/compress leaves alone (`text/event-stream` is not compressible to it, and the
 * stream hijacks its reply anyway). Register before the routes: it applies to later ones only.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  });
}

/** Whether the built web client exists (tests run without it). */
export const hasWebBuild = (webDist: string) => fs.existsSync(path.join(webDist, 'index.html'));

/**
 * The built web client. The build writes `.br` and `.gz` copies of every text file beside it,
 * sent as they are to clients that accept them (`Content-Encoding`, `Vary: Accept-Encoding`).
 * Hashed files under `assets/` never change; everything else (the service worker, the manifest,
 * icons) must be revalidated so a new version is seen.
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The server's own renderer of pages (server/entry-server.js) is not a file to serve.
    globIgnore: ['server/**'],
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
