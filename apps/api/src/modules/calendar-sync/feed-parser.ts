import { Worker } from 'node:worker_threads';
import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
import { FeedError } from './fetch-feed';
import type { FeedEvent } from './parse-feed';

type Answer = { ready: true } | { events: FeedEvent[] } | { error: string | null };

/** Heap of the parsing thread: a 2 MB feed needs a few tens of MB. */
const WORKER_HEAP_MB = 128;

function spawn() {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  // Built, the worker is dist/parse-feed-worker.js beside main.js (build.mjs); from the sources
  // (tests, `npm run dev`), the TypeScript entry is loaded through tsx.
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./parse-feed-worker.js', import.meta.url), options);
  const entry = new URL('./parse-feed-worker.ts', import.meta.url).href;
  return new Worker(`import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(entry)});`, {
    ...options,
    eval: true,
  });
}

/**
 * Reads feeds off the main thread, so a hostile feed cannot stall other requests: one worker
 * thread per process, one feed at a time, each within `budgetMs` of thread time. A feed that runs
 * over the budget or the worker's heap is refused and the worker replaced.
 */
export function feedParser(budgetMs: number = CALENDAR_SYNC_LIMITS.parseBudgetMs) {
  let started: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function start() {
    return new Promise<Worker>((resolve, reject) => {
      const worker = spawn();
      worker.unref();
      worker.once('message', () => resolve(worker));
      worker.once('error', reject);
    });
  }

  async function run(text: string, today: string) {
    started ??= start();
    const worker = await started.catch((err) => {
      started = null;
      throw err;
    });
    return new Promise<FeedEvent[]>((resolve, reject) => {
      const abandon = (error: Error) => {
        settle();
        started = null;
        void worker.terminate();
        reject(error);
      };
      const onMessage = (answer: Answer) => {
        settle();
        if ('events' in answer) resolve(answer.events);
        else if ('error' in answer) reject(answer.error ? new FeedError(answer.error) : new Error('feed not parsed'));
      };
      const onError = () => abandon(new FeedError(CALENDAR_SYNC_MESSAGES.tooComplex));
      const onExit = () => abandon(new FeedError(CALENDAR_SYNC_MESSAGES.tooComplex));
      const timer = setTimeout(() => abandon(new FeedError(CALENDAR_SYNC_MESSAGES.tooComplex)), budgetMs);
      function settle() {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      }
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ text, today });
    });
  }

  return {
    /** The events of `text` (see parseFeed); FeedErrors for the host, as parseFeed throws them. */
    parse(text: string, today: string): Promise<FeedEvent[]> {
      const result = queue.then(() => run(text, today));
      queue = result.catch(() => {});
      return result;
    },
    async close() {
      const worker = await started?.catch(() => null);
      started = null;
      await worker?.terminate();
    },
  };
}

export type FeedParser = ReturnType<typeof feedParser>;
