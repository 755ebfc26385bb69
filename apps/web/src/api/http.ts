import { API_BASE_PATH, ERRORS, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS, VALIDATION } from '@roamstead/contract/constants';
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import { readCookie } from '../lib/cookies';
import { notify } from '../ui/toast';
import { type ApiError, HttpError, NetworkError, normaliseError } from './errors';
import { type SessionStore, sessionStore } from './session';
import { progressFetch } from './uploadProgress';

/** A successful answer: its parsed body (JSON, else text; null when empty). */
export interface HttpResponse<T = unknown> {
  data: T;
}

/** Query parameters; null and undefined ones are left out. */
export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  headers?: Record<string, string>;
  /** Credential calls (sign-in, code checks): a 401 there is an answer, not an expired session. */
  skipAuthRefresh?: boolean;
  /** The body of a DELETE. */
  data?: unknown;
  /** Upload progress of the body, in bytes. */
  onUploadProgress?: (progress: { loaded: number; total: number }) => void;
}

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** Sends `fields` as multipart form data (SPEC §7's multipart calls). */
  postForm<T = unknown>(
    url: string,
    fields: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<HttpResponse<T>>;
}

interface HttpClientsOptions {
  store: SessionStore;
  /** Called with the refresh failure after it has cleared the session (SPEC §4: go to /login). */
  onSessionExpired: (reason: unknown) => void;
  /** The transport (tests answer from a function). */
  fetch?: typeof globalThis.fetch;
  retryDelaysMs?: readonly number[];
}

/** What ky carries for one call in `context`. */
interface CallContext {
  skipAuthRefresh?: boolean;
  /** Set on the one replay after a refresh. */
  replayed?: boolean;
}

const bearer = (token: string) => `Bearer ${token}`;
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const IDEMPOTENT_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** SPEC §8: no response → the network-error toast. Nested retries report one failure many times: one toast. */
const networkFailure = (cause: unknown) => {
  notify.error(ERRORS.network, undefined, 'network-error');
  return cause instanceof NetworkError ? cause : new NetworkError(cause);
};

/** A call that got no answer: fetch's TypeError, or ky's timeout. */
const isNoAnswer = (error: unknown) =>
  error instanceof NetworkError || error instanceof TimeoutError || error instanceof TypeError;

/** The failure of the replay after a refresh, carried through the first call's retry loop untouched. */
class ReplayFailure extends Error {
  constructor(readonly failure: unknown) {
    super('replay failed');
  }
}

/**
 * Retries (SPEC §7: 3, after 1, 2 and 3 s), unless the device is offline: a call that got no answer, whatever its method, and an
 * idempotent call (or one with an Idempotency-Key) answered 429 or 5xx. A timeout is not retried: the server may still be working.
 */
const shouldRetry = ({ error }: { error: Error }) => {
  // A device that knows it is offline gets no answer by waiting: what it saved answers, or nothing.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (error instanceof ReplayFailure || error instanceof NetworkError || error instanceof TimeoutError) return false;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    // A write carrying an Idempotency-Key is safe to repeat: the server returns its first result.
    const idempotent =
      IDEMPOTENT_METHODS.includes(error.request.method) || error.request.headers.has('idempotency-key');
    return idempotent && (status === 429 || status >= 500);
  }
  return true;
};

/** The parsed body of an answer: JSON when it says so, else its text; null when empty. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!/[/+]json\b/.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const toFormData = (fields: Record<string, unknown>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
};

const searchParams = (params: Params | undefined) => {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) out.set(name, String(value));
  }
  return out;
};

/**
 * How the API is reached: from the page's origin with the browser's fetch, or, while the server
 * renders a page, through the server itself (entry-server.tsx sets its own).
 */
export const transport = {
  origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
};

/** The two setups of SPEC §7 sharing one session, one refresh and one retry policy. */
export function createHttpClients({
  store,
  onSessionExpired,
  fetch,
  retryDelaysMs = RETRY_DELAYS_MS,
}: HttpClientsOptions) {
  const base = ky.create({
    // Absolute, so requests also build where there is no page to resolve against (tests).
    prefixUrl: `${transport.origin}${API_BASE_PATH}`,
    timeout: REQUEST_TIMEOUT_MS,
    fetch: fetch ?? ((input, init) => transport.fetch(input, init)),
    retry: {
      // A page rendered on the server waits for no retry: the browser asks again if it must.
      limit: typeof window === 'undefined' ? 0 : retryDelaysMs.length,
      methods: ['get', 'head', 'options', 'put', 'delete', 'post', 'patch'],
      delay: (attempt) => retryDelaysMs[attempt - 1] ?? 0,
      shouldRetry,
    },
  });
  const refreshClient = base.extend({ credentials: 'same-origin', retry: 0 });

  // One refresh at a time: every 401 that arrives meanwhile waits for the same promise.
  let refreshing: Promise<string> | null = null;
  const refreshAccessToken = () => {
    refreshing ??= (async () => {
      const refreshToken = store.get().refreshToken;
      if (!refreshToken) throw new Error(VALIDATION.noRefreshToken);
      const answer = await refreshClient.post('refresh-token', { json: { refreshToken } }).json<{
        data: { token: string; refresh_token: string };
      }>();
      store.setTokens(answer.data.token, answer.data.refresh_token);
      return answer.data.token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const create = (withCredentials: boolean): HttpClient => {
    const client: KyInstance = base.extend({
      credentials: withCredentials ? 'include' : 'same-origin',
      hooks: {
        beforeRequest: [
          (request) => {
            const { token } = store.get();
            if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', bearer(token));
            // Double-submit CSRF: the server's XSRF-TOKEN cookie goes back as the X-XSRF-TOKEN header.
            const xsrf = withCredentials ? readCookie(XSRF_COOKIE) : null;
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          },
        ],
        afterResponse: [
          async (request, options, response) => {
            const context = options.context as CallContext;
            const sentToken = request.headers.get('Authorization');
            if (response.status !== 401 || context.skipAuthRefresh || context.replayed || !sentToken) return;

            const session = store.get();
            // The session that sent it has ended meanwhile (signed out, account deleted): its 401
            // is no news of an expired session, and nothing is left to refresh.
            if (!session.token && !session.refreshToken) return;
            let token = session.token;
            // Only refresh when no other request has already replaced the token this one carried.
            if (!token || sentToken === bearer(token)) {
              try {
                token = await refreshAccessToken();
              } catch (refreshError) {
                // No answer is no verdict on the session: keep it and report the network failure.
                if (isNoAnswer(refreshError)) throw networkFailure(refreshError);
                store.clear();
                onSessionExpired(refreshError);
                return;
              }
            }
            request.headers.set('Authorization', bearer(token));
            // The replay has its own retries: its failure is final, not one more to retry.
            return client(request, { context: { ...context, replayed: true } }).catch((error: unknown) => {
              throw new ReplayFailure(error);
            });
          },
        ],
      },
    });

    const send = async <T>(method: string, url: string, body: Options, options: RequestOptions = {}) => {
      const params = searchParams(options.params);
      // SPEC §7: the cookie-sending setup adds a cache-busting timestamp to GET requests.
      if (withCredentials && method === 'get') params.set('_t', String(Date.now()));
      const call: Options = {
        method,
        ...body,
        ...(params.size ? { searchParams: params } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.data !== undefined ? { json: options.data } : {}),
        ...(options.onUploadProgress ? { fetch: progressFetch(options.onUploadProgress, fetch) } : {}),
        context: { skipAuthRefresh: options.skipAuthRefresh } satisfies CallContext,
      };
      try {
        const response = await client(url.replace(/^\//, ''), call);
        return { data: (await bodyOf(response)) as T };
      } catch (thrown) {
        const error = thrown instanceof ReplayFailure ? thrown.failure : thrown;
        if (error instanceof HttpError || error instanceof NetworkError) throw error;
        if (error instanceof HTTPError) throw new HttpError(error.response.status, await bodyOf(error.response));
        throw networkFailure(error);
      }
    };
    const payload = (body: unknown): Options => {
      if (body === undefined) return {};
      return body instanceof FormData ? { body } : { json: body };
    };

    return {
      get: (url, options) => send('get', url, {}, options),
      delete: (url, options) => send('delete', url, {}, options),
      post: (url, body, options) => send('post', url, payload(body), options),
      put: (url, body, options) => send('put', url, payload(body), options),
      patch: (url, body, options) => send('patch', url, payload(body), options),
      postForm: (url, fields, options) => send('post', url, { body: toFormData(fields) }, options),
    };
  };

  return { apiClient: create(true), publicClient: create(false) };
}

let sessionExpiredHandler = () => window.location.assign('/login');

/** Lets the router take over the redirect to /login after a failed refresh. */
export function setSessionExpiredHandler(handler: () => void) {
  sessionExpiredHandler = handler;
}

export const { apiClient, publicClient } = createHttpClients({
  store: sessionStore,
  onSessionExpired: () => sessionExpiredHandler(),
});

/** SPEC §7: every call yields a pair of data and error; `data` is the envelope's data. */
export async function request<T>(call: Promise<HttpResponse<{ data: T }>>): Promise<[T, null] | [null, ApiError]> {
  try {
    const response = await call;
    return [response.data.data, null];
  } catch (err) {
    return [null, normaliseError(err)];
  }
}
