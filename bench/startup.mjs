// Time from starting the server to the first 200 on /api/v1/health: first start on an empty
// data directory (migrations + demo seed), then a restart on the same data.
// Usage: node bench/startup.mjs   (run `npm run build` first so the web app is served too)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-'));

async function timeToHealthy() {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.status === 200) {
        const ms = performance.now() - started;
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        return ms;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 120 s');
}

const first = await timeToHealthy();
const restart = await timeToHealthy();
fs.rmSync(dataDir, { recursive: true, force: true });
console.table([
  { run: 'first start (migrate + seed)', ms: Math.round(first) },
  { run: 'restart (same data)', ms: Math.round(restart) },
]);
