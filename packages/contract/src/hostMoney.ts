import { z } from 'zod';
import { isoDate } from './dates';

const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code.')
  .transform((c) => c.toUpperCase())
  .default('USD');

/** GET /host/earnings/export.csv: payouts dated (paid, else scheduled) within `[from, to]`. */
export const earningsExportQuery = z
  .object({ from: isoDate('From'), to: isoDate('To'), currency })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date.' });
/** GET /host/earnings/export.csv answers CSV text, not the JSON envelope. */
export const earningsCsvSchema = z
  .string()
  .describe(
    'CSV (RFC 4180): one row per payout in the range, amounts in the listing and the chosen currency, a Total row.',
  );

export const TAX_SUMMARY_FIRST_YEAR = 2020;

/** GET /host/earnings/tax-summary: one calendar year of payouts. */
export const taxSummaryQuery = z.object({
  year: z.coerce
    .number({ error: 'Choose a year.' })
    .int('Choose a year.')
    .min(TAX_SUMMARY_FIRST_YEAR, `Choose a year from ${TAX_SUMMARY_FIRST_YEAR}.`)
    .max(2100, 'Choose a year before 2100.'),
  currency,
});

const totals = {
  bookings: z.number().int(),
  nights: z.number().int(),
  /** What guests paid for the stays (nights − discounts + cleaning), before the host fee. */
  gross: z.number().int(),
  host_fee: z.number().int(),
  /** Paid out or due: gross − host fee. */
  net: z.number().int(),
};

/** A host's year for taxes, every amount converted to `currency` at the stored rates. */
export const taxSummarySchema = z.object({
  year: z.number().int(),
  currency: z.string(),
  totals: z.object({ ...totals, paid: z.number().int(), upcoming: z.number().int() }),
  by_listing: z.array(z.object({ listing_title: z.string(), ...totals })),
  by_month: z.array(z.object({ month: z.string(), ...totals })),
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;
