import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';
import { pwaIcons } from './build/pwaIcons';

const apiPort = process.env.API_PORT ?? '3001';
const outDir = process.env.WEB_OUT_DIR ?? 'dist';
// react-router's package exports only its development build (remix-run/react-router#14102): a
// production build takes the production one, the same code without the development warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** A build without SPEC §2's hold (`VITE_STARTUP_DELAY_MS=0`) has no start-up screen at all. */
const startupScreen = (): Plugin => ({
  name: 'roamstead:startup-screen',
  transformIndexHtml: (html) =>
    process.env.VITE_STARTUP_DELAY_MS === '0' ? html.replace(/\s*<div id="startup"[\s\S]*?<\/div>/, '') : html,
});

// Two builds (docs/adr/0047): the browser's app in `outDir`, and the server's renderer of public
// pages (`vite build --ssr src/entry-server.tsx`) in `outDir/server`, everything bundled in.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss(), pwa({ disable: true })]
    : [react(), tailwindcss(), startupScreen(), pwaIcons(), pwa(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ssr: { noExternal: true, target: 'node' },
  // The server's renderer runs React's production build whatever NODE_ENV the server has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? `${outDir}/server` : outDir,
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shared', test: /lucide-react|contract[\\/]src[\\/]\w*[cC]onstants/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
}));
