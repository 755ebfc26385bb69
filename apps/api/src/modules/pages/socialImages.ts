import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@roamstead/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { socialImageFile, writeSocialImage } from '../../platform/uploads';

const LARGEST = Math.max(...PHOTO_WIDTHS);
const LARGEST_SUFFIX = `-${LARGEST}.webp`;

/**
 * Gives every stored listing photo (the demo pool and uploads) its link-preview picture when it
 * has none yet, made from its largest variant: the demo photos (the seed stays as quick as it
 * was) and photos stored before previews existed. Runs once at start-up, in the background; a
 * photo that has its picture costs one stat.
 */
export async function backfillSocialImages(uploadsRoot: string, log: FastifyBaseLogger) {
  const entries = await fs.readdir(uploadsRoot, { recursive: true }).catch(() => [] as string[]);
  let made = 0;
  for (const entry of entries) {
    if (!entry.endsWith(LARGEST_SUFFIX) || !/^(demo|listings)[/\\]/.test(entry)) continue;
    const storageKey = entry.slice(0, -LARGEST_SUFFIX.length).split(path.sep).join('/');
    const exists = await fs.access(path.join(uploadsRoot, socialImageFile(storageKey))).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    try {
      await writeSocialImage(sharp(path.join(uploadsRoot, entry)), uploadsRoot, storageKey);
      made++;
    } catch (err) {
      log.warn({ err, storageKey }, 'could not make the link-preview picture of a photo');
    }
  }
  if (made) log.info(`link-preview pictures made for older photos: ${made}`);
}
