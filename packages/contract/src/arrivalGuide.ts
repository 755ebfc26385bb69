import { z } from 'zod';
import {
  ARRIVAL_GUIDE_TEXTS,
  ARRIVAL_LIMITS,
  ARRIVAL_RELEASE_DAYS,
  type ArrivalGuideText,
  CHECKIN_METHODS,
} from './arrivalGuideConstants';
import { CONTENT_LANGUAGES } from './siteConstants';
import { line, text } from './text';

const written = text({ error: 'Write text.' })
  .trim()
  .max(ARRIVAL_LIMITS.text, `Keep it under ${ARRIVAL_LIMITS.text} characters.`);

/** One language's written parts; a part left empty is simply not shown. */
export const arrivalGuideTextsSchema = z.object(
  Object.fromEntries(ARRIVAL_GUIDE_TEXTS.map((key) => [key, written.default('')])) as Record<
    ArrivalGuideText,
    z.ZodDefault<typeof written>
  >,
);
export type ArrivalGuideTexts = z.infer<typeof arrivalGuideTextsSchema>;

const code = line({ error: 'Write the code.' }).max(
  ARRIVAL_LIMITS.code,
  `Keep the code under ${ARRIVAL_LIMITS.code} characters.`,
);
const wifi = line().max(ARRIVAL_LIMITS.wifi, `Keep it under ${ARRIVAL_LIMITS.wifi} characters.`);

const texts = z.partialRecord(
  z.enum(CONTENT_LANGUAGES, { error: 'Choose one of the site languages.' }),
  arrivalGuideTextsSchema,
);

/** PUT /hosting/listings/:id/arrival-guide: the whole guide, as the host writes it. */
export const writeArrivalGuideSchema = z.object({
  release_days: z
    .number({ error: 'Choose how many days before check-in.' })
    .int()
    .min(ARRIVAL_RELEASE_DAYS.min, `Choose ${ARRIVAL_RELEASE_DAYS.min} to ${ARRIVAL_RELEASE_DAYS.max} days.`)
    .max(ARRIVAL_RELEASE_DAYS.max, `Choose ${ARRIVAL_RELEASE_DAYS.min} to ${ARRIVAL_RELEASE_DAYS.max} days.`)
    .default(ARRIVAL_RELEASE_DAYS.default),
  checkin_method: z.enum(CHECKIN_METHODS, { error: 'Choose how guests get in.' }),
  door_code: code.or(z.literal('')).default(''),
  wifi_name: wifi.default(''),
  wifi_password: wifi.default(''),
  texts: texts.refine((t) => Object.values(t).some((l) => l && Object.values(l).some((v) => v !== '')), {
    error: 'Write the guide in at least one language.',
  }),
});
export type WriteArrivalGuide = z.input<typeof writeArrivalGuideSchema>;

/** The host's own guide of a listing; `written` is false until they save one. */
export const hostArrivalGuideSchema = writeArrivalGuideSchema.extend({
  texts,
  written: z.boolean(),
  updated_at: z.string().nullable(),
});
export type HostArrivalGuide = z.infer<typeof hostArrivalGuideSchema>;

/** An upcoming confirmed stay of the listing, with its own door code if the host set one. */
export const arrivalStaySchema = z.object({
  booking_id: z.number().int(),
  guest_name: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  door_code: z.string().nullable(),
  release_at: z.string(),
  released: z.boolean(),
});
export const arrivalStayListSchema = z.object({ items: z.array(arrivalStaySchema) });
export type ArrivalStay = z.infer<typeof arrivalStaySchema>;

/** PUT /hosting/bookings/:id/door-code: this stay's code, or null for the listing's. */
export const doorCodeSchema = z.object({ door_code: code.nullable() });

export { contentLanguageQuery as arrivalGuideQuery } from './site';

/** What the guest reads, once released: one language's texts with the codes of their stay. */
export const arrivalGuideSchema = z.object({
  booking_id: z.number().int(),
  language: z.enum(CONTENT_LANGUAGES),
  languages: z.array(z.enum(CONTENT_LANGUAGES)),
  checkin_method: z.enum(CHECKIN_METHODS),
  door_code: z.string(),
  wifi_name: z.string(),
  wifi_password: z.string(),
  texts: arrivalGuideTextsSchema,
  address: z.string().nullable(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  release_at: z.string(),
  closes_at: z.string(),
});
export type ArrivalGuide = z.infer<typeof arrivalGuideSchema>;
