/** How a guest gets in; the trip page names the method in the guest's language. */
export const CHECKIN_METHODS = ['lockbox', 'smart_lock', 'keypad', 'building_staff', 'host_greets'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];

/** The written parts of an arrival guide, each kept per language. */
export const ARRIVAL_GUIDE_TEXTS = [
  'checkin_instructions',
  'directions',
  'parking',
  'house_manual',
  'checkout_instructions',
] as const;
export type ArrivalGuideText = (typeof ARRIVAL_GUIDE_TEXTS)[number];

/** Days before check-in the guide opens to the guest: the host's choice within these bounds. */
export const ARRIVAL_RELEASE_DAYS = { min: 1, max: 7, default: 3 } as const;

export const ARRIVAL_LIMITS = { text: 4000, code: 40, wifi: 100 } as const;
