import { ERRORS, type User } from '@roamstead/contract';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClients, request } from './http';
import { createSessionStore } from './session';
import { memoryStorage, networkFailure, reply } from './testing';

const user = { id: 1, email: 'ana@example.com', role: 'guest' } as User;

function setup(handler: (request: Request, path: string) => Promise<Response>) {
  const store = createSessionStore(memoryStorage());
  const onSessionExpired = vi.fn();
  /** The requests sent, in order (copies, so their bodies can be read). */
  const requests: Request[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    requests.push(req.clone());
    return handler(req, new URL(req.url).pathname.replace('/api/v1', ''));
  });
  const clients = createHttpClients({ store, onSessionExpired, fetch: fetch as never, retryDelaysMs: [0, 0, 0] });
  const sent = () => requests;
  const calls = (path: string) => sent().filter((r) => new URL(r.url).pathname === `/api/v1${path}`);
  return { ...clients, store, onSessionExpired, fetch, sent, calls };
}

const unauthorised = () => reply(401, { success: false, message: 'expired', error: 'expired', code: 'UNAUTHORIZED' });

describe('the shared refresh on 401', () => {
  it('refreshes once for two concurrent 401s and replays both with the new token', async () => {
    // The refresh is answered once both requests have had their 401.
    let refused = 0;
    let bothRefused = () => {};
    const refusedTwice = new Promise<void>((resolve) => {
      bothRefused = resolve;
    });
    const { apiClient, store, calls } = setup(async (req, path) => {
      if (path === '/refresh-token') {
        await refusedTwice;
        return reply(200, { success: true, data: { token: 'new-access', refresh_token: 'new-refresh' } });
      }
      if (req.headers.get('Authorization') === 'Bearer new-access') return reply(200, { success: true, data: path });
      if (++refused === 2) bothRefused();
      return unauthorised();
    });
    store.signIn({ user, token: 'old-access', refresh_token: 'old-refresh' });

    const [a, b] = await Promise.all([request(apiClient.get('/a')), request(apiClient.put('/b', { x: 1 }))]);

    expect(a).toEqual(['/a', null]);
    expect(b).toEqual(['/b', null]);
    const refreshes = calls('/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.json()).toEqual({ refreshToken: 'old-refresh' });
    const replayed = calls('/b').at(-1);
    expect(replayed?.headers.get('Authorization')).toBe('Bearer new-access');
    expect(await replayed?.json()).toEqual({ x: 1 });
    expect(store.get()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', user });
  });

  it('clears the session and hands over to /login when the refresh fails', async () => {
    const { apiClient, store, onSessionExpired } = setup(() =>
      reply(401, { success: false, message: 'no', error: 'no', code: 'UNAUTHORIZED' }),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'revoked' });

    const [data, error] = await request(apiClient.get('/user'));

    expect(data).toBeNull();
    expect(error?.status).toBe(401);
    expect(store.get()).toEqual({ user: null, token: null, refreshToken: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const { apiClient, store, onSessionExpired, calls } = setup((_req, path) =>
      path === '/refresh-token' ? networkFailure() : unauthorised(),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'still-good' });

    const [, error] = await request(apiClient.get('/user'));

    expect(error).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
    expect(store.get()).toMatchObject({ user, refreshToken: 'still-good' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(calls('/user')).toHaveLength(1);
  });

  it('raises "No refresh token available" without asking the server', async () => {
    const { apiClient, store, calls, onSessionExpired } = setup(() =>
      reply(401, { success: false, message: 'no', error: 'no', code: 'UNAUTHORIZED' }),
    );
    store.signIn({ user, token: 'old-access' });

    await request(apiClient.get('/user'));

    expect(calls('/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(new Error('No refresh token available'));
    expect(store.get().user).toBeNull();
  });

  it('leaves a 401 alone that answers a request of a session ended meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { apiClient, store, calls, onSessionExpired } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'old-refresh' });
    const pending = request(apiClient.get('/conversations/unread'));
    await vi.waitFor(() => expect(calls('/conversations/unread')).toHaveLength(1));
    // The account is deleted (or the user signs out) while the request is on its way.
    store.clear();
    answer(await unauthorised());

    const [, error] = await pending;
    expect(error).toMatchObject({ status: 401 });
    expect(calls('/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves credential calls and anonymous calls alone', async () => {
    const { publicClient, store, calls, onSessionExpired } = setup(() =>
      reply(401, { success: false, message: 'Wrong code', error: 'Wrong code', code: 'UNAUTHORIZED' }),
    );
    const [, anonymous] = await request(publicClient.get('/user'));
    store.signIn({ user, token: 't', refresh_token: 'r' });
    const [, credential] = await request(publicClient.post('/login-with-otp', {}, { skipAuthRefresh: true }));

    expect(anonymous?.message).toBe('Wrong code');
    expect(credential?.message).toBe('Wrong code');
    expect(calls('/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.get().token).toBe('t');
  });

  it('does not retry a replay that failed again', async () => {
    const { apiClient, store, calls } = setup((_req, path) =>
      path === '/refresh-token'
        ? reply(200, { success: true, data: { token: 'new-access', refresh_token: 'new-refresh' } })
        : unauthorised(),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'r' });

    const [, error] = await request(apiClient.get('/user'));

    expect(error?.status).toBe(401);
    expect(calls('/user')).toHaveLength(2);
    expect(calls('/refresh-token')).toHaveLength(1);
  });
});

describe('the two clients', () => {
  it('send the Bearer token; only apiClient sends cookies and a cache-busting _t on GET', async () => {
    const { apiClient, publicClient, store, sent } = setup(() => reply(200, { data: 1 }));
    store.signIn({ user, token: 'abc', refresh_token: 'r' });

    await apiClient.get('/x', { params: { q: 1 } });
    await apiClient.post('/y', {});
    await publicClient.get('/z');

    const [get, post, publicGet] = sent();
    const url = (r?: Request) => new URL(r?.url ?? '');
    expect(get?.headers.get('Authorization')).toBe('Bearer abc');
    expect(get?.credentials).toBe('include');
    expect(url(get).pathname).toBe('/api/v1/x');
    expect(url(get).searchParams.get('q')).toBe('1');
    expect(Number(url(get).searchParams.get('_t'))).toBeGreaterThan(0);
    expect(url(post).search).toBe('');
    expect(publicGet?.credentials).toBe('same-origin');
    expect(url(publicGet).search).toBe('');
    expect(publicGet?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('returns the XSRF-TOKEN cookie as the X-XSRF-TOKEN header from the cookie-sending client only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server would set
    document.cookie = 'XSRF-TOKEN=csrf%2Fvalue';
    const { apiClient, publicClient, sent } = setup(() => reply(200, { data: 1 }));
    await apiClient.post('/y', {});
    await publicClient.post('/z', {});
    // biome-ignore lint/suspicious/noDocumentCookie: removed again for the other tests
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const [own, anonymous] = sent();
    expect(own?.headers.get('X-XSRF-TOKEN')).toBe('csrf/value');
    expect(anonymous?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends JSON, multipart forms, a DELETE body and its own headers', async () => {
    const { apiClient, sent } = setup(() => reply(200, { data: 1 }));
    await apiClient.post('/bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    await apiClient.postForm('/otp', { phone: '123', code: undefined });
    await apiClient.delete('/account', { data: { confirmation: 'DELETE' } });
    const [json, form, remove] = sent();
    expect(json?.headers.get('content-type')).toBe('application/json');
    expect(json?.headers.get('Idempotency-Key')).toBe('k1');
    expect(await json?.json()).toEqual({ a: 1 });
    const fields = await form?.formData();
    expect([...(fields?.entries() ?? [])]).toEqual([['phone', '123']]);
    expect(remove?.method).toBe('DELETE');
    expect(await remove?.json()).toEqual({ confirmation: 'DELETE' });
  });

  it('times out after 30 s and reports it as the network error, without retrying', async () => {
    vi.useFakeTimers();
    try {
      const { publicClient, fetch } = setup(
        (req) =>
          new Promise((_resolve, reject) => {
            req.signal.addEventListener('abort', () => reject(req.signal.reason));
          }),
      );
      const pending = request(publicClient.get('/slow'));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      const [, error] = await pending;
      expect(error).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries network errors 3 times, then reports the SPEC network error', async () => {
    const { publicClient, fetch } = setup(networkFailure);
    const [, error] = await request(publicClient.post('/get-email-otp', {}));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
  });

  it('waits 1, 2 and 3 s between the attempts', async () => {
    vi.useFakeTimers();
    try {
      const store = createSessionStore(memoryStorage());
      const fetch = vi.fn(networkFailure);
      const { publicClient } = createHttpClients({ store, onSessionExpired: vi.fn(), fetch: fetch as never });
      const pending = request(publicClient.get('/x'));
      for (const [wait, attempts] of [
        [0, 1],
        [999, 1],
        [1, 2],
        [1999, 2],
        [1, 3],
        [2999, 3],
        [1, 4],
      ] as const) {
        await vi.advanceTimersByTimeAsync(wait);
        expect(fetch).toHaveBeenCalledTimes(attempts);
      }
      expect((await pending)[1]?.code).toBe('ERR_NETWORK');
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a 5xx for idempotent requests only', async () => {
    const { publicClient, fetch } = setup(() => reply(503, { message: 'down' }));
    await request(publicClient.post('/login', {}));
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockClear();
    const [, error] = await request(publicClient.get('/categories'));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(error?.message).toBe('down');
  });

  it('retries a 5xx for a write that carries an Idempotency-Key, with the same key', async () => {
    const { apiClient, fetch, sent } = setup(() => reply(502, { message: 'bad gateway' }));
    await request(
      apiClient.post('/conversations/1/messages', { body: 'hi' }, { headers: { 'Idempotency-Key': 'k-1' } }),
    );
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sent().map((r) => r?.headers.get('Idempotency-Key'))).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
  });
});
