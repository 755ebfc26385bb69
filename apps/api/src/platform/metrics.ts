import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
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
  const { driver } = database;
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
    /** Where the count of open live streams comes from. */
    countSseConnections(count: () => number) {
      sseConnections = count;
    },
    merged: () => Registry.merge([processMetrics(), registry]),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every routed request and serves `GET /metrics` in Prometheus's text format. With
 * METRICS_TOKEN set, a scraper must send it as a bearer token; the balancer never exposes /metrics.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unknown addresses (404s, scans) share one label so they cannot grow the series without bound.
    metrics.requestDuration.observe(
      { method: request.method, route: route ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const token = app.config.METRICS_TOKEN;
  // Scraped every few seconds: no request log line unless it fails.
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    const registry = metrics.merged();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
