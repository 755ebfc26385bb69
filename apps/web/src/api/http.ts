import { API_BASE_PATH, ERRORS, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS, VALIDATION } from '@roamstead/contract/constants';
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, isAxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { notify } from '../ui/toast';
import { type ApiError, normaliseError } from './errors';
import { type SessionStore, sessionStore } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Credential calls (sign-in, code checks): a 401 there is an answer, not an expired session. */
    skipAuthRefresh?: boolean;
    /** Set on the one replay after a refresh. */
    replayed?: boolean;
  }
}

interface HttpClientsOptions {
  store: SessionStore;
  /** Called with the refresh failure after it has cleared the session (SPEC §4: go to /login). */
  onSessionExpired: (reason: unknown) => void;
  adapter?: AxiosAdapter;
  retryDelaysMs?: readonly number[];
}

const bearer = (token: string) => `Bearer ${token}`;

/** SPEC §8: no response → the network-error toast. Nested retries report one failure many times: one toast. */
const networkFailure = (error: unknown) => {
  notify.error(ERRORS.network, undefined, 'network-error');
  return error;
};

/** The two axios setups of SPEC §7 sharing one session, one refresh and one retry policy. */
export function createHttpClients({
  store,
  onSessionExpired,
  adapter,
  retryDelaysMs = RETRY_DELAYS_MS,
}: HttpClientsOptions) {
  const base = { baseURL: API_BASE_PATH, timeout: REQUEST_TIMEOUT_MS, adapter };
  const refreshClient = axios.create({ ...base, withCredentials: false });

  // One refresh at a time: every 401 that arrives meanwhile waits for the same promise.
  let refreshing: Promise<string> | null = null;
  const refreshAccessToken = () => {
    refreshing ??= (async () => {
      const refreshToken = store.get().refreshToken;
      if (!refreshToken) throw new Error(VALIDATION.noRefreshToken);
      const { data } = await refreshClient.post('/refresh-token', { refreshToken });
      store.setTokens(data.data.token, data.data.refresh_token);
      return data.data.token as string;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const create = (withCredentials: boolean): AxiosInstance => {
    const client = axios.create({
      ...base,
      withCredentials,
      // Double-submit CSRF: the server's XSRF-TOKEN cookie goes back as the X-XSRF-TOKEN header.
      withXSRFToken: withCredentials ? undefined : false,
    });

    client.interceptors.request.use((config) => {
      const { token } = store.get();
      if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', bearer(token));
      if (withCredentials && config.method === 'get') config.params = { ...config.params, _t: Date.now() };
      return config;
    });

    axiosRetry(client, {
      retries: retryDelaysMs.length,
      retryDelay: (retry) => retryDelaysMs[retry - 1] ?? 0,
    });

    client.interceptors.response.use(undefined, async (error: unknown) => {
      if (!isAxiosError(error) || !error.config) throw error;
      const { config } = error;
      if (!error.response) throw networkFailure(error);
      const sentToken = config.headers.get('Authorization');
      if (error.response.status !== 401 || config.skipAuthRefresh || config.replayed || !sentToken) throw error;

      let token = store.get().token;
      // Only refresh when no other request has already replaced the token this one carried.
      if (!token || sentToken === bearer(token)) {
        try {
          token = await refreshAccessToken();
        } catch (refreshError) {
          // No answer is no verdict on the session: keep it and report the network failure.
          if (isAxiosError(refreshError) && !refreshError.response) throw networkFailure(refreshError);
          store.clear();
          onSessionExpired(refreshError);
          throw error;
        }
      }
      config.replayed = true;
      config.headers.set('Authorization', bearer(token));
      return client(config);
    });
    return client;
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
export async function request<T>(call: Promise<AxiosResponse<{ data: T }>>): Promise<[T, null] | [null, ApiError]> {
  try {
    const response = await call;
    return [response.data.data, null];
  } catch (err) {
    return [null, normaliseError(err)];
  }
}
