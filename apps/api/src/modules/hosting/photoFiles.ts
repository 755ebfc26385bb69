import { randomBytes } from 'node:crypto';
import { HOSTING_LIMITS, HOSTING_MESSAGES, PHOTO_FORMATS, PHOTO_WIDTHS } from '@roamstead/contract';
import { AppError, badRequest } from '../../platform/errors';
import { convertImage, imageInput, imageMetadata } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { renderSocialImage, socialImageFile, variantFile } from '../../platform/uploads';

const LARGEST = Math.max(...PHOTO_WIDTHS);
const ACCEPTED = new Set<string>(PHOTO_FORMATS);

export const photoTooBig = () =>
  new AppError(413, 'UNPROCESSABLE', HOSTING_MESSAGES.photoTooBig, { photo: [HOSTING_MESSAGES.photoTooBig] });

/**
 * Checks an upload by its content and stores its WebP variants (PHOTO_WIDTHS, EXIF rotation
 * applied) and its link-preview picture under `listings/<id>/`. Returns the stored key and the largest variant's size.
 */
export async function storeListingPhoto(storage: Storage, listingId: number, upload: Buffer) {
  if (upload.length > HOSTING_LIMITS.photoMaxBytes) throw photoTooBig();
  const meta = await imageMetadata(upload, 'photo');
  if (!ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw badRequest(HOSTING_MESSAGES.photoType, { photo: [HOSTING_MESSAGES.photoType] });
  }
  // Orientations 5–8 are stored on their side: the picture guests see is rotated.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (Math.min(width, height) < HOSTING_LIMITS.photoMinSide) {
    throw badRequest(HOSTING_MESSAGES.photoTooSmall, { photo: [HOSTING_MESSAGES.photoTooSmall] });
  }
  const storageKey = `listings/${listingId}/${randomBytes(9).toString('base64url')}`;
  const [social, ...variants] = await convertImage('photo', () =>
    Promise.all([
      renderSocialImage(imageInput(upload, 'photo')),
      ...PHOTO_WIDTHS.map((w) =>
        imageInput(upload, 'photo').rotate().resize({ width: w }).webp({ quality: 80 }).toBuffer(),
      ),
    ]),
  );
  try {
    await Promise.all([
      storage.put(socialImageFile(storageKey), social as Buffer),
      ...variants.map((data, i) => storage.put(variantFile(storageKey, PHOTO_WIDTHS[i] as number), data)),
    ]);
  } catch (err) {
    await removeListingPhoto(storage, storageKey);
    throw err;
  }
  return { storageKey, width: LARGEST, height: Math.round((height * LARGEST) / width) };
}

/** Deletes a photo's variant files; seed photos (shared by many listings) are never ours to delete. */
export async function removeListingPhoto(storage: Storage, storageKey: string) {
  if (!storageKey.startsWith('listings/')) return;
  const keys = [...PHOTO_WIDTHS.map((w) => variantFile(storageKey, w)), socialImageFile(storageKey)];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
