import type { ListingKind, OwnListing } from '@roamstead/contract';

const HOME_STEPS = [
  'category',
  'location',
  'basics',
  'amenities',
  'photos',
  'description',
  'pricing',
  'rules',
  'review',
] as const;
const EXPERIENCE_STEPS = [
  'category',
  'location',
  'details',
  'photos',
  'description',
  'pricing',
  'slots',
  'review',
] as const;

export type StepId = (typeof HOME_STEPS)[number] | (typeof EXPERIENCE_STEPS)[number];

export const stepsFor = (kind: ListingKind): readonly StepId[] =>
  kind === 'experience' ? EXPERIENCE_STEPS : HOME_STEPS;

/** The step that edits a field (as named in the API's field details). */
export function stepOfField(field: string, kind: ListingKind): StepId {
  if (field === 'category_id' || field === 'property_type') return 'category';
  if (['place_id', 'address', 'lat', 'lng'].includes(field)) return 'location';
  if (field === 'duration_minutes') return 'details';
  if (['max_guests', 'bedrooms', 'beds', 'bathrooms'].includes(field))
    return kind === 'experience' ? 'details' : 'basics';
  if (field === 'amenities') return 'amenities';
  if (field === 'photos') return 'photos';
  if (field === 'title' || field === 'description') return 'description';
  if (['house_rules', 'check_in_time', 'check_out_time'].includes(field))
    return kind === 'experience' ? 'details' : 'rules';
  return 'pricing';
}

/** Where a reopened draft continues: the first step with something missing, else the review. */
export function resumeStep(listing: OwnListing): StepId {
  const steps = stepsFor(listing.kind);
  const blocked = new Set(Object.keys(listing.missing).map((f) => stepOfField(f, listing.kind)));
  return steps.find((s) => blocked.has(s)) ?? 'review';
}

export const isStep = (kind: ListingKind, value: string | null): value is StepId =>
  value !== null && (stepsFor(kind) as readonly string[]).includes(value);
