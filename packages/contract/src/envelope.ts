import { z } from 'zod';

/** Successful answers: `{ success: true, message?, data }` (DESIGN.md, API conventions). */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** Per-field problems of a 400: field path → messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Failed answers: `{ success: false, message, error, code, details? }`. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
