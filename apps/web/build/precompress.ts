import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build, once everything else (the service worker included) has been written. The server sends
 * them as they are, so no request pays for compression. A copy that would not be smaller is not
 * written: the server then sends the file itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'roamstead:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const jobs: Promise<void>[] = [];
        for await (const file of filesUnder(outDir)) {
          if (!TEXT_FILE.test(file)) continue;
          jobs.push(
            (async () => {
              const body = await fs.readFile(file);
              const [br, gz] = await Promise.all([
                brotli(body, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                  },
                }),
                gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
              if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
            })(),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
