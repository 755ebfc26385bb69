// Builds the web app and the API server when a source is newer than their build (npm start, npm run cluster).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiBuildIsCurrent, buildApi } from '../apps/api/build.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const builtRenderer = path.join(webDir, 'dist/server/entry-server.js');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'build'),
  path.join(root, 'packages/contract/src'),
];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

/** Builds what is stale; `web: false` when WEB_DIST names another build (the e2e one). Exits on failure. */
export async function ensureBuilds({ web = true } = {}) {
  const current =
    fs.existsSync(builtRenderer) &&
    fs.existsSync(builtIndex) &&
    fs.statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime));
  if (web && !current) {
    console.log('Building the web app…');
    // Warnings and errors only: the asset table is for `npm run build`.
    const res = spawnSync('npm', ['run', 'build', '--silent', '-w', '@roamstead/web', '--', '--logLevel', 'warn'], {
      stdio: 'inherit',
      cwd: root,
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  if (!apiBuildIsCurrent()) {
    console.log('Building the API server…');
    // esbuild prints what failed.
    await buildApi().catch(() => process.exit(1));
  }
}
