import { type CardPhoto, PHOTO_WIDTHS, type Photo } from '@roamstead/contract';
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

/** A card photo as the search query gives it (cover first). */
export type CardPhotoRow = Pick<typeof listingPhotos.$inferSelect, 'id' | 'alt' | 'width' | 'height'> & { key: string };

/** A photo on a search card: its variants' paths (absolute for other origins, `registerUploadAddresses`). */
export const toCardPhoto = (p: CardPhotoRow): CardPhoto => ({
  id: p.id,
  alt: p.alt,
  width: p.width,
  height: p.height,
  variants: PHOTO_WIDTHS.map((width) => ({ url: variantUrl(p.key, width), width })),
});
