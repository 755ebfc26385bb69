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

/** What the server answers, as fetch resolves it: `data` as a JSON body with `status`. */
export const reply = (status: number, data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json; charset=utf-8' } }),
  );

/** What fetch does when no answer comes. */
export const networkFailure = () => Promise.reject(new TypeError('Failed to fetch'));

/** A successful answer of the HTTP clients, for tests that stand in for them. */
export const answer = <T>(data: T) => ({ data });
