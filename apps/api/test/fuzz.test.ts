// Property-based fuzzing of every operation in the OpenAPI document, anonymously and signed in.
// Seeded and short by default; `npm run fuzz` runs longer (FUZZ_RUNS cases per route, FUZZ_SEED).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, newIp, signUp } from './auth';
import { type BodyCase, badBody, badQuery, badSegment } from './fuzz/inputs';
import { answerProblems, dateLikeFields, type FuzzRoute, routesOf } from './fuzz/routes';
import { createTestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 19);

const t = await createTestApp();
afterAll(() => t.close());

type Caller = 'guest' | 'host' | 'operator';

/** A signed-in caller: a guest, a host, or an operator with the admin role (so /admin routes get past 403). */
async function newCaller(who: Caller) {
  const result = await signUp(t.app, { role: who === 'host' ? 'host' : 'guest' });
  if (who === 'operator') await makeOperator(t.app, result.user.id, 'admin');
  return result.token;
}

/** Signed-in callers; a fuzzed call may sign one out (logout, sessions), so each is renewed when its token dies. */
const callers: Record<Caller, string> = {
  guest: await newCaller('guest'),
  host: await newCaller('host'),
  operator: await newCaller('operator'),
};
async function renewSignedOut() {
  for (const who of ['guest', 'host', 'operator'] as const) {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(callers[who]) });
    if (res.statusCode === 401) callers[who] = await newCaller(who);
  }
}

function payloadOf(body: BodyCase) {
  if (body.kind === 'none') return {};
  if (body.kind === 'json')
    return { payload: JSON.stringify(body.value), headers: { 'content-type': 'application/json' } };
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

const routes = routesOf(t.app);
const remoteAddress = newIp();

describe('every route answers bad input in the envelope, never a 5xx', () => {
  it('covers the whole OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as [string, FuzzRoute]))(
    '%s',
    async (_name, route) => {
      const dates = dateLikeFields(route).map((f) => f.name);
      const input = fc.record({
        who: fc.constantFrom('anonymous', 'guest', 'host', 'operator'),
        segments: fc.tuple(...route.params.map(() => fc.oneof(fc.constant('1'), badSegment))),
        query: badQuery(
          route.query,
          dates.filter((d) => route.query.includes(d)),
        ),
        body:
          route.method === 'GET'
            ? fc.constant<BodyCase>({ kind: 'none' })
            : badBody(
                route.fields,
                dates.filter((d) => route.fields.includes(d)),
              ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ who, segments, query, body }) => {
          let i = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? '1');
          const url = query ? `${path}?${query}` : path;
          const { payload, headers = {} } = payloadOf(body);
          const res = await t.app.inject({
            method: route.method,
            url,
            remoteAddress,
            payload,
            headers: { ...headers, ...(who === 'anonymous' ? {} : bearer(callers[who])) },
          });
          expect(answerProblems(res), `${route.method} ${url} (${who}) → ${res.statusCode}`).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      await renewSignedOut();
    },
    30_000 + RUNS * 1_000,
  );
});
