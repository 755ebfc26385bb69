import { API_BASE_PATH, PHOTO_WIDTHS, UPLOADS_PATH } from '@roamstead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import type { Config } from '../config';
import { type Storage, sendStored } from './storage';

/** Storage key of one WebP variant (also its path under /uploads/). */
export const variantFile = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** Public path of one WebP variant (absolute only for other origins, see `registerUploadAddresses`). */
export const variantUrl = (storageKey: string, width: number) => `${UPLOADS_PATH}/${variantFile(storageKey, width)}`;

/** Link previews (Open Graph, Twitter cards) want a 1200×630 picture, in a format every crawler reads. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Storage key of a photo's link-preview picture (JPEG, SOCIAL_IMAGE). */
export const socialImageFile = (storageKey: string) => `${storageKey}-${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}.jpg`;

/** Public URL of a photo's link-preview picture. */
export const socialImageUrl = (storageKey: string) => `${UPLOADS_PATH}/${socialImageFile(storageKey)}`;

/** The link-preview picture of an image: cropped to SOCIAL_IMAGE around its centre. */
export const renderSocialImage = (image: Sharp) =>
  image.rotate().resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();

/** The stored variants of a photo whose largest variant is `width` × `height`. */
export function photoVariants(storageKey: string, width: number, height: number) {
  return PHOTO_WIDTHS.map((w) => ({
    url: variantUrl(storageKey, w),
    width: w,
    height: Math.round((height * w) / width),
  }));
}

/**
 * Serves stored files under /uploads/ from the storage, streamed through the API (one origin,
 * private buckets, the same caching headers whichever storage is in use). Keys are never reused,
 * so browsers may cache them for good.
 */
export function registerUploads(app: FastifyInstance, storage: Storage) {
  app.addHook('onReady', () => storage.check());
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) =>
    sendStored(request, reply, await storage.get(request.params['*'])),
  );
}

/** Where answers to other origins address uploads: PUBLIC_URL without its trailing slash. */
export const uploadsBase = (config: Pick<Config, 'PUBLIC_URL'>) => config.PUBLIC_URL.replace(/\/+$/, '');

/**
 * Whether a request comes from a page of another origin (a SPEC §7 client on CORS_ORIGINS): its
 * Origin names another host than the one it was sent to, or the browser says it crossed sites.
 * Our own pages (by whatever host name they were opened), the server-rendered page's calls and
 * clients outside a browser are not.
 */
export function fromOtherOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Stored files: listing photos and message images under /uploads, profile pictures under the API. */
const UPLOAD_PATH = new RegExp(`^(${API_BASE_PATH})?${UPLOADS_PATH}/[^\\s?#]+$`);

/** A copy of `value` where every upload path is an absolute URL on `base`. */
function absoluteUploads(value: unknown, base: string): unknown {
  if (typeof value === 'string') return UPLOAD_PATH.test(value) ? base + value : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUploads(v, base));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUploads(v, base)]));
  }
  return value;
}

/**
 * Answers name uploads by path (`/uploads/…`), so a page shows them by whatever host name it was
 * opened (localhost, 127.0.0.1, a LAN address). Answers to another origin's page (SPEC §7 clients)
 * name them by absolute URL on PUBLIC_URL, and the files may be embedded cross-origin. E-mails build
 * their links on PUBLIC_URL themselves. Register before the routes.
 */
export function registerUploadAddresses(app: FastifyInstance) {
  const base = uploadsBase(app.config);
  app.addHook('preSerialization', async (request, _reply, payload) =>
    fromOtherOrigin(request) ? absoluteUploads(payload, base) : payload,
  );
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (UPLOAD_PATH.test(pathname)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
