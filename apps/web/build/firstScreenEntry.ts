import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = 'firstScreen';

/**
 * Builds `src/firstScreen.ts` as an entry of its own and writes its `<script type="module">`
 * into index.html before the app's. Vite bundles every script of an HTML page into that page's
 * one entry, which runs only once all of the app's modules have arrived; on its own, this small
 * script runs as soon as it arrives and starts fetching the first screen's code beside them.
 */
export function firstScreenEntry(): Plugin {
  return {
    name: 'roamstead:first-screen-entry',
    apply: 'build',
    config: (config) => ({
      build: {
        rollupOptions: {
          input: {
            index: path.resolve(config.root ?? process.cwd(), 'index.html'),
            [ENTRY]: path.resolve(config.root ?? process.cwd(), 'src/firstScreen.ts'),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY);
        if (!chunk) throw new Error(`the ${ENTRY} entry is missing from the build`);
        return html.replace(
          /<script type="module" crossorigin src="[^"]+"><\/script>/,
          (app) => `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    ${app}`,
        );
      },
    },
  };
}
