/**
 * A Server-Sent Events client for tests and benchmarks of the live stream: reads the stream with
 * fetch, parses frames, and lets callers wait for an event.
 */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  events: SseEvent[];
  /** Resolves with the first event (already received or future) matching `match`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

export async function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const events: SseEvent[] = [];
  const waiters = new Set<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();

  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const event: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') event.id = value;
            else if (field === 'event') event.event = value;
            else if (field === 'data') {
              event.data += hasData ? `\n${value}` : value;
              hasData = true;
            }
          }
          if (!hasData) continue;
          events.push(event);
          for (const waiter of waiters) {
            if (waiter.match(event)) {
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    events,
    ended,
    waitFor(match, timeoutMs = 5000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (e: SseEvent) => {
            clearTimeout(timer);
            resolve(e);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      controller.abort();
    },
  };
}

export const isType = (type: string) => (e: SseEvent) => e.event === type;
export const dataOf = <T = Record<string, unknown>>(e: SseEvent) => JSON.parse(e.data) as T;
