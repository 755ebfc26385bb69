import { Session } from 'node:inspector/promises';
import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { API_BASE_PATH } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';
import { BUSY_RETRY_AFTER_SECONDS, serviceBusy } from './errors';

/** How often the event-loop delay and memory are sampled: shedding starts within about this long. */
const SAMPLE_INTERVAL_MS = 250;

/**
 * Heap in use past which requests are shed, unless configured: a process stays under 1 GB
 * resident with this much JavaScript heap on top of its code, native memory and the embedded
 * database (about 450 MB under load, docs/adr/0080). The live heap of a running server is
 * about 100 MB; the rest is garbage a collection frees, after which the process serves again.
 */
const DEFAULT_MAX_HEAP_USED_BYTES = 512 * 2 ** 20;

/** At most one forced collection per this long (each pauses the process for up to a few hundred ms). */
const COLLECT_EVERY_MS = 2000;

/**
 * A full collection on demand, through an in-process inspector session (no port is opened): the
 * supported way without starting Node with --expose-gc. Only under heap pressure.
 */
async function collectGarbage() {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    session.disconnect();
  }
}

/**
 * Whether the heap in use is within `max`. Heap in use counts garbage until V8 collects it, and a
 * process that has just stopped allocating (the load is over, or it is shedding every request)
 * may not collect for minutes: past `max`, it collects first and judges what is left.
 */
function heapWithin(max: number) {
  let collectedAt = 0;
  return async () => {
    if (process.memoryUsage().heapUsed <= max) return true;
    if (Date.now() - collectedAt >= COLLECT_EVERY_MS) {
      collectedAt = Date.now();
      await collectGarbage();
    }
    return process.memoryUsage().heapUsed <= max;
  };
}

/**
 * Answered under pressure like any other time: liveness (a saturated process is alive, and must
 * not be restarted for it), readiness (which reports the pressure itself) and the metrics scrape.
 */
const EXEMPT = new Set([`${API_BASE_PATH}/health`, `${API_BASE_PATH}/health/ready`, '/metrics']);

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags or memory runs high, every
 * request is answered at once with 503 + Retry-After in the envelope instead of joining a queue
 * it would time out in; readiness answers 503 too, so a balancer sends traffic elsewhere.
 */
export async function registerLoadShedding(app: FastifyInstance) {
  const { config } = app;
  const maxHeapUsed =
    config.PRESSURE_MAX_HEAP_USED_BYTES ??
    Math.min(DEFAULT_MAX_HEAP_USED_BYTES, Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9));
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    // The heap is judged by the health check, which can collect garbage before it calls it pressure.
    ...(maxHeapUsed > 0 ? { healthCheck: heapWithin(maxHeapUsed), healthCheckInterval: SAMPLE_INTERVAL_MS } : {}),
    maxRssBytes: config.PRESSURE_MAX_RSS_BYTES,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // A rejected promise goes to the error handler, which answers in the envelope.
    pressureHandler: async (request) => {
      if (!EXEMPT.has(request.routeOptions.url ?? '')) throw serviceBusy();
    },
  });
}
