import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

/** Keeps the event loop busy for `ms` in slices of `sliceMs`, so its timers all run late. */
async function saturate(ms: number, sliceMs = 100) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const sliceEnd = performance.now() + sliceMs;
    while (performance.now() < sliceEnd);
    await new Promise((r) => setImmediate(r));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app with these settings for the tests of one describe block, and GET on it. */
function appWith(env: Record<string, string>) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t?.close());
  return (url: string) => (t as TestApp).app.inject({ method: 'GET', url });
}

describe('load shedding while the event loop lags', () => {
  const get = appWith({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' });

  it('answers 503 + Retry-After in the envelope at once, and recovers by itself', async () => {
    // Start-up itself (migrations) may have kept the loop busy: wait for a calm sample first.
    await sleep(600);
    expect((await get('/api/v1/categories')).statusCode).toBe(200);

    await saturate(1_000);
    const started = performance.now();
    const shed = await get('/api/v1/categories');
    expect(performance.now() - started).toBeLessThan(100);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({
      success: false,
      message: 'The service is busy. Please try again in a moment.',
      error: 'The service is busy. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });

    // Once the loop keeps time again, requests are served by themselves.
    await sleep(600);
    expect((await get('/api/v1/categories')).statusCode).toBe(200);
  });
});

describe('load shedding under memory pressure', () => {
  const get = appWith({ PRESSURE_MAX_HEAP_USED_BYTES: '1' });

  it('sheds requests; readiness reports it, liveness and metrics still answer', async () => {
    await sleep(400);
    const shed = await get('/api/v1/categories');
    expect(shed.statusCode).toBe(503);
    expect(shed.json().code).toBe('SERVICE_UNAVAILABLE');

    const ready = await get('/api/v1/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('2');
    expect(ready.json().message).toBe('Not ready: the server is overloaded.');
    expect((await get('/api/v1/health')).statusCode).toBe(200);
    expect((await get('/metrics')).statusCode).toBe(200);
  });
});

describe('load shedding under memory pressure, when the heap holds garbage', () => {
  // Past what the heap holds now, less than the garbage made below.
  const get = appWith({ PRESSURE_MAX_HEAP_USED_BYTES: String(process.memoryUsage().heapUsed + 96 * 2 ** 20) });

  it('collects it and keeps serving, as a process whose load has stopped does', async () => {
    await sleep(400);
    expect((await get('/api/v1/categories')).statusCode).toBe(200);
    // About 200 MB that nothing holds any more, in old space (large arrays), which V8 collects only
    // in a full collection: a process that stopped allocating would keep it for minutes.
    let garbage: number[][] | null = Array.from({ length: 200 }, (_, i) => new Array(131_072).fill(i + 0.5));
    expect(garbage.length).toBe(200);
    garbage = null;
    await sleep(600);
    expect((await get('/api/v1/health/ready')).statusCode).toBe(200);
    expect((await get('/api/v1/categories')).statusCode).toBe(200);
  });
});
