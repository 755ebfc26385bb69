import { z } from 'zod';

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** A record id in a path, query or body: a whole number from 1 to MAX_ID, named in its messages. */
export const recordId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .positive(`${field} must be positive.`)
    .max(MAX_ID, `${field} is too large.`);
