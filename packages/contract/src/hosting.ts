import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from './cancellation';
import { MAX_ID, recordId } from './ids';
import { LISTING_KINDS, LISTING_STATUSES, PROPERTY_TYPES, photoSchema } from './listings';

/**
 * Hosts' own listings (/hosting/...): drafts saved step by step, publishing, photos and
 * experience time slots. Drafts accept anything well-formed; publishing checks completeness.
 */
export const HOSTING_LIMITS = {
  titleMin: 10,
  titleMax: 80,
  descriptionMin: 50,
  descriptionMax: 5000,
  houseRulesMax: 2000,
  addressMax: 200,
  guestsMax: 50,
  roomsMax: 50,
  bathroomsMax: 50,
  nightsMax: 365,
  /** Per night or per person, in major units of any currency. */
  priceMaxMajor: 1_000_000,
  durationMin: 30,
  durationMax: 720,
  photosMin: 1,
  photosMax: 20,
  /** Per photo; larger uploads are refused with 413. */
  photoMaxBytes: 10 * 1024 * 1024,
  /** Smallest accepted photo side, in pixels. */
  photoMinSide: 200,
  slotsMax: 200,
} as const;

/** The image formats hosts may upload, as sharp names them (AVIF reads as heif); checked by content, not by name. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'] as const;

export const HOSTING_MESSAGES = {
  hostOnly: 'Switch to hosting to create and manage listings.',
  created: 'Draft saved.',
  saved: 'Changes saved.',
  published: 'Your listing is live.',
  unlisted: 'Your listing is hidden from search.',
  deleted: 'Listing deleted.',
  notPublishable: 'Some details are missing before this listing can be published.',
  publishedIncomplete: 'A published listing must stay complete. Fix the highlighted fields or unlist it first.',
  unlistDraft: 'Only a published listing can be unlisted.',
  deleteWithBookings:
    'This listing has upcoming bookings, so it cannot be deleted. Unlist it to stop new bookings and delete it after the last stay.',
  photoRequired: 'Choose a photo to upload.',
  photoType: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  photoTooBig: `That photo is larger than ${HOSTING_LIMITS.photoMaxBytes / 1024 / 1024} MB. Choose a smaller one.`,
  photoTooSmall: `Photos must be at least ${HOSTING_LIMITS.photoMinSide} × ${HOSTING_LIMITS.photoMinSide} pixels.`,
  photoLimit: `A listing can have at most ${HOSTING_LIMITS.photosMax} photos.`,
  photoOrder: 'The new order must list every photo of the listing exactly once.',
  photoUploaded: 'Photo uploaded.',
  photoDeleted: 'Photo deleted.',
  coverSet: 'Cover photo updated.',
  orderSaved: 'Photo order saved.',
  slotsExperienceOnly: 'Only experiences have time slots.',
  slotPast: 'Choose a start time in the future.',
  slotTaken: 'There is already a slot starting at that time.',
  slotLimit: `An experience can have at most ${HOSTING_LIMITS.slotsMax} upcoming slots.`,
  slotBooked: 'This slot has guests booked, so it cannot be removed.',
  slotEnded: 'Past slots cannot be removed.',
  slotAdded: 'Time slot added.',
  slotRemoved: 'Time slot removed.',
  unknownCategory: 'Choose one of the listed categories.',
  unknownPlace: 'Choose one of the suggested places.',
  unknownCurrency: 'Choose one of the supported currencies.',
  unknownAmenity: 'Choose amenities from the list.',
  nightsOrder: 'Maximum nights must not be below the minimum nights.',
  homeType: 'Choose the kind of home, such as apartment or house.',
  // Completeness, checked when publishing.
  categoryMissing: 'Choose a category.',
  placeMissing: 'Choose the city your listing is in.',
  addressMissing: 'Enter the address.',
  pinMissing: 'Place the pin on the map or type the coordinates.',
  titleShort: `Title must be at least ${HOSTING_LIMITS.titleMin} characters.`,
  titleLong: `Title must be at most ${HOSTING_LIMITS.titleMax} characters.`,
  descriptionShort: `Description must be at least ${HOSTING_LIMITS.descriptionMin} characters.`,
  descriptionLong: `Description must be at most ${HOSTING_LIMITS.descriptionMax} characters.`,
  photosMissing: `Add at least ${HOSTING_LIMITS.photosMin} photo.`,
  priceMissing: 'Set a price above zero.',
  durationMissing: `Set a duration between ${HOSTING_LIMITS.durationMin} and ${HOSTING_LIMITS.durationMax} minutes.`,
} as const;

const int = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

const time = (field: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time such as 15:00.`);

/**
 * Everything a host can edit (the kind is chosen once, at creation). Every field is optional: the
 * wizard saves what each step asks.
 */
export const listingDraftBody = z
  .object({
    category_id: z
      .number()
      .int()
      .positive(HOSTING_MESSAGES.unknownCategory)
      .max(MAX_ID, HOSTING_MESSAGES.unknownCategory)
      .nullable(),
    property_type: z.enum(PROPERTY_TYPES, { error: 'Choose a property type.' }),
    place_id: z
      .number()
      .int()
      .positive(HOSTING_MESSAGES.unknownPlace)
      .max(MAX_ID, HOSTING_MESSAGES.unknownPlace)
      .nullable(),
    address: z
      .string()
      .trim()
      .max(HOSTING_LIMITS.addressMax, `Address must be at most ${HOSTING_LIMITS.addressMax} characters.`),
    lat: z
      .number({ error: 'Latitude must be a number.' })
      .min(-90, 'Latitude must be between -90 and 90.')
      .max(90, 'Latitude must be between -90 and 90.')
      .nullable(),
    lng: z
      .number({ error: 'Longitude must be a number.' })
      .min(-180, 'Longitude must be between -180 and 180.')
      .max(180, 'Longitude must be between -180 and 180.')
      .nullable(),
    max_guests: int('Guests', 1, HOSTING_LIMITS.guestsMax),
    bedrooms: int('Bedrooms', 0, HOSTING_LIMITS.roomsMax),
    beds: int('Beds', 0, HOSTING_LIMITS.roomsMax),
    bathrooms: z
      .number({ error: 'Bathrooms must be a number.' })
      .min(0, 'Bathrooms must be at least 0.')
      .max(HOSTING_LIMITS.bathroomsMax, `Bathrooms must be at most ${HOSTING_LIMITS.bathroomsMax}.`)
      .multipleOf(0.5, 'Bathrooms go in steps of 0.5.'),
    amenities: z.array(z.string().min(1).max(60)).max(100),
    title: z.string().trim().max(HOSTING_LIMITS.titleMax, HOSTING_MESSAGES.titleLong),
    description: z.string().trim().max(HOSTING_LIMITS.descriptionMax, HOSTING_MESSAGES.descriptionLong),
    /** Minor units of `currency`: per night for homes, per person for experiences. */
    nightly_price: int('Price', 0, HOSTING_LIMITS.priceMaxMajor * 100),
    cleaning_fee: int('Cleaning fee', 0, HOSTING_LIMITS.priceMaxMajor * 100),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
      .transform((c) => c.toUpperCase()),
    min_nights: int('Minimum nights', 1, HOSTING_LIMITS.nightsMax),
    max_nights: int('Maximum nights', 1, HOSTING_LIMITS.nightsMax),
    duration_minutes: int('Duration', HOSTING_LIMITS.durationMin, HOSTING_LIMITS.durationMax).nullable(),
    instant_book: z.boolean({ error: 'Instant book must be on or off.' }),
    cancellation_policy: z.enum(CANCELLATION_POLICY_IDS, { error: 'Choose Flexible, Moderate or Strict.' }),
    house_rules: z
      .string()
      .trim()
      .max(HOSTING_LIMITS.houseRulesMax, `House rules must be at most ${HOSTING_LIMITS.houseRulesMax} characters.`),
    check_in_time: time('Check-in time'),
    check_out_time: time('Check-out time'),
  })
  .partial()
  .strict();
export type ListingDraftBody = z.infer<typeof listingDraftBody>;

export const createListingBody = z.object({
  kind: z.enum(LISTING_KINDS, { error: 'Choose a home or an experience.' }),
});
export type CreateListingBody = z.infer<typeof createListingBody>;

export const ownListingsQuery = z.object({ kind: z.enum(LISTING_KINDS).optional() });

export const listingPhotoParams = z.object({
  id: recordId('Listing id'),
  photoId: recordId('Photo id'),
});

export const experienceSlotParams = z.object({
  id: recordId('Listing id'),
  slotId: recordId('Slot id'),
});

export const listingPhotoOrderBody = z.object({
  photo_ids: z.array(recordId('Photo id')).min(1, HOSTING_MESSAGES.photoOrder),
});

export const createExperienceSlotBody = z.object({
  starts_at: z.iso.datetime({ offset: true, error: 'Start must be a date and time.' }),
  capacity: int('Capacity', 1, HOSTING_LIMITS.guestsMax).optional(),
});
export type CreateExperienceSlotBody = z.infer<typeof createExperienceSlotBody>;

export const placeOptionsQuery = z.object({ q: z.string().trim().max(100).default('') });

export const experienceSlotSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
});
export type ExperienceSlot = z.infer<typeof experienceSlotSchema>;

export const placeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  currency: z.string(),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;

/** A host's listing with every editable field, its photos, slots and what still blocks publishing. */
export const ownListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  property_type: z.enum(PROPERTY_TYPES),
  place_id: z.number().int().nullable(),
  place: placeOptionSchema.nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  max_guests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  amenities: z.array(z.string()),
  nightly_price: z.number().int(),
  cleaning_fee: z.number().int(),
  currency: z.string(),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  duration_minutes: z.number().int().nullable(),
  instant_book: z.boolean(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  house_rules: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  photos: z.array(photoSchema),
  /** Upcoming slots (experiences), soonest first. */
  slots: z.array(experienceSlotSchema),
  /** Field → message for everything publishing would refuse; empty when ready. */
  missing: z.record(z.string(), z.string()),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** One row of the host's listings pages. */
export const ownListingRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  place_name: z.string().nullable(),
  cover: photoSchema.nullable(),
  nightly_price: z.number().int(),
  currency: z.string(),
  photo_count: z.number().int(),
  upcoming_slots: z.number().int(),
  updated_at: z.string(),
});
export type OwnListingRow = z.infer<typeof ownListingRowSchema>;

export const amenityOptionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  group: z.string(),
});
export type AmenityOption = z.infer<typeof amenityOptionSchema>;
