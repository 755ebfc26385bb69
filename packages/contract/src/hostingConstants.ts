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
