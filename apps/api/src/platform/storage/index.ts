import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './local';
import type { Storage } from './store';

/** The whole object as a buffer, or null when there is none. */
export async function readObject(storage: Storage, key: string) {
  const object = await storage.get(key);
  return object ? Buffer.concat(await object.body.toArray()) : null;
}

/** The local storage folder: DATA_DIR/uploads. */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'uploads');

/**
 * The storage the configuration names: the S3 bucket when S3_BUCKET is set, otherwise
 * DATA_DIR/uploads. The AWS SDK (~150 ms of CPU to load) is loaded only for a bucket.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return localStorage(uploadsDir(config));
  const { s3Storage } = await import('./s3');
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

export { localStorage } from './local';
export { sendStored } from './send';
export { isStorageKey, type Storage, type StoredObject } from './store';
