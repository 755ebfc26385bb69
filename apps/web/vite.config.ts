import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferStylesheet } from './build/deferStylesheet';
import { firstScreenEntry } from './build/firstScreenEntry';
import { firstScreenPreloads } from './build/firstScreenPreloads';
import { preactAliases } from './build/preact';
import { precompress } from './build/precompress';
import { manifestAfterStartup, pwa } from './build/pwa';
import { pwaIcons } from './build/pwaIcons';

const apiPort = process.env.API_PORT ?? '3001';
// react-router's package exports only its development build (remix-run/react-router#14102): a
// production build takes the production one, the same code without the development warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    firstScreenEntry(),
    firstScreenPreloads(),
    deferStylesheet(),
    pwaIcons(),
    pwa(),
    manifestAfterStartup(),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...preactAliases] : [],
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
}));
