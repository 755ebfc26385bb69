// `npm run cluster`: the topology we promise, on one machine (docs/adr/0030). The PostgreSQL
// database named by DATABASE_URL, an S3-compatible store (s3rver), two or more API processes (the
// compiled server with the built web app) and nginx in front, balancing them round-robin.
// Ctrl-C drains and stops everything.
//
//   DATABASE_URL=postgres://… npm run cluster -- [--processes 2] [--port 8080] [--state file.json] [--replica]
//
// The balancer listens on --port; API process i on port+i; the S3 store on port+processes+1.
// --state writes the ports and process ids as JSON (the cluster e2e suite reads it).
// --replica also starts a streaming replica of DATABASE_URL's server (pg_basebackup, in a temporary
// folder, on port+processes+2) and sends the API processes' lag-tolerant reads to it (docs/adr/0068).
// The primary must accept replication connections from this machine (pg_hba.conf `replication`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { ensureBuilds, root } from './builds.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BUCKET = 'roamstead-uploads';
/** How long an API process has to drain after SIGTERM (the server's own limit is 10 s). */
const STOP_TIMEOUT_MS = 12_000;
/** ERRORS.busy and its envelope, as the API answers a 503 (apps/api/src/platform/errors.ts). */
const BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
const BUSY_ENVELOPE = { success: false, message: BUSY_MESSAGE, error: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' };

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    state: { type: 'string' },
    replica: { type: 'boolean', default: false },
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
const replicaPort = port + count + 2;
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
      // glibc's per-thread arenas keep what image work freed (README, production; ADR 0080).
      MALLOC_ARENA_MAX: '2',
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
      ...(replica ? { DATABASE_REPLICA_URLS: replica.url } : {}),
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
      error_page 502 504 = @busy_page;
    }

    location /api/ {
      proxy_pass http://api;${proxyHeaders}
      error_page 502 504 = @busy_api;
    }

    # Every process left out (all shedding load, or stopped): nginx's own 502/504 becomes the API's
    # busy answer (ERRORS.busy in its envelope), so clients keep one rule — 503 + Retry-After: retry.
    location @busy_api {
      add_header Retry-After 2 always;
      default_type application/json;
      return 503 '${JSON.stringify(BUSY_ENVELOPE)}';
    }
    location @busy_page {
      add_header Retry-After 2 always;
      default_type text/html;
      return 503 '<!doctype html><title>Roamstead</title><p>${BUSY_MESSAGE}</p>';
    }

    # Live events: sent as they come, held open for the stream's whole life.
    location = /api/v1/conversations/stream {
      proxy_pass http://api;${proxyHeaders}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      error_page 502 504 = @busy_api;
    }
  }
}
`;
}

/** PostgreSQL's programs: PG_BIN, else the newest of Debian's. */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) fail("--replica needs PostgreSQL's programs (Debian: apt-get install postgresql, or set PG_BIN)");
  return `/usr/lib/postgresql/${newest}/bin`;
}

/** A streaming replica of DATABASE_URL's server: a base backup, started as a hot standby. */
async function startReplica() {
  const primary = new URL(process.env.DATABASE_URL);
  const bin = postgresBin();
  // PostgreSQL refuses to run as root: then it runs as the postgres user, in a folder of its own.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (tool, toolArgs) => {
    const [cmd, ...rest] = [...asOwner, path.join(bin, tool), ...toolArgs];
    const result = spawnSync(cmd, rest, {
      encoding: 'utf8',
      env: { ...process.env, PGPASSWORD: decodeURIComponent(primary.password) },
    });
    if (result.status !== 0) {
      const hint =
        tool === 'pg_basebackup'
          ? `\n[cluster] the primary must accept replication connections from this machine: e.g. a line ` +
            `\`host replication ${primary.username || 'postgres'} 127.0.0.1/32 scram-sha-256\` in its pg_hba.conf`
          : '';
      const log = path.join(work, 'replica', 'log');
      const tail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').split('\n').slice(-6).join('\n')}` : '';
      fail(`[cluster] ${tool} failed: ${(result.stderr || result.error?.message || '').trim()}${hint}${tail}`);
    }
  };
  // Its own folder (data and sockets), owned by whoever runs PostgreSQL.
  const home = path.join(work, 'replica');
  const dir = path.join(home, 'data');
  fs.mkdirSync(home, { mode: 0o700 });
  if (asOwner.length) {
    fs.chmodSync(work, 0o711);
    spawnSync('chown', ['postgres', home]);
  }
  const user = decodeURIComponent(primary.username) || 'postgres';
  console.log(`[cluster] base backup of ${primary.hostname}:${primary.port || 5432} for the replica…`);
  run('pg_basebackup', [
    '-h',
    primary.hostname,
    '-p',
    primary.port || '5432',
    '-U',
    user,
    '-D',
    dir,
    '-X',
    'stream',
    '-R',
    '--checkpoint=fast',
  ]);
  // A standby refuses to start with lower limits than its primary's; the primary's configuration
  // file is not always in its data folder (Debian keeps it in /etc), so they are passed on.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes',
       'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction', 'hba_file', 'ident_file')`,
  );
  await client.end();
  const setting = (name) => rows.find((r) => r.name === name)?.setting;
  const limits = rows
    .filter((r) => !r.name.endsWith('_file'))
    .map((r) => `-c ${r.name}=${r.setting}`)
    .join(' ');
  // Without the primary's configuration files in the backup, the standby starts from an empty
  // configuration (what matters is passed below) and the primary's own client authentication rules.
  const conf = path.join(dir, 'postgresql.conf');
  if (!fs.existsSync(conf)) {
    fs.writeFileSync(conf, '');
    if (asOwner.length) spawnSync('chown', ['postgres', conf]);
  }
  const rules = fs.existsSync(path.join(dir, 'pg_hba.conf'))
    ? ''
    : ` -c hba_file=${setting('hba_file')} -c ident_file=${setting('ident_file')}`;
  run('pg_ctl', [
    'start',
    '-w',
    '-D',
    dir,
    '-l',
    path.join(home, 'log'),
    '-o',
    `-p ${replicaPort} -k ${home} -c listen_addresses=127.0.0.1 -c hot_standby_feedback=on ${limits}${rules}`,
  ]);
  const url = new URL(primary);
  url.hostname = '127.0.0.1';
  url.port = String(replicaPort);
  console.log(`[cluster] streaming replica at 127.0.0.1:${replicaPort}`);
  let running = true;
  const stopReplica = () => {
    if (!running) return;
    running = false;
    run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dir]);
  };
  // Also when the cluster fails to start.
  process.on('exit', stopReplica);
  return { url: url.toString(), stop: stopReplica };
}

function writeState() {
  if (!args.state) return;
  const state = {
    balancer: publicUrl,
    started_at: startedAt,
    s3: `http://127.0.0.1:${s3Port}`,
    replica: replica?.url ?? null,
    processes: [...apis.values()].map((a) => ({ name: a.name, port: a.port, pid: a.child.pid })),
  };
  fs.writeFileSync(args.state, JSON.stringify(state, null, 2));
}

const replica = args.replica ? await startReplica() : null;

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
  replica?.stop();
  fs.rmSync(work, { recursive: true, force: true });
  console.log('[cluster] stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
