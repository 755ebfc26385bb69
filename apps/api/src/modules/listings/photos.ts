import type { Photo } from '@roamstead/contract';
import type { listingPhotos } from '../../db/schema';
import { photoVariants, variantUrl } from '../../platform/uploads';

export type PhotoRow = Pick<
  typeof listingPhotos.$inferSelect,
  'id' | 'position' | 'isCover' | 'alt' | 'storageKey' | 'width' | 'height'
>;

/** A stored listing photo as the API shows it: the largest variant's URL and every WebP width. */
export const toPhoto = (p: PhotoRow): Photo => ({
  id: p.id,
  position: p.position,
  is_cover: p.isCover,
  alt: p.alt,
  url: variantUrl(p.storageKey, p.width),
  width: p.width,
  height: p.height,
  variants: photoVariants(p.storageKey, p.width, p.height),
});
