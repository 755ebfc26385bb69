import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pwa } from './build/pwa';

export default defineConfig({
  // pwa(): the service worker's registration module (`virtual:pwa-register`) resolves in tests too.
  plugins: [react(), pwa()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
