import { z } from 'zod';
import { MAX_ID, recordId } from './ids';
import { LISTING_KINDS, PROPERTY_TYPES } from './listingConstants';
import { moneySchema, photoSchema } from './listings';
import { line, text } from './text';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from './wishlistConstants';

const id = recordId;

export const wishlistNameSchema = line({ error: WISHLIST_MESSAGES.nameRequired })
  .min(1, WISHLIST_MESSAGES.nameRequired)
  .max(WISHLIST_LIMITS.nameMax, WISHLIST_MESSAGES.nameTooLong);

/** POST /wishlists: a new wishlist, optionally with its first listing. */
export const createWishlistBody = z.object({
  name: wishlistNameSchema,
  listing_id: id('Listing id').optional(),
});
export type CreateWishlistBody = z.infer<typeof createWishlistBody>;

/** PATCH /wishlists/:id */
export const renameWishlistBody = z.object({ name: wishlistNameSchema });

/** POST /wishlists/:id/items */
export const addWishlistItemBody = z.object({ listing_id: id('Listing id') });

/** POST /wishlists/:id/items/:listingId/move */
export const moveWishlistItemBody = z.object({ wishlist_id: id('Wishlist id') });

export const wishlistIdParams = z.object({ id: id('Wishlist id') });
export const wishlistItemParams = z.object({ id: id('Wishlist id'), listingId: id('Listing id') });
export const savedListingParams = z.object({ listingId: id('Listing id') });

/** A saved listing as wishlists show it; `available` is false once the host unpublishes it. */
export const wishlistListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  title: text(),
  place: z.object({ name: text(), country: text() }),
  /** Per night (per person for experiences), in the listing's own currency. */
  price: moneySchema,
  rating_avg: z.number().nullable(),
  review_count: z.number().int(),
  cover: photoSchema.nullable(),
  available: z.boolean(),
});
export type WishlistListing = z.infer<typeof wishlistListingSchema>;

export const wishlistSummarySchema = z.object({
  id: z.number().int(),
  name: text(),
  item_count: z.number().int(),
  /** Cover photo of the most recently saved listing. */
  cover: photoSchema.nullable(),
  created_at: text(),
  updated_at: text(),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

export const wishlistItemSchema = z.object({ added_at: text(), listing: wishlistListingSchema });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistDetailSchema = wishlistSummarySchema.extend({ items: z.array(wishlistItemSchema) });
export type WishlistDetail = z.infer<typeof wishlistDetailSchema>;

/** GET /wishlists/saved-ids: every listing the caller saved and the wishlists holding it. */
export const savedListingSchema = z.object({ listing_id: z.number().int(), wishlist_ids: z.array(z.number().int()) });
export type SavedListing = z.infer<typeof savedListingSchema>;

/** GET /compare?ids=3,7,9 — listing ids separated by commas, in the order to show them. */
export const compareQuery = z.object({
  ids: text({ error: WISHLIST_MESSAGES.compareIds })
    .trim()
    .regex(/^\d+(,\d+)*$/, WISHLIST_MESSAGES.compareIds)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= WISHLIST_LIMITS.compareMax && ids.every((n) => n > 0 && n <= MAX_ID),
      WISHLIST_MESSAGES.compareIds,
    ),
});

/** One column of /compare. Listings that are unknown or no longer published are left out. */
export const compareListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  title: text(),
  property_type: z.enum(PROPERTY_TYPES),
  place: z.object({ name: text(), country: text() }),
  price: moneySchema,
  max_guests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  rating_avg: z.number().nullable(),
  review_count: z.number().int(),
  cover: photoSchema.nullable(),
  amenities: z.array(z.object({ slug: text(), name: text() })),
});
export type CompareListing = z.infer<typeof compareListingSchema>;
