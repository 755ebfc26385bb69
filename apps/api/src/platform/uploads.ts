import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS, PHOTO_WIDTHS, UPLOADS_PATH } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { envelope } from './errors';

/** Where uploaded and generated files live: DATA_DIR/uploads. */
export const uploadsDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'uploads');

/** File of one WebP variant, relative to the uploads folder. */
export const variantFile = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** Public URL of one WebP variant. */
export const variantUrl = (storageKey: string, width: number) => `${UPLOADS_PATH}/${variantFile(storageKey, width)}`;

/** The stored variants of a photo whose largest variant is `width` × `height`. */
export function photoVariants(storageKey: string, width: number, height: number) {
  return PHOTO_WIDTHS.map((w) => ({
    url: variantUrl(storageKey, w),
    width: w,
    height: Math.round((height * w) / width),
  }));
}

/** Serves DATA_DIR/uploads under /uploads/. File names are never reused, so browsers may cache them for good. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: uploadsDir(app.config),
        decorateReply: false,
        index: false,
        list: false,
        immutable: true,
        maxAge: '365d',
      });
      scope.setNotFoundHandler((_request, reply) => reply.status(404).send(envelope(404, ERRORS.notFound)));
    },
    { prefix: UPLOADS_PATH },
  );
}
