import { PHOTO_WIDTHS } from '@roamstead/contract';
import sharp from 'sharp';
import type { Storage } from '../platform/storage';
import { variantFile } from '../platform/uploads';
import { createRandom } from './random';
import { renderScene, SCENE_HEIGHT, SCENE_WIDTH } from './scene';

export const PHOTOS_PER_CATEGORY = 5;

export interface PoolPhoto {
  storageKey: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The shared pool of demo photos (PHOTOS_PER_CATEGORY per category), known at once, and `written`:
 * the WebP variants being rendered and stored under `demo/` meanwhile (sharp works off the main
 * thread, so the rows can be inserted in parallel). Files already there are kept: the same seed
 * always draws the same picture.
 */
export function photoPool(storage: Storage, categorySlugs: readonly string[]) {
  const pool = new Map<string, PoolPhoto[]>();
  const scenes: { storageKey: string; svg: string }[] = [];
  for (const slug of categorySlugs) {
    const photos: PoolPhoto[] = [];
    for (let i = 1; i <= PHOTOS_PER_CATEGORY; i++) {
      const storageKey = `demo/${slug}-${i}`;
      const scene = renderScene(slug, createRandom(hash(storageKey)));
      photos.push({ storageKey, alt: scene.alt, width: SCENE_WIDTH, height: SCENE_HEIGHT });
      scenes.push({ storageKey, svg: scene.svg });
    }
    pool.set(slug, photos);
  }
  const written = Promise.all(scenes.map((s) => writeVariants(storage, s.storageKey, s.svg))).then(() => undefined);
  return { pool, written };
}

async function writeVariants(storage: Storage, storageKey: string, svg: string) {
  const files = PHOTO_WIDTHS.map((w) => ({ width: w, key: variantFile(storageKey, w) }));
  const present = await Promise.all(files.map((f) => storage.size(f.key)));
  if (present.every((size) => size !== null)) return;
  // Rasterise the SVG once, then encode each width from the pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  await Promise.all(
    files.map(async ({ width, key }) =>
      storage.put(key, await sharp(data, { raw: info }).resize({ width }).webp({ quality: 75, effort: 2 }).toBuffer()),
    ),
  );
}

/** FNV-1a: a stable number from a string, to seed one picture. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
