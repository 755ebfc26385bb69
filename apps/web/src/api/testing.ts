import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SecureStorage } from './secureStorage';

/** A SecureStorage kept in a Map, for tests that do not exercise encryption. */
export function memoryStorage(): SecureStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    set: async (name, value) => {
      values.set(name, value);
    },
    get: async (name) => values.get(name) ?? null,
    remove: (name) => {
      values.delete(name);
    },
  };
}

/** What an axios adapter answers: resolves for 2xx, rejects like axios for any other status. */
export function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
  if (status >= 200 && status < 300) return Promise.resolve(response);
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  return Promise.reject(new AxiosError(`Request failed with status code ${status}`, code, config, {}, response));
}

export const networkFailure = (config: InternalAxiosRequestConfig) =>
  Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
