// `npm start`: build the web app when no current build exists, then serve web + API on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(root, 'packages/contract/src'),
];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const run = (cmd, args, opts = {}) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const current = fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime));
if (!current) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@roamstead/web']);
}
run(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']);
