import type { Readable } from 'node:stream';

/** One stored file, ready to stream. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  /** A quoted entity tag (may be weak). */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploads and the pictures made from them live, by key (`listings/12/abc-640.webp`,
 * `messages/<id>.webp`, `avatars/u3-…-96.webp`, `demo/…`): the key is also the file's path under
 * /uploads/. A local folder by default, or an S3-compatible bucket shared by every API process.
 */
export interface Storage {
  /** Names the place for logs, e.g. "bucket photos at http://127.0.0.1:9000". */
  readonly description: string;
  /** Fails with a readable message when the place cannot be used (start-up check). */
  check(): Promise<void>;
  /** Writes (or replaces) a whole object. */
  put(key: string, body: Buffer): Promise<void>;
  /** The object, or null when there is none under `key` (or `key` is not a storage key). */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes an object; removing a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix`, in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
  close(): Promise<void>;
}

/** Keys are relative paths of plain names: no empty, dot-leading (`.`, `..`) or hidden segments. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const isStorageKey = (key: string) => key.length <= 512 && KEY.test(key);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The media type a key's extension names (every stored file is written with its extension). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
