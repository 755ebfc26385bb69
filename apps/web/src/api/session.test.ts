import { SESSION_STORAGE_KEYS, type User } from '@roamstead/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSecureStorage } from './secureStorage';
import { createSessionStore } from './session';

const user = { id: 7, email: 'ana@example.com', role: 'host' } as User;

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps user, token and refresh token under their own keys, encrypted, and reads them back', async () => {
    const store = createSessionStore(createSecureStorage('secret-a'));
    store.signIn({ user, token: 'access-123', refresh_token: 'refresh-456' });
    await store.flushed();

    const raw = Object.values(SESSION_STORAGE_KEYS).map((key) => localStorage.getItem(key));
    expect(raw.every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
    expect(raw.join(' ')).not.toMatch(/access-123|refresh-456|ana@example\.com/);

    const reloaded = createSessionStore(createSecureStorage('secret-a'));
    expect(await reloaded.load()).toEqual({ user, token: 'access-123', refreshToken: 'refresh-456' });
  });

  it('is read from storage once for every caller of ready(), which then sees the session as it is', async () => {
    const store = createSessionStore(createSecureStorage('secret-a'));
    store.signIn({ user, token: 'access-123', refresh_token: 'refresh-456' });
    await store.flushed();

    const reloaded = createSessionStore(createSecureStorage('secret-a'));
    const [first, second] = await Promise.all([reloaded.ready(), reloaded.ready()]);
    expect(first).toEqual({ user, token: 'access-123', refreshToken: 'refresh-456' });
    expect(second).toBe(first);
    reloaded.clear();
    expect(await reloaded.ready()).toEqual({ user: null, token: null, refreshToken: null });
  });

  it('cannot be read with another secret, and then clears everything', async () => {
    const store = createSessionStore(createSecureStorage('secret-a'));
    store.signIn({ user, token: 'access', refresh_token: 'refresh' });
    await store.flushed();

    const other = createSessionStore(createSecureStorage('secret-b'));
    expect(await other.load()).toEqual({ user: null, token: null, refreshToken: null });
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['a string id', { ...user, id: '7' }],
    ['no e-mail', { ...user, email: '' }],
  ])('rejects a stored session with %s and clears both tokens', async (_, bad) => {
    const secure = createSecureStorage('secret-a');
    await secure.set(SESSION_STORAGE_KEYS.user, JSON.stringify(bad));
    await secure.set(SESSION_STORAGE_KEYS.token, 'access');
    await secure.set(SESSION_STORAGE_KEYS.refreshToken, 'refresh');

    expect(await createSessionStore(secure).load()).toEqual({ user: null, token: null, refreshToken: null });
    expect(localStorage.length).toBe(0);
  });

  it('sign-out clears all three keys', async () => {
    const store = createSessionStore(createSecureStorage('secret-a'));
    store.signIn({ user, token: 'access', refresh_token: 'refresh' });
    store.clear();
    await store.flushed();
    expect(localStorage.length).toBe(0);
  });
});
