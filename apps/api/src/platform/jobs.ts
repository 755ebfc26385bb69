import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalMs` while the app is up: started when the app is ready, stopped before
 * it closes, never two runs of one job at once in a process, and a failed run is logged and tried
 * again next time. Jobs must be safe when several API processes run them against one database.
 */
export function scheduleJob(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (err) {
      app.log.error({ err, job: name }, 'scheduled job failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
