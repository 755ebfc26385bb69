import type { User } from '@roamstead/contract';
import { DEFAULT_STORAGE_SECRET, SESSION_STORAGE_KEYS } from '@roamstead/contract/constants';
import { createSecureStorage, type SecureStorage } from './secureStorage';

export interface Session {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
}

const EMPTY: Session = { user: null, token: null, refreshToken: null };

/** SPEC §3: a stored session counts only when id is a number and an e-mail is present. */
const isValidStoredUser = (value: unknown): value is User =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { email?: unknown }).email === 'string' &&
  (value as { email: string }).email.length > 0;

const parseUser = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** The session in memory (read synchronously by the HTTP clients), persisted encrypted. */
export function createSessionStore(storage: SecureStorage) {
  let current: Session = EMPTY;
  /** The first read of the stored session (`ready`). */
  let firstLoad: Promise<unknown> | null = null;
  const listeners = new Set<(session: Session) => void>();
  // Writes are encrypted asynchronously; chaining them keeps the last write the one stored.
  let writes: Promise<unknown> = Promise.resolve();

  const persist = (key: string, value: string | null) => {
    writes = writes.then(() => (value === null ? storage.remove(key) : storage.set(key, value))).catch(() => undefined);
  };

  const update = (next: Session) => {
    const previous = current;
    current = next;
    if (next.user !== previous.user) persist(SESSION_STORAGE_KEYS.user, next.user && JSON.stringify(next.user));
    if (next.token !== previous.token) persist(SESSION_STORAGE_KEYS.token, next.token);
    if (next.refreshToken !== previous.refreshToken) persist(SESSION_STORAGE_KEYS.refreshToken, next.refreshToken);
    for (const listener of listeners) listener(current);
  };

  return {
    get: () => current,

    /** The session once the stored one has been read (read now if nobody has asked yet). */
    ready(): Promise<Session> {
      firstLoad ??= this.load();
      return firstLoad.then(() => current);
    },

    /** Reads the three stored values; an invalid session clears all of them. */
    async load(): Promise<Session> {
      const [user, token, refreshToken] = await Promise.all([
        storage.get(SESSION_STORAGE_KEYS.user),
        storage.get(SESSION_STORAGE_KEYS.token),
        storage.get(SESSION_STORAGE_KEYS.refreshToken),
      ]);
      const parsed = parseUser(user);
      if (!isValidStoredUser(parsed)) {
        for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.remove(key);
        current = EMPTY;
      } else {
        current = { user: parsed, token, refreshToken };
      }
      return current;
    },

    /** After sign-in or registration: the user, the token and an optional refresh token. */
    signIn(auth: { user: User; token: string; refresh_token?: string | null }) {
      update({ user: auth.user, token: auth.token, refreshToken: auth.refresh_token ?? null });
    },
    setUser(user: User) {
      update({ ...current, user });
    },
    setTokens(token: string, refreshToken: string) {
      update({ ...current, token, refreshToken });
    },
    clear() {
      update(EMPTY);
    },

    subscribe(listener: (session: Session) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Resolves when every pending write has reached storage (tests, page unload). */
    flushed: () => writes.then(() => undefined),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A page rendered on the server has no session: signed-in parts complete in the browser. */
const noStorage: SecureStorage = { set: async () => undefined, get: async () => null, remove: () => undefined };

export const sessionStore = createSessionStore(
  typeof localStorage === 'undefined'
    ? noStorage
    : createSecureStorage(import.meta.env.VITE_STORAGE_SECRET || DEFAULT_STORAGE_SECRET),
);
