import { z } from 'zod';

/**
 * The `Idempotency-Key` a client sends with a write it may retry (a booking, a message): the same
 * key again returns the first result instead of doing the write twice (docs/adr/0030).
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 200 characters.')
    .max(200, 'Idempotency-Key must be 8 to 200 characters.')
    .optional(),
});
