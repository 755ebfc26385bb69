import { readTargetKey } from '../../db/replicas';

/**
 * Answers of public searches, shared for a few seconds (docs/adr/0013).
 *
 * Everyone who runs the same search in the same moment (a popular city for next weekend, the
 * histogram beside it) gets one database query: the first caller's promise is handed to the rest.
 * Any write clears it before its response is sent, in this process at once and in the other API
 * processes through a broadcast (docs/adr/0030), so a host or guest never sees their own change
 * missing whichever process answers next; changes made by background sweeps show after at most
 * `ttlMs`.
 */
export const SEARCH_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 1_000;

export function createSearchCache(ttlMs = SEARCH_CACHE_TTL_MS) {
  let entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(query: string, load: () => Promise<T>): Promise<T> {
      // Answers read from a replica are never handed to a request that must read the primary (ADR 0068).
      const key = `${readTargetKey()}:${query}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries = new Map();
      const value = load();
      const owner = entries;
      owner.set(key, { at: now, value });
      value.catch(() => {
        if (owner.get(key)?.value === value) owner.delete(key);
      });
      return value;
    },
    /** Forgets every answer, including those still being computed (their callers still get them). */
    clear() {
      entries = new Map();
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
