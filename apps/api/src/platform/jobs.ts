import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobLeases } from '../db/schema';
import { isDatabaseAbort } from './lifecycle';

/** The longest a process waits between two looks at whether a job is due. */
const MAX_CHECK_MS = 15_000;

/**
 * Runs `run` once every `intervalMs` across all API processes sharing the database (docs/adr/0030):
 * every process looks a few times per interval, and the one whose UPDATE moves the job's lease row
 * forward runs it; the others find it not due. A failed run is logged and tried again next
 * interval; one process never runs two of the same job at once. A run that outlasts its interval
 * may overlap the next one elsewhere, so jobs stay safe to run concurrently.
 */
export function scheduleJob(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await claim(app, name, intervalMs))) return;
      try {
        await run();
        app.metrics.jobRuns.inc({ job: name, outcome: 'ok' });
      } catch (err) {
        app.metrics.jobRuns.inc({ job: name, outcome: 'failed' });
        if (isDatabaseAbort(err)) app.fatal(err);
        else app.log.error({ err, job: name }, 'scheduled job failed');
      }
    } catch (err) {
      if (isDatabaseAbort(err)) app.fatal(err);
      else app.log.warn({ err, job: name }, 'scheduled job could not check its lease');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), Math.min(MAX_CHECK_MS, intervalMs / 4));
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** True when this process took the job's run for the current interval. */
async function claim(app: FastifyInstance, name: string, intervalMs: number) {
  const next = sql`now() + ${intervalMs}::integer * interval '1 millisecond'`;
  const now = sql`now()`;
  const taken = await app.database.db
    .insert(jobLeases)
    .values({ name, dueAt: next, runs: 1, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { dueAt: next, runs: sql`${jobLeases.runs} + 1`, lastRunAt: now },
      setWhere: sql`${jobLeases.dueAt} <= now()`,
    })
    .returning({ runs: jobLeases.runs });
  return taken.length > 0;
}
