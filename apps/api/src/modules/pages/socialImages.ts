import { PHOTO_WIDTHS } from '@roamstead/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { readObject, type Storage } from '../../platform/storage';
import { renderSocialImage, socialImageFile } from '../../platform/uploads';

const LARGEST = Math.max(...PHOTO_WIDTHS);
const LARGEST_SUFFIX = `-${LARGEST}.webp`;

/**
 * Gives every stored listing photo (the demo pool and uploads) its link-preview picture when it
 * has none yet, made from its largest variant: the demo photos (the seed stays as quick as it
 * was) and photos stored before previews existed. Runs once at start-up, in the background; it
 * costs one listing of the stored keys when every photo has its picture.
 */
export async function backfillSocialImages(storage: Storage, log: FastifyBaseLogger) {
  const keys = new Set<string>();
  try {
    for (const prefix of ['demo/', 'listings/']) for await (const key of storage.list(prefix)) keys.add(key);
  } catch (err) {
    log.warn({ err }, 'could not list the stored photos to make their link-preview pictures');
    return;
  }
  let made = 0;
  for (const key of keys) {
    if (!key.endsWith(LARGEST_SUFFIX)) continue;
    const storageKey = key.slice(0, -LARGEST_SUFFIX.length);
    if (keys.has(socialImageFile(storageKey))) continue;
    try {
      const largest = await readObject(storage, key);
      if (largest) await storage.put(socialImageFile(storageKey), await renderSocialImage(sharp(largest)));
      made++;
    } catch (err) {
      log.warn({ err, storageKey }, 'could not make the link-preview picture of a photo');
    }
  }
  if (made) log.info(`link-preview pictures made for older photos: ${made}`);
}
