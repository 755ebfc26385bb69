import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Writes a route's answers with code compiled from its zod response schema (fast-json-stringify):
 * about twice as fast as JSON.stringify on a page of search cards, and nothing outside the schema
 * is sent. Answers are not re-validated on the way out: the service returns the contract's type.
 */
export function compiledSerializer({ schema }: { schema: unknown }) {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}
