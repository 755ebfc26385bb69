import { INPUT_MESSAGES } from '@roamstead/contract';
import sharp, { type SharpOptions } from 'sharp';
import { badRequest } from './errors';

/** The 400 for an upload that is empty, truncated or not an image at all, named by its form field. */
export const unreadableImage = (field: string) =>
  badRequest(INPUT_MESSAGES.imageUnreadable, { [field]: [INPUT_MESSAGES.imageUnreadable] });

/** A decoder for an upload: a 400 instead of sharp's exception when there is nothing to decode. */
export function imageInput(upload: Buffer, field: string, options?: SharpOptions) {
  if (!Buffer.isBuffer(upload) || upload.length === 0) throw unreadableImage(field);
  return sharp(upload, options);
}

/** Metadata of an upload (format, size, orientation); a 400 when its header cannot be read. */
export async function imageMetadata(upload: Buffer, field: string, options?: SharpOptions) {
  const meta = await imageInput(upload, field, options)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format) throw unreadableImage(field);
  return meta;
}

/**
 * Runs the conversions of an upload: a decoding failure (a truncated or corrupt file whose header
 * looked fine) is a 400; a failure of the disk underneath stays a server error.
 */
export async function convertImage<T>(field: string, convert: () => Promise<T>): Promise<T> {
  try {
    return await convert();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code) throw err;
    throw unreadableImage(field);
  }
}
