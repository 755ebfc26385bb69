import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREENS } from '../src/app/routes/firstScreens';

/** What the server reads: for each route of `FIRST_SCREENS`, the files its screen needs beyond index.html's. */
const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * Writes `first-screens.json`: for each first screen, its chunks with everything they import
 * statically, and their stylesheets, minus what index.html already loads. The server writes them
 * into the page as `<link rel="modulepreload">` / `<link rel="preload" as="style">` tags
 * (docs/adr/0041), so a phone fetches a screen's code with the app's instead of a round trip or
 * three later, and the app's dynamic imports find them there instead of adding links themselves.
 */
export function firstScreenPreloads(): Plugin {
  let srcDir = '';
  return {
    name: 'roamstead:first-screen-preloads',
    apply: 'build',
    configResolved: (config) => {
      srcDir = path.join(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const inHtml = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) collect(bundle, entry, inHtml);
      const screens: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const [route, modules] of Object.entries(FIRST_SCREENS)) {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.join(srcDir, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`${module} (first screen of ${route}) is not a chunk of its own`);
          collect(bundle, chunk, files);
        }
        const needed = [...files].filter((file) => !inHtml.has(file)).map((file) => `/${file}`);
        screens[route] = {
          scripts: needed.filter((file) => file.endsWith('.js')),
          styles: needed.filter((file) => file.endsWith('.css')),
        };
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify(screens, null, 2)}\n` });
    },
  };
}

/** A chunk's file, the files of the chunks it imports statically, and their stylesheets. */
function collect(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, files: Set<string>) {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') collect(bundle, imported, files);
  }
}
