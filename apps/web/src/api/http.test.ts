import { ERRORS, type User } from '@roamstead/contract';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClients, request } from './http';
import { createSessionStore } from './session';
import { memoryStorage, networkFailure, reply } from './testing';

const user = { id: 1, email: 'ana@example.com', role: 'guest' } as User;

function setup(handler: (config: InternalAxiosRequestConfig) => Promise<unknown>) {
  const store = createSessionStore(memoryStorage());
  const onSessionExpired = vi.fn();
  const adapter = vi.fn(handler);
  const clients = createHttpClients({
    store,
    onSessionExpired,
    adapter: adapter as never,
    retryDelaysMs: [0, 0, 0],
  });
  return { ...clients, store, onSessionExpired, adapter };
}

const calls = (adapter: ReturnType<typeof vi.fn>, url: string) =>
  adapter.mock.calls.filter(([config]) => (config as InternalAxiosRequestConfig).url === url);

describe('the shared refresh on 401', () => {
  it('refreshes once for two concurrent 401s and replays both with the new token', async () => {
    const { apiClient, store, adapter } = setup(async (config) => {
      if (config.url === '/refresh-token') {
        await new Promise((r) => setTimeout(r, 20));
        return reply(config, 200, { success: true, data: { token: 'new-access', refresh_token: 'new-refresh' } });
      }
      const auth = config.headers.get('Authorization');
      return auth === 'Bearer new-access'
        ? reply(config, 200, { success: true, data: config.url })
        : reply(config, 401, { success: false, message: 'expired', error: 'expired', code: 'UNAUTHORIZED' });
    });
    store.signIn({ user, token: 'old-access', refresh_token: 'old-refresh' });

    const [a, b] = await Promise.all([request(apiClient.get('/a')), request(apiClient.put('/b', {}))]);

    expect(a).toEqual(['/a', null]);
    expect(b).toEqual(['/b', null]);
    const refreshes = calls(adapter, '/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.[0].data)).toEqual({ refreshToken: 'old-refresh' });
    expect(store.get()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', user });
  });

  it('clears the session and hands over to /login when the refresh fails', async () => {
    const { apiClient, store, onSessionExpired } = setup((config) =>
      reply(config, 401, { success: false, message: 'no', error: 'no', code: 'UNAUTHORIZED' }),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'revoked' });

    const [data, error] = await request(apiClient.get('/user'));

    expect(data).toBeNull();
    expect(error?.status).toBe(401);
    expect(store.get()).toEqual({ user: null, token: null, refreshToken: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const { apiClient, store, onSessionExpired } = setup((config) =>
      config.url === '/refresh-token'
        ? networkFailure(config)
        : reply(config, 401, { success: false, message: 'expired', error: 'expired', code: 'UNAUTHORIZED' }),
    );
    store.signIn({ user, token: 'old-access', refresh_token: 'still-good' });

    const [, error] = await request(apiClient.get('/user'));

    expect(error).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
    expect(store.get()).toMatchObject({ user, refreshToken: 'still-good' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('raises "No refresh token available" without asking the server', async () => {
    const { apiClient, store, adapter, onSessionExpired } = setup((config) =>
      reply(config, 401, { success: false, message: 'no', error: 'no', code: 'UNAUTHORIZED' }),
    );
    store.signIn({ user, token: 'old-access' });

    await request(apiClient.get('/user'));

    expect(calls(adapter, '/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(new Error('No refresh token available'));
    expect(store.get().user).toBeNull();
  });

  it('leaves credential calls and anonymous calls alone', async () => {
    const { publicClient, store, adapter, onSessionExpired } = setup((config) =>
      reply(config, 401, { success: false, message: 'Wrong code', error: 'Wrong code', code: 'UNAUTHORIZED' }),
    );
    const [, anonymous] = await request(publicClient.get('/user'));
    store.signIn({ user, token: 't', refresh_token: 'r' });
    const [, credential] = await request(publicClient.post('/login-with-otp', {}, { skipAuthRefresh: true }));

    expect(anonymous?.message).toBe('Wrong code');
    expect(credential?.message).toBe('Wrong code');
    expect(calls(adapter, '/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.get().token).toBe('t');
  });
});

describe('the two clients', () => {
  it('send the Bearer token; only apiClient sends cookies and a cache-busting _t on GET', async () => {
    const { apiClient, publicClient, store, adapter } = setup((config) => reply(config, 200, { data: 1 }));
    store.signIn({ user, token: 'abc', refresh_token: 'r' });

    await apiClient.get('/x', { params: { q: 1 } });
    await apiClient.post('/y', {});
    await publicClient.get('/z');

    const [get, post, publicGet] = adapter.mock.calls.map(([c]) => c as InternalAxiosRequestConfig);
    expect(get?.headers.get('Authorization')).toBe('Bearer abc');
    expect(get?.withCredentials).toBe(true);
    expect(get?.params).toEqual({ q: 1, _t: expect.any(Number) });
    expect(post?.params).toBeUndefined();
    expect(publicGet?.withCredentials).toBe(false);
    expect(publicGet?.params).toBeUndefined();
    expect(publicGet?.headers.get('Authorization')).toBe('Bearer abc');
    expect(get?.baseURL).toBe('/api/v1');
    expect(get?.timeout).toBe(30_000);
  });

  it('retries network errors 3 times, then reports the SPEC network error', async () => {
    const { publicClient, adapter } = setup(networkFailure);
    const [, error] = await request(publicClient.post('/get-email-otp', {}));
    expect(adapter).toHaveBeenCalledTimes(4);
    expect(error).toEqual({ message: ERRORS.network, status: 0, code: 'ERR_NETWORK' });
  });

  it('retries a 5xx for idempotent requests only', async () => {
    const { publicClient, adapter } = setup((config) => reply(config, 503, { message: 'down' }));
    await request(publicClient.post('/login', {}));
    expect(adapter).toHaveBeenCalledTimes(1);
    adapter.mockClear();
    const [, error] = await request(publicClient.get('/categories'));
    expect(adapter).toHaveBeenCalledTimes(4);
    expect(error?.message).toBe('down');
  });
});
