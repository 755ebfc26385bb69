// Builds the API server to apps/api/dist/main.js (and the worker thread it starts), run with plain `node`.
// `node build.mjs` builds; `node build.mjs --if-stale` and `ensureApiBuild()` only when a source
// is newer than the build.
// Dependencies are bundled too (fewer files to load at start), except those that load native
// code or WebAssembly from their own folder: they stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';

const apiDir = import.meta.dirname;
const root = path.resolve(apiDir, '../..');
const outDir = path.join(apiDir, 'dist');
const outFile = path.join(outDir, 'main.js');
const migrations = path.join(apiDir, 'src/db/migrations');
const sources = [
  path.join(apiDir, 'src'),
  path.join(apiDir, 'build.mjs'),
  path.join(apiDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'package-lock.json'),
];
const external = ['sharp', '@electric-sql/pglite', 'pg'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

export function apiBuildIsCurrent() {
  return fs.existsSync(outFile) && fs.statSync(outFile).mtimeMs >= Math.max(...sources.map(newestMtime));
}

export async function buildApi() {
  // Loaded here so a prebuilt server runs without the build tools (npm ci --omit=dev).
  const esbuild = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    // The calendar feed parser's worker thread is a file of its own (feed-parser.ts).
    entryPoints: {
      main: path.join(apiDir, 'src/main.ts'),
      'parse-feed-worker': path.join(apiDir, 'src/modules/calendar-sync/parse-feed-worker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    // For stack traces in the sources: NODE_OPTIONS=--enable-source-maps (costs ~45 MB, so off by default).
    sourcemap: true,
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    // Bundled CommonJS packages call require() for Node built-ins.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  // The migrator reads `<folder of the running module>/migrations`: src/db/ in development,
  // dist/ once built.
  await esbuild.stop();
  fs.cpSync(migrations, path.join(outDir, 'migrations'), { recursive: true });
}

/** Builds the server unless dist/main.js is newer than every source it comes from. */
export async function ensureApiBuild() {
  if (apiBuildIsCurrent()) return false;
  await buildApi();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (process.argv.includes('--if-stale')) await ensureApiBuild();
  else await buildApi();
}
