import { randomBytes } from 'node:crypto';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, UPLOADS_PATH } from '@roamstead/contract';
import { badRequest } from '../../platform/errors';
import { convertImage, imageInput, imageMetadata } from '../../platform/images';
import type { Storage } from '../../platform/storage';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decompression bombs stop here: 50 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const KEY = /^[A-Za-z0-9_-]{22}$/;

export interface StoredAttachment {
  key: string;
  width: number;
  height: number;
}

/** Storage key of a message image: an unguessable name under messages/. */
const storageKey = (key: string) => `messages/${key}.webp`;

/** Public address of a stored image. */
export const attachmentUrl = (key: string) => `${UPLOADS_PATH}/${storageKey(key)}`;

/**
 * Message images: checked by content (not by name or declared type), size-limited, re-encoded as
 * WebP no larger than CONVERSATION_LIMITS.attachmentMaxSide (which also drops EXIF and location data).
 */
export function attachmentStore(storage: Storage) {
  const invalid = () =>
    badRequest(CONVERSATION_MESSAGES.attachmentInvalid, { attachment: [CONVERSATION_MESSAGES.attachmentInvalid] });

  return {
    /** Throws a 400 for anything but a real JPEG, PNG, WebP or GIF within the size limit. */
    async check(upload: Buffer) {
      if (upload.length > CONVERSATION_LIMITS.attachmentMaxBytes) {
        throw badRequest(CONVERSATION_MESSAGES.attachmentTooLarge, {
          attachment: [CONVERSATION_MESSAGES.attachmentTooLarge],
        });
      }
      const meta = await imageMetadata(upload, 'attachment', { limitInputPixels: MAX_INPUT_PIXELS });
      if (!ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw invalid();
    },

    async save(upload: Buffer): Promise<StoredAttachment> {
      await this.check(upload);
      const key = randomBytes(16).toString('base64url');
      const side = CONVERSATION_LIMITS.attachmentMaxSide;
      const { data, info } = await convertImage('attachment', () =>
        imageInput(upload, 'attachment', { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      );
      await storage.put(storageKey(key), data);
      return { key, width: info.width, height: info.height };
    },

    async remove(key: string) {
      if (KEY.test(key)) await storage.delete(storageKey(key));
    },
  };
}

export type AttachmentStore = ReturnType<typeof attachmentStore>;
