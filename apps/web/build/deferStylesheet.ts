import type { Plugin } from 'vite';

/**
 * The built page's stylesheet stops blocking the first paint: its `<link rel="stylesheet">`
 * becomes a preload (fetched at once, applied by `applyStylesheets` in main.tsx before the app
 * renders), so the start-up screen, styled inline in index.html, paints from the HTML alone.
 * `<noscript>` keeps the stylesheet for a browser without scripts.
 */
export function deferStylesheet(): Plugin {
  return {
    name: 'roamstead:defer-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"([^>]*?) href="([^"]+\.css)"([^>]*)>/g,
          (_link, before: string, href: string, after: string) =>
            `<link rel="preload" as="style"${before} href="${href}"${after} data-app-stylesheet>` +
            `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
        ),
    },
  };
}
