export const LISTING_KINDS = ['home', 'experience'] as const;
/**
 * `pending_review`: the host asked to publish and an operator has not decided yet; `rejected`: an
 * operator refused it or took it down, with a reason (the host fixes it and asks again).
 */
export const LISTING_STATUSES = ['draft', 'published', 'unlisted', 'pending_review', 'rejected'] as const;
export const PROPERTY_TYPES = [
  'apartment',
  'loft',
  'house',
  'villa',
  'cottage',
  'cabin',
  'tiny_home',
  'castle',
  'tent',
  'guesthouse',
  'experience',
] as const;
export const LISTING_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
/** Widths (px) of the WebP variants stored for every listing photo. */
export const PHOTO_WIDTHS = [480, 1024] as const;
/** Public path prefix of stored uploads (listing photos). */
export const UPLOADS_PATH = '/uploads';

export type ListingKind = (typeof LISTING_KINDS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingSort = (typeof LISTING_SORTS)[number];
/** A search counts its matches up to this many; beyond, it says "1,000+" (counting every match costs more than the page). */
export const SEARCH_COUNT_CAP = 1_000;
/** A search is limited to this many nights between check-in and check-out. */
export const MAX_SEARCH_NIGHTS = 365;
/** Bounds of a search's filters: the API refuses values outside them, the web client drops them from the URL. */
export const SEARCH_LIMITS = {
  placeLength: 100,
  /** Category and amenity slugs. */
  slugLength: 60,
  guests: 50,
  /** Bedrooms, beds and bathrooms. */
  rooms: 50,
  /** Amenities or property types in one search. */
  listFilter: 20,
  /** Nightly price, in minor units. */
  price: 1_000_000_000,
  page: 10_000,
} as const;
/** The amenity that lets guests bring pets (the guests picker offers pets only with it). */
export const PETS_AMENITY = 'pets-allowed';
