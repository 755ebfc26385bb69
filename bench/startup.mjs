// Time from starting the server to the first 200 on /api/v1/health, the CPU time it took (less
// sensitive to a busy machine than the wall clock) and the server's resident memory (RSS) once
// healthy: first start on an empty data directory (migrations + demo seed), then
// a restart on the same data.
// Usage: node bench/startup.mjs [--source] [--runs N]
//   default    the compiled server `npm start` runs (node apps/api/dist/main.js; built if stale)
//   --source   the TypeScript sources through tsx, as `npm run dev` runs them
// Run `npm run build` first so the web app is served too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApiBuild } from '../apps/api/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const args = process.argv.slice(2);
const fromSource = args.includes('--source');
const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;

if (!fromSource) await ensureApiBuild();
const command = fromSource ? ['--import', 'tsx', 'apps/api/src/main.ts'] : ['apps/api/dist/main.js'];

/** CPU time (user + system) a process has used, in ms (Linux /proc; null elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Resident set size of a process in MB (Linux /proc, else ps). */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  return new Promise((resolve) => {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
    let out = '';
    ps.stdout.on('data', (d) => {
      out += d;
    });
    ps.on('close', () => resolve(Number(out.trim()) / 1024));
  });
}

async function timeToHealthy(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.status === 200) {
        const ms = performance.now() - started;
        const rss = await rssMb(child.pid);
        const cpu = cpuMs(child.pid);
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        return { ms, rss, cpu };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 120 s');
}

const rows = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-bench-'));
  const first = await timeToHealthy(dataDir);
  const restart = await timeToHealthy(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  rows.push(
    {
      run: 'first start (migrate + seed)',
      ms: Math.round(first.ms),
      'cpu ms': first.cpu,
      'rss MB': Math.round(first.rss),
    },
    {
      run: 'restart (same data)',
      ms: Math.round(restart.ms),
      'cpu ms': restart.cpu,
      'rss MB': Math.round(restart.rss),
    },
  );
}
console.log(fromSource ? 'TypeScript sources through tsx' : 'compiled server (apps/api/dist)');
console.table(rows);
