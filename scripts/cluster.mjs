// `npm run cluster`: the topology we promise, on one machine (docs/adr/0030). The PostgreSQL
// database named by DATABASE_URL, an S3-compatible store (s3rver), two or more API processes (the
// compiled server with the built web app) and nginx in front, balancing them round-robin.
// Ctrl-C drains and stops everything.
//
//   DATABASE_URL=postgres://… npm run cluster -- [--processes 2] [--port 8080] [--state file.json]
//
// The balancer listens on --port; API process i on port+i; the S3 store on port+processes+1.
// --state writes the ports and process ids as JSON (the cluster e2e suite reads it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';
import { ensureBuilds, root } from './builds.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BUCKET = 'roamstead-uploads';
/** How long an API process has to drain after SIGTERM (the server's own limit is 10 s). */
const STOP_TIMEOUT_MS = 12_000;

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    state: { type: 'string' },
  },
});
const count = Number(args.processes);
const port = Number(args.port);
if (!Number.isInteger(count) || count < 1) fail('--processes must be a whole number, 1 or more');
if (!Number.isInteger(port) || port < 1 || port + count + 1 > 65535) fail('--port must be a free port number');
if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is required: the API processes share one PostgreSQL database, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/roamstead npm run cluster',
  );
}
if (spawnSync(NGINX, ['-v']).error) {
  fail(`nginx was not found at ${NGINX} (Debian: apt-get install nginx, or set NGINX_PATH)`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const publicUrl = `http://127.0.0.1:${port}`;
const apiPorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const s3Port = port + count + 1;
const startedAt = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-cluster-'));
const dataDir = process.env.DATA_DIR ?? path.join(work, 'data');

/** Prefixes each line a child prints with its name. */
function pipe(name, stream, out) {
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

let stopping = false;
const apis = new Map();

function startApi(index) {
  const name = `api-${index + 1}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(apiPorts[index]),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      // nginx on this machine is the one proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '1',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipe(name, child.stdout, process.stdout);
  pipe(name, child.stderr, process.stderr);
  const api = { name, port: apiPorts[index], child, exited: new Promise((r) => child.once('exit', r)) };
  apis.set(index, api);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    // A supervisor's job, done here so the cluster keeps its size: the balancer routes around the
    // process meanwhile.
    console.error(`[cluster] ${name} exited (${signal ?? `code ${code}`}); restarting it in 1 s`);
    setTimeout(() => {
      if (stopping) return;
      startApi(index);
      writeState();
    }, 1000);
  });
  return api;
}

async function waitReady(api) {
  const url = `http://127.0.0.1:${api.port}/api/v1/health/ready`;
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (api.child.exitCode !== null) fail(`[cluster] ${api.name} exited while starting`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`[cluster] ${api.name} was not ready within 2 minutes`);
}

function nginxConfig() {
  // nginx's workers run as an unprivileged user when it is started as root: they need their folders.
  fs.chmodSync(work, 0o711);
  const temp = (name) => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir, { recursive: true, mode: 0o777 });
    fs.chmodSync(dir, 0o777);
    return dir;
  };
  const proxyHeaders = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      # A process that refuses or drops the connection, or answers 502/503/504, gets the request's
      # next try elsewhere; nginx never resends a POST/PATCH it has already sent (not idempotent).
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${count};`;
  return `
pid ${path.join(work, 'nginx.pid')};
error_log stderr warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 30m;
  client_body_buffer_size 2m;

  # Round-robin; passive health checks: a process failing once is left out for 5 s. No kept-alive
  # upstream connections: a draining process refuses new ones, so every request is retried safely.
  upstream api {
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    # Scraped on each process directly, never through the public balancer.
    location = /metrics { return 404; }

    location / {
      proxy_pass http://api;${proxyHeaders}
    }

    # Live events: sent as they come, held open for the stream's whole life.
    location = /api/v1/conversations/stream {
      proxy_pass http://api;${proxyHeaders}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

function writeState() {
  if (!args.state) return;
  const state = {
    balancer: publicUrl,
    started_at: startedAt,
    s3: `http://127.0.0.1:${s3Port}`,
    processes: [...apis.values()].map((a) => ({ name: a.name, port: a.port, pid: a.child.pid })),
  };
  fs.writeFileSync(args.state, JSON.stringify(state, null, 2));
}

const needWeb = !process.env.WEB_DIST;
await ensureBuilds({ web: needWeb });

const s3 = new S3rver({
  address: '127.0.0.1',
  port: s3Port,
  silent: true,
  directory: path.join(work, 's3'),
  configureBuckets: [{ name: BUCKET }],
});
await s3.run();
console.log(`[cluster] S3-compatible store (s3rver) at http://127.0.0.1:${s3Port}, bucket ${BUCKET}`);

// The first process applies the migrations alone; the others start once it is ready.
const first = startApi(0);
await waitReady(first);
await Promise.all(apiPorts.slice(1).map((_, i) => waitReady(startApi(i + 1))));

const confFile = path.join(work, 'nginx.conf');
fs.writeFileSync(confFile, nginxConfig());
const nginx = spawn(NGINX, ['-p', work, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
pipe('nginx', nginx.stdout, process.stdout);
pipe('nginx', nginx.stderr, process.stderr);
const nginxExited = new Promise((r) => nginx.once('exit', r));
nginx.once('exit', (code) => {
  if (!stopping) {
    console.error(`[cluster] nginx exited (code ${code}); stopping`);
    void stop();
  }
});
writeState();
console.log(
  `[cluster] ${count} API processes (ports ${apiPorts.join(', ')}) behind nginx: open ${publicUrl} (Ctrl-C stops)`,
);

async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping: draining the API processes…');
  // nginx finishes what it is proxying (SIGQUIT: graceful), while each API process drains.
  if (nginx.exitCode === null) nginx.kill('SIGQUIT');
  for (const api of apis.values()) if (api.child.exitCode === null) api.child.kill('SIGTERM');
  const timeout = setTimeout(() => {
    console.error('[cluster] still running after the drain time: killing');
    for (const api of apis.values()) api.child.kill('SIGKILL');
    nginx.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await Promise.all([...[...apis.values()].map((a) => a.exited), nginxExited]);
  clearTimeout(timeout);
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
  console.log('[cluster] stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
