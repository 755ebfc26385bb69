import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** Process metrics (CPU, memory, event loop, GC): one set per process, however many apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics of one app (docs/adr/0030): request durations by route, database pool use,
 * scheduled job runs and open live streams, plus the process's own metrics.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'roamstead_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'roamstead_job_runs_total',
    help: 'Scheduled job runs done by this process, by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  let sseConnections = () => 0;
  new Gauge({
    name: 'roamstead_sse_connections',
    help: 'Live event streams open on this process',
    registers: [registry],
    collect() {
      this.set(sseConnections());
    },
  });
  const listenerSources = new Map<string, () => number>();
  new Gauge({
    name: 'roamstead_event_listeners',
    help: 'Event listeners registered, by emitter (process, http server, real-time fan-out)',
    labelNames: ['emitter'] as const,
    registers: [registry],
    collect() {
      for (const [emitter, count] of listenerSources) this.set({ emitter }, count());
    },
  });
  let openConnections = async () => 0;
  new Gauge({
    name: 'roamstead_http_open_connections',
    help: 'TCP connections open on the app server',
    registers: [registry],
    async collect() {
      this.set(await openConnections());
    },
  });
  const { driver, replication } = database;
  if (replication) {
    const { router, readsByTarget } = replication;
    const perReplica = (name: string, help: string, value: (r: (typeof router.replicas)[number]) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['replica'] as const,
        registers: [registry],
        collect() {
          for (const r of router.replicas) this.set({ replica: r.name }, value(r));
        },
      });
    perReplica('roamstead_db_replica_up', 'Whether a streaming replica may answer reads (1) or is left out (0)', (r) =>
      r.healthy ? 1 : 0,
    );
    perReplica(
      'roamstead_db_replica_lag_seconds',
      "How stale a replica's data may be: time since the primary was at the position it has replayed",
      (r) => (Number.isFinite(r.lagMs) ? r.lagMs / 1000 : -1),
    );
    perReplica(
      'roamstead_db_replica_lag_bytes',
      'WAL the primary has written beyond what a replica replayed',
      (r) => r.lagBytes,
    );
    new Counter({
      name: 'roamstead_db_routed_reads_total',
      help: 'Lag-tolerant reads (queries) by where they ran: the primary or a replica',
      labelNames: ['target'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [target, count] of readsByTarget) this.inc({ target }, count);
      },
    });
  }
  if (driver.kind === 'pglite') {
    new Gauge({
      name: 'roamstead_db_embedded_memory_bytes',
      help: "The embedded database's WebAssembly memory (part of the resident memory; it never shrinks)",
      registers: [registry],
      collect() {
        this.set(driver.memoryBytes());
      },
    });
  }
  if (driver.kind === 'postgres') {
    new Gauge({
      name: 'roamstead_db_pool_connections',
      help: 'PostgreSQL pool connections by pool (main, reads: hot prepared reads) and state (waiting: queries queued for a connection)',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [name, pool] of [
          ['main', driver.pool],
          ['reads', driver.readPool],
        ] as const) {
          const { totalCount, idleCount, waitingCount } = pool;
          this.set({ pool: name, state: 'total' }, totalCount);
          this.set({ pool: name, state: 'idle' }, idleCount);
          this.set({ pool: name, state: 'busy' }, totalCount - idleCount);
          this.set({ pool: name, state: 'waiting' }, waitingCount);
        }
      },
    });
  }
  return {
    requestDuration,
    jobRuns,
    /** Counts listeners of an emitter, for `roamstead_event_listeners`. */
    countListeners(emitter: string, count: () => number) {
      listenerSources.set(emitter, count);
    },
    /** Where the count of open TCP connections comes from. */
    countOpenConnections(count: () => Promise<number>) {
      openConnections = count;
    },
    /** Where the count of open live streams comes from. */
    countSseConnections(count: () => number) {
      sseConnections = count;
    },
    merged: () => Registry.merge([processMetrics(), registry]),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Where /metrics is served: on METRICS_PORT (a private interface) when set; otherwise on the app's
 * port, behind the bearer token when METRICS_TOKEN is set, open outside production, and not at all
 * in production without a token (anyone reaching the app could read it).
 */
export function metricsPlacement(config: Pick<Config, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_TOKEN'>) {
  if (config.METRICS_PORT !== undefined) return 'own-port' as const;
  if (config.METRICS_TOKEN) return 'app-port-with-token' as const;
  return config.NODE_ENV === 'production' ? ('off' as const) : ('app-port' as const);
}

/** The start-up log line saying where /metrics is. */
export function metricsLine(config: Config) {
  const token = config.METRICS_TOKEN ? ', bearer token required' : '';
  switch (metricsPlacement(config)) {
    case 'own-port':
      return `Metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics only${token}`;
    case 'app-port-with-token':
      return `Metrics on ${config.PUBLIC_URL}/metrics${token}`;
    case 'app-port':
      return `Metrics on ${config.PUBLIC_URL}/metrics, open (set METRICS_TOKEN or METRICS_PORT in production)`;
    case 'off':
      return 'Metrics off: set METRICS_TOKEN, or METRICS_PORT on a private interface, to serve /metrics';
  }
}

/** The scrape answer, or 401 when METRICS_TOKEN is set and the bearer token (any case of "Bearer") differs. */
async function scrape(metrics: Metrics, token: string | undefined, authorization: string | undefined) {
  const given = /^bearer[ \t]+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  if (token && !sameSecret(given, token)) {
    return { status: 401, type: 'text/plain', headers: { 'www-authenticate': 'Bearer' }, body: 'unauthorized\n' };
  }
  const registry = metrics.merged();
  return { status: 200, type: registry.contentType, headers: {}, body: await registry.metrics() };
}

/** Times every routed request and serves `GET /metrics` on the app's port when metricsPlacement says so. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unknown addresses (404s, scans) share one label so they cannot grow the series without bound.
    metrics.requestDuration.observe(
      { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const placement = metricsPlacement(app.config);
  if (placement !== 'app-port' && placement !== 'app-port-with-token') return;
  // Scraped every few seconds: no request log line unless it fails.
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const answer = await scrape(metrics, app.config.METRICS_TOKEN, request.headers.authorization);
    return reply.status(answer.status).headers(answer.headers).type(answer.type).send(answer.body);
  });
}

/**
 * With METRICS_PORT, a server of its own on METRICS_HOST answering `GET /metrics` only. Answers
 * its address and how to close it, or null when metrics stay on the app's port.
 */
export async function listenForMetrics(app: FastifyInstance): Promise<{ url: string; close(): Promise<void> } | null> {
  const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = app.config;
  if (metricsPlacement(app.config) !== 'own-port' || port === undefined) return null;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    scrape(app.metrics, token, request.headers.authorization).then(
      (answer) =>
        response.writeHead(answer.status, { 'content-type': answer.type, ...answer.headers }).end(answer.body),
      (err) => {
        app.log.error({ err }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
