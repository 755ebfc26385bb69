import { z } from 'zod';
import { CANCELLATION_POLICY_IDS } from './cancellation';
import { COHOST_LEVELS } from './cohostConstants';
import { clockTime, isoDateTime } from './dates';
import { HOSTING_LIMITS, HOSTING_MESSAGES } from './hostingConstants';
import { MAX_ID, recordId } from './ids';
import { LISTING_KINDS, LISTING_STATUSES, PROPERTY_TYPES } from './listingConstants';
import { photoSchema } from './listings';
import { BOOKING_WINDOW_MONTHS, PRICING_RULE_LIMITS, PRICING_RULE_MESSAGES } from './pricingRuleConstants';

const percent = (field: string) =>
  z
    .number({ error: PRICING_RULE_MESSAGES.discount(field) })
    .int(PRICING_RULE_MESSAGES.discount(field))
    .min(0, PRICING_RULE_MESSAGES.discount(field))
    .max(PRICING_RULE_LIMITS.discountMaxPercent, PRICING_RULE_MESSAGES.discount(field));

const rangeOf = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

import { line, text } from './text';

const int = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

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
    address: text()
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
    amenities: z.array(text().min(1).max(60)).max(100),
    title: line().max(HOSTING_LIMITS.titleMax, HOSTING_MESSAGES.titleLong),
    description: text().trim().max(HOSTING_LIMITS.descriptionMax, HOSTING_MESSAGES.descriptionLong),
    /** Minor units of `currency`: per night for homes, per person for experiences. */
    nightly_price: int('Price', 0, HOSTING_LIMITS.priceMaxMajor * 100),
    cleaning_fee: int('Cleaning fee', 0, HOSTING_LIMITS.priceMaxMajor * 100),
    currency: text()
      .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
      .transform((c) => c.toUpperCase()),
    min_nights: int('Minimum nights', 1, HOSTING_LIMITS.nightsMax),
    max_nights: int('Maximum nights', 1, HOSTING_LIMITS.nightsMax),
    duration_minutes: int('Duration', HOSTING_LIMITS.durationMin, HOSTING_LIMITS.durationMax).nullable(),
    instant_book: z.boolean({ error: 'Instant book must be on or off.' }),
    cancellation_policy: z.enum(CANCELLATION_POLICY_IDS, { error: 'Choose Flexible, Moderate or Strict.' }),
    house_rules: text()
      .trim()
      .max(HOSTING_LIMITS.houseRulesMax, `House rules must be at most ${HOSTING_LIMITS.houseRulesMax} characters.`),
    check_in_time: clockTime('Check-in time'),
    check_out_time: clockTime('Check-out time'),
    /** Minor units per Friday and Saturday night; null uses the nightly price. */
    weekend_price: z
      .number({ error: PRICING_RULE_MESSAGES.weekendPrice })
      .int(PRICING_RULE_MESSAGES.weekendPrice)
      .min(1, PRICING_RULE_MESSAGES.weekendPrice)
      .max(HOSTING_LIMITS.priceMaxMajor * 100, PRICING_RULE_MESSAGES.weekendPrice)
      .nullable(),
    weekly_discount_percent: percent('Weekly discount'),
    monthly_discount_percent: percent('Monthly discount'),
    advance_notice_days: rangeOf(PRICING_RULE_MESSAGES.advanceNotice, PRICING_RULE_LIMITS.advanceNoticeMaxDays),
    preparation_nights: rangeOf(PRICING_RULE_MESSAGES.preparation, PRICING_RULE_LIMITS.preparationMaxNights),
    /** Months ahead a stay may start; null is all future dates. */
    booking_window_months: z
      .number({ error: PRICING_RULE_MESSAGES.bookingWindow })
      .refine((n) => (BOOKING_WINDOW_MONTHS as readonly number[]).includes(n), PRICING_RULE_MESSAGES.bookingWindow)
      .nullable(),
  })
  .partial()
  .strict();
export type ListingDraftBody = z.infer<typeof listingDraftBody>;

export const createListingBody = z.object({
  kind: z.enum(LISTING_KINDS, { error: 'Choose a home or an experience.' }),
});

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
  starts_at: isoDateTime('Start'),
  capacity: int('Capacity', 1, HOSTING_LIMITS.guestsMax).optional(),
});
export type CreateExperienceSlotBody = z.infer<typeof createExperienceSlotBody>;

export const placeOptionsQuery = z.object({
  q: text().trim().max(100).default(''),
  lang: text()
    .trim()
    .max(35)
    .optional()
    .describe('Language of the names, where the data has them (en, es, fr, de, ar); English otherwise.'),
});

/** A place of the world (GeoNames) a host chose: stored once, then listings point at it by `id`. */
export const storePlaceBody = z.object({
  geoname_id: z
    .number({ error: HOSTING_MESSAGES.unknownPlace })
    .int(HOSTING_MESSAGES.unknownPlace)
    .positive(HOSTING_MESSAGES.unknownPlace)
    .max(MAX_ID, HOSTING_MESSAGES.unknownPlace),
});

export const experienceSlotSchema = z.object({
  id: z.number().int(),
  starts_at: text(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
});
export type ExperienceSlot = z.infer<typeof experienceSlotSchema>;

/**
 * A place a listing can be in. `id` is null for a place of the world no listing uses yet: choosing
 * it stores it (`POST /hosting/places` with its `geoname_id`), which gives the id.
 */
export const placeOptionSchema = z.object({
  id: z.number().int().nullable(),
  geoname_id: z.number().int().nullable(),
  name: text(),
  region: text(),
  country: text(),
  country_code: text(),
  lat: z.number(),
  lng: z.number(),
  /** IANA zone: the listing's check-in times and calendar days. */
  time_zone: text(),
  currency: text(),
});
export type PlaceOption = z.infer<typeof placeOptionSchema>;

/** A host's listing with every editable field, its photos, slots and what still blocks publishing. */
export const ownListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  title: text(),
  description: text(),
  category_id: z.number().int().nullable(),
  property_type: z.enum(PROPERTY_TYPES),
  place_id: z.number().int().nullable(),
  place: placeOptionSchema.nullable(),
  address: text(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  max_guests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number(),
  amenities: z.array(text()),
  nightly_price: z.number().int(),
  cleaning_fee: z.number().int(),
  currency: text(),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  duration_minutes: z.number().int().nullable(),
  instant_book: z.boolean(),
  cancellation_policy: z.enum(CANCELLATION_POLICY_IDS),
  house_rules: text(),
  check_in_time: text(),
  check_out_time: text(),
  weekend_price: z.number().int().nullable(),
  weekly_discount_percent: z.number().int(),
  monthly_discount_percent: z.number().int(),
  advance_notice_days: z.number().int(),
  preparation_nights: z.number().int(),
  booking_window_months: z.number().int().nullable(),
  created_at: text(),
  updated_at: text(),
  published_at: text().nullable(),
  photos: z.array(photoSchema),
  /** Upcoming slots (experiences), soonest first. */
  slots: z.array(experienceSlotSchema),
  /** Field → message for everything publishing would refuse; empty when ready. */
  missing: z.record(text(), text()),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** One row of the host's listings pages. */
export const ownListingRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  title: text(),
  place_name: text().nullable(),
  cover: photoSchema.nullable(),
  nightly_price: z.number().int(),
  currency: text(),
  photo_count: z.number().int(),
  upcoming_slots: z.number().int(),
  updated_at: text(),
  /** The caller's co-host level on someone else's listing; null on their own. */
  cohost_level: z.enum(COHOST_LEVELS).nullable(),
});
export type OwnListingRow = z.infer<typeof ownListingRowSchema>;

export const amenityOptionSchema = z.object({
  slug: text(),
  name: text(),
  icon: text(),
  group: text(),
});
export type AmenityOption = z.infer<typeof amenityOptionSchema>;
