import { readObject, type Storage } from './index';

export interface CopyTotals {
  /** Objects looked at so far. */
  seen: number;
  copied: number;
  /** Already in the target with the same size: left as they are. */
  present: number;
  failed: number;
}

/**
 * Copies every object of `from` that `to` lacks (or holds with another size) under the same key;
 * running it again copies only what changed. `concurrency` objects move at a time.
 */
export async function copyObjects(
  from: Storage,
  to: Storage,
  options: {
    concurrency?: number;
    onProgress?: (totals: CopyTotals) => void;
    onError?: (key: string, err: unknown) => void;
  } = {},
): Promise<CopyTotals> {
  const totals: CopyTotals = { seen: 0, copied: 0, present: 0, failed: 0 };
  const keys = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    // An async generator hands each key to exactly one of the workers calling next().
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      const key = next.value;
      try {
        const [size, there] = await Promise.all([from.size(key), to.size(key)]);
        if (size !== null && size === there) {
          totals.present++;
        } else {
          const body = await readObject(from, key);
          if (body) await to.put(key, body);
          totals.copied++;
        }
      } catch (err) {
        totals.failed++;
        options.onError?.(key, err);
      }
      totals.seen++;
      options.onProgress?.(totals);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return totals;
}
