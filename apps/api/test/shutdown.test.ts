import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { connectSse } from '../src/modules/messages/testing';
import { exitOnSignals } from '../src/platform/lifecycle';
import { bearer, signUp } from './auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let base: string;
let slowStarted: () => void;
const slowRunning = new Promise<void>((resolve) => {
  slowStarted = resolve;
});

beforeAll(async () => {
  t = await createTestApp({}, (app) =>
    app.get('/slow', async () => {
      slowStarted();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { done: true };
    }),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('SIGTERM stops accepting, lets the request in flight finish, ends live streams and exits', async () => {
  const me = await signUp(t.app);
  const ticket = (
    await t.app.inject({ method: 'POST', url: '/api/v1/conversations/stream-ticket', headers: bearer(me.token) })
  ).json().data.ticket;
  const stream = await connectSse(`${base}/api/v1/conversations/stream?ticket=${ticket}`);
  await stream.waitFor((e) => e.event === 'ready');

  const exit = vi.fn<(code: number) => void>();
  const uninstall = exitOnSignals(t.app.log, () => t.app.close(), exit);
  try {
    const inFlight = fetch(`${base}/slow`);
    await slowRunning;
    process.emit('SIGTERM', 'SIGTERM');

    await stream.ended;
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  } finally {
    uninstall();
  }
});
