// The config is loaded by Node, which cannot import the contract's TypeScript: the product name as in SPEC.
const PRODUCT_NAME = 'Roamstead';

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_ICONS } from './pwaIcons';

/**
 * Every language's UI strings, precached with the app (GET /translations answers from the
 * contract's built-in files): a visit that starts offline, or on a screen that never asked for
 * them, still reads its own language. Each entry's revision is a hash of the language's files,
 * so a release that changes them replaces them.
 */
const I18N = new URL('../../../packages/contract/src/i18n/', import.meta.url);
const translationEntries = readdirSync(I18N, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name: language }) => {
    const folder = new URL(`${language}/`, I18N);
    const hash = createHash('sha256');
    for (const file of readdirSync(folder).sort()) hash.update(readFileSync(new URL(file, folder)));
    return { url: `/api/v1/translations?language_code=${language}`, revision: hash.digest('hex').slice(0, 16) };
  });

/** Cache of API answers kept for reading offline; cleared on sign-out (features/offline). */
export const API_CACHE = 'roamstead-api';
const BRAND = '#e0234e';

/**
 * The installable app (ADR 0021): a web manifest, and a Workbox service worker that precaches the
 * built app shell and serves API GETs network-first (the cache answers only without a network).
 * A new version waits for the visitor's go-ahead (the update notice) instead of taking over.
 */
export const pwa = ({ disable = false } = {}) =>
  VitePWA({
    disable,
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: [],
    manifest: {
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'Book homes and experiences hosted by locals around the world.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND,
      background_color: '#ffffff',
      icons: PWA_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      additionalManifestEntries: translationEntries,
      // Leaflet and the other big lazy chunks are part of the shell too.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first service worker serves the page that installed it, so what that visit reads is
      // kept. Later versions still wait for the update notice (no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [
        {
          // Pages from the server, rendered there (docs/adr/0047); without a network, the app's
          // shell, rendered in the browser from what was saved.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|uploads)\/|^\/(robots\.txt|sitemap\.xml)$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          // API reads: always from the network while there is one; the last answer only without.
          // Not the live stream, nor the dev tools.
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            url.pathname.startsWith('/api/v1/') &&
            !url.pathname.startsWith('/api/v1/dev/') &&
            !url.pathname.endsWith('/stream'),
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            plugins: [
              {
                // The cache-busting `_t` of SPEC §7 would make every answer a new entry.
                cacheKeyWillBeUsed: async ({ request }) => {
                  const url = new URL(request.url);
                  url.searchParams.delete('_t');
                  return url.href;
                },
              },
            ],
          },
        },
        {
          // Listing photos: seen once, kept (their names change when the photo does).
          urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'roamstead-photos',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
      ],
    },
  });
