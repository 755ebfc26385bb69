import { SITE_MESSAGES, VALIDATION } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload });

describe('POST /newsletter', () => {
  it('validates the address with field details', async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.email).toEqual([VALIDATION.emailRequired]);
    const bad = await subscribe({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.email).toEqual([VALIDATION.emailInvalid]);
  });

  it('stores a subscriber once and sends one confirmation', async () => {
    const ok = await subscribe({ email: 'Traveller@Example.com' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      success: true,
      message: SITE_MESSAGES.subscribed,
      data: { email: 'traveller@example.com' },
    });

    const again = await subscribe({ email: 'traveller@EXAMPLE.com ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', details: { email: [SITE_MESSAGES.alreadySubscribed] } });

    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=traveller@example.com' });
    expect(outbox.json().data).toHaveLength(1);
    expect(outbox.json().data[0].subject).toMatch(/subscribed/);
  });

  it('unsubscribes with the link from the confirmation e-mail, once', async () => {
    expect((await subscribe({ email: 'leaving@example.com' })).statusCode).toBe(201);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=leaving@example.com' });
    const link = new URL(/https?:\/\/\S+/.exec(outbox.json().data[0].body)?.[0] ?? '');
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const token = link.searchParams.get('token');
    const unsubscribe = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/newsletter/unsubscribe', payload: { token } });
    const ok = await unsubscribe();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: SITE_MESSAGES.unsubscribed, data: { email: 'leaving@example.com' } });
    expect((await unsubscribe()).statusCode).toBe(404);
    // Gone from the list, so the address can subscribe again.
    expect((await subscribe({ email: 'leaving@example.com' })).statusCode).toBe(201);
  });
});
