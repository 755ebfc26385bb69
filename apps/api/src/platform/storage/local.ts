import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isStorageKey, type Storage } from './store';

const TEMP_SUFFIX = '.partial';

/** Files under one folder (DATA_DIR/uploads): no set-up, one machine. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const statOf = (key: string) => (isStorageKey(key) ? fs.stat(fileOf(key)).catch(() => null) : null);

  return {
    description: `folder ${root}`,

    async check() {
      await fs.mkdir(root, { recursive: true });
    },

    // Written beside the target and renamed, so no reader ever sees half a file.
    async put(key, body) {
      const file = fileOf(key);
      const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const stat = await statOf(key);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(fileOf(key)),
        size: stat.size,
        contentType: contentTypeOf(key),
        // The form @fastify/static used for these files, so browsers' cached copies stay valid.
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime,
      };
    },

    async size(key) {
      const stat = await statOf(key);
      return stat?.isFile() ? stat.size : null;
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async *list(prefix = '') {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(TEMP_SUFFIX)) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (key.startsWith(prefix) && isStorageKey(key)) yield key;
      }
    },

    async close() {},
  };
}
