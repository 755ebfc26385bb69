import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = 'firstScreen';
/** Small shared chunks are copied into the chunks that import them; stylesheets stay files. */
const INLINE_BELOW_BYTES = 8 * 1024;
/** A feature's screens, imported lazily by the route table. */
const SCREEN_LIST = /\/features\/[^/]+\/pages\/index\.ts$/;
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;
/**
 * V8's explicit compile hint (Chromium 136+): every function of the file is compiled while it
 * streams in, off the main thread, instead of on its first call, on the main thread, as the app
 * starts (docs/adr/0042).
 */
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/**
 * Builds `src/firstScreen.ts` as an entry of its own and writes its `<script type="module">`
 * into index.html before the app's. Vite bundles every script of an HTML page into that page's
 * one entry, which runs only once all of the app's modules have arrived; on its own, this small
 * script runs as soon as it arrives, while the app's are still on their way.
 *
 * It also decides how the code is cut into files (docs/adr/0038): a phone on a slow network pays
 * a round trip for every script over HTTP/1.1's six connections, and the automatic cut made 43
 * scripts for the home page, most under 1 KB. Everything the app needs to start goes in one
 * `shell` chunk, except the modules of this entry (it must not wait for the shell), and small
 * chunks shared by pages are copied into them. The shell is marked to be compiled as it arrives.
 */
export function firstScreenEntry(): Plugin {
  let entryFile = '';
  let appFile = '';
  /** The entry's own modules, static imports followed (filled once the module graph is known). */
  const entryModules = new Set<string>();
  /** Chunks holding a screen: a module that a feature's list of screens (`pages/index.ts`) imports. */
  const screens = new Set<string>();
  return {
    name: 'roamstead:first-screen-entry',
    apply: 'build',
    config: (config) => {
      const root = config.root ?? process.cwd();
      entryFile = path.resolve(root, 'src/firstScreen.ts');
      appFile = path.resolve(root, 'src/app/App.tsx');
      return {
        build: {
          // Vite preloads a dynamic import's scripts by adding <link rel="modulepreload"> tags, and
          // with the stylesheet's @property rules every <link> added makes the browser restyle the
          // whole page (~25 ms for the home page on a fast desktop, docs/adr/0039). Only imports
          // that start a screen keep them; the others (toasts, the service worker, a screen's
          // dialogs and maps) fetch a chunk's own imports once it arrives. Stylesheets of lazy
          // chunks still load the same way.
          modulePreload: {
            resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || screens.has(file) ? deps : []),
          },
          rollupOptions: {
            input: { index: path.resolve(root, 'index.html'), [ENTRY]: entryFile },
            // Copying shared chunks needs entries free to drop exports nothing imports.
            preserveEntrySignatures: false,
            output: {
              // The shell (the chunk holding the app): most of its code runs as the app starts.
              postBanner: (chunk) => (chunk.moduleIds.includes(appFile) ? COMPILE_EAGERLY : ''),
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    tags: ['$initial'],
                    test: (id: string) => !entryModules.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
                experimentalInlineCommonChunks: { maxSize: INLINE_BELOW_BYTES, exclude: STYLES },
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const pending = [entryFile];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (entryModules.has(id)) continue;
        entryModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle: {
      // Before Vite's own step that writes each dynamic import's preloads.
      order: 'pre',
      handler(_options, bundle) {
        const isScreen = (id: string) => this.getModuleInfo(id)?.dynamicImporters.some((by) => SCREEN_LIST.test(by));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.moduleIds.some(isScreen)) screens.add(chunk.fileName);
        }
      },
    },
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
