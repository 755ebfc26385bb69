import { HOSTING_LIMITS, HOSTING_MESSAGES } from '@roamstead/contract';
import type { listings } from '../../db/schema';

type ListingRow = typeof listings.$inferSelect;

/**
 * What still blocks publishing, as field → message (empty when the listing is ready). The same
 * rules guard edits of a published listing, so a live listing never loses a required detail.
 */
export function missingForPublish(listing: ListingRow, photoCount: number): Record<string, string> {
  const missing: Record<string, string> = {};
  if (listing.categoryId === null) missing.category_id = HOSTING_MESSAGES.categoryMissing;
  if (listing.placeId === null) missing.place_id = HOSTING_MESSAGES.placeMissing;
  if (!listing.address.trim()) missing.address = HOSTING_MESSAGES.addressMissing;
  if (listing.lat === null || listing.lng === null) missing.lat = HOSTING_MESSAGES.pinMissing;
  const title = listing.title.trim().length;
  if (title < HOSTING_LIMITS.titleMin) missing.title = HOSTING_MESSAGES.titleShort;
  else if (title > HOSTING_LIMITS.titleMax) missing.title = HOSTING_MESSAGES.titleLong;
  const description = listing.description.trim().length;
  if (description < HOSTING_LIMITS.descriptionMin) missing.description = HOSTING_MESSAGES.descriptionShort;
  else if (description > HOSTING_LIMITS.descriptionMax) missing.description = HOSTING_MESSAGES.descriptionLong;
  if (photoCount < HOSTING_LIMITS.photosMin) missing.photos = HOSTING_MESSAGES.photosMissing;
  if (listing.nightlyPrice <= 0) missing.nightly_price = HOSTING_MESSAGES.priceMissing;
  if (
    listing.kind === 'experience' &&
    (listing.durationMinutes === null ||
      listing.durationMinutes < HOSTING_LIMITS.durationMin ||
      listing.durationMinutes > HOSTING_LIMITS.durationMax)
  ) {
    missing.duration_minutes = HOSTING_MESSAGES.durationMissing;
  }
  return missing;
}

/** `{ field: message }` as the error envelope's `{ field: [message] }`. */
export const asDetails = (missing: Record<string, string>) =>
  Object.fromEntries(Object.entries(missing).map(([field, message]) => [field, [message]]));
