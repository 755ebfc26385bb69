// The worker thread of feed-parser.ts: reads one feed text per message, answers its events or the
// FeedError's message for the host.
import { parentPort } from 'node:worker_threads';
import { FeedError } from './fetch-feed';
import { parseFeed } from './parse-feed';

const port = parentPort;
if (!port) throw new Error('parse-feed-worker runs as a worker thread');
port.on('message', ({ text, today }: { text: string; today: string }) => {
  try {
    port.postMessage({ events: parseFeed(text, today) });
  } catch (err) {
    port.postMessage({ error: err instanceof FeedError ? err.message : null });
  }
});
port.postMessage({ ready: true });
