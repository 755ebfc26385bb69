import { ERRORS, HEALTH_MESSAGES } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { listenForMetrics, metricsLine } from './platform/metrics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports liveness, and readiness after a real query', async () => {
    const healthy = {
      success: true,
      data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    };
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual(healthy);
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(healthy);
  });

  it('is not ready when the database does not answer, though still alive', async () => {
    const down = await createTestApp();
    // A PostgreSQL pool ends only once the app's LISTEN connection goes back at app.close(), but
    // refuses queries from the moment it starts ending.
    const closing = down.database.close();
    try {
      const ready = await down.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, message: HEALTH_MESSAGES.notReady });
      expect((await down.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await down.app.close();
      await closing;
    }
  });

  it('serves Prometheus metrics: request durations by route, job runs, live streams', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/listings/1234567' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /roamstead_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/listings\/:id",status="404"\} 1/,
    );
    expect(res.body).toContain('roamstead_sse_connections 0');
    expect(res.body).toContain('# TYPE roamstead_job_runs_total counter');
    expect(res.body).toContain('process_cpu_seconds_total');
    if (process.env.TEST_DATABASE_URL)
      expect(res.body).toMatch(/roamstead_db_pool_connections\{pool="main",state="total"\} \d+/);
    else expect(res.body).toMatch(/roamstead_db_embedded_memory_bytes [1-9]\d{6,}/);
  });

  it('asks for the bearer token on /metrics when METRICS_TOKEN is set, in any case of the scheme', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-enough-scrape-token' });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
        const res = await guarded.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `${scheme} a-long-enough-scrape-token` },
        });
        expect(res.statusCode, scheme).toBe(200);
      }
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Basic a-long-enough-scrape-token' },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });

  it('serves no /metrics in production without METRICS_TOKEN or METRICS_PORT', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-chars-or-more' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect(metricsLine(prod.app.config)).toMatch(/^Metrics off/);
    } finally {
      await prod.close();
    }
  });

  it('serves /metrics only on METRICS_PORT of a private interface when it is set', async () => {
    const separate = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-32-chars-or-more',
      METRICS_PORT: '3471',
    });
    const server = await listenForMetrics(separate.app);
    try {
      expect(server?.url).toBe('http://127.0.0.1:3471/metrics');
      expect(metricsLine(separate.app.config)).toBe('Metrics on http://127.0.0.1:3471/metrics only');
      expect((await separate.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const res = await fetch('http://127.0.0.1:3471/metrics');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('roamstead_http_request_duration_seconds');
      expect((await fetch('http://127.0.0.1:3471/other')).status).toBe(404);
    } finally {
      await server?.close();
      await separate.close();
    }
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: ERRORS.notFound,
      error: ERRORS.notFound,
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/categories/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('hides the details of a server error', async () => {
    const boom = await createTestApp({}, (app) => {
      app.get('/api/v1/boom', async () => {
        throw new Error('secret stack detail');
      });
    });
    const res = await boom.app.inject({ method: 'GET', url: '/api/v1/boom' });
    await boom.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ success: false, message: ERRORS.internal, code: 'INTERNAL_ERROR' });
  });

  it('answers a database that is busy or out of reach with 503 + Retry-After, in the envelope', async () => {
    const failures: Record<string, Error> = {
      'statement-timeout': Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      // Drizzle wraps the driver's error in a cause.
      refused: new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      }),
      'pool-wait': new Error('timeout exceeded when trying to connect'),
      restarting: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      deadlocked: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    };
    const busy = await createTestApp({}, (app) => {
      app.get('/api/v1/fail/:kind', async (request) => {
        throw failures[(request.params as { kind: string }).kind];
      });
    });
    try {
      for (const kind of Object.keys(failures)) {
        const res = await busy.app.inject({ method: 'GET', url: `/api/v1/fail/${kind}` });
        expect([kind, res.statusCode, res.headers['retry-after']]).toEqual([kind, 503, '2']);
        expect(res.json()).toEqual({
          success: false,
          message: ERRORS.busy,
          error: ERRORS.busy,
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    } finally {
      await busy.close();
    }
  });

  it('has no dev outbox in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-chars-or-more' });
    const res = await prod.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    await prod.close();
    expect(res.statusCode).toBe(404);
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/categories/add');
    expect(doc.paths['/api/v1/translations'].get.parameters[0].name).toBe('language_code');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });

  it('describes a 2xx answer body for every operation, so a client can be generated from it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const missing: string[] = [];
    type Response = { content?: Record<string, { schema?: object }> };
    for (const [path, operations] of Object.entries<Record<string, { responses?: Record<string, Response> }>>(
      doc.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const ok = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
        const schema = ok && Object.values(ok[1].content ?? {})[0]?.schema;
        if (!schema) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents SPEC §7 bodies in JSON and multipart, aliases once', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const body = doc.paths['/api/v1/register-user-details'].post.requestBody.content;
    expect(Object.keys(body)).toEqual(['application/json', 'multipart/form-data']);
    const fields = body['application/json'].schema.properties;
    expect(fields.fname.type).toBe('string');
    expect(fields.firstName.description).toBe('Alias of `fname`.');
    expect(fields.name.description).toMatch(/^Full name/);
    expect(
      doc.paths['/api/v1/reset-password'].post.requestBody.content['application/json'].schema.properties.newPassword
        .description,
    ).toBe('Alias of `password`.');
    const refresh = doc.paths['/api/v1/refresh-token'].post.responses['200'].content['application/json'].schema;
    expect(refresh.required).toEqual(expect.arrayContaining(['success', 'data', 'token']));
  });

  it('keeps what the server sends in the dev outbox, newest first', async () => {
    await t.app.outbox.send({ channel: 'email', to: 'a@example.com', subject: 'One', body: 'first' });
    await t.app.outbox.send({ channel: 'sms', to: '+15550001', subject: 'Code', body: 'code 12345', code: '12345' });
    await t.app.outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Two', body: 'second' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=a@example.com' });
    expect(res.json().data.map((m: { subject: string }) => m.subject)).toEqual(['Two', 'One']);
    const sms = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=%2B15550001' });
    expect(sms.json().data[0]).toMatchObject({ channel: 'sms', code: '12345' });
  });
});
