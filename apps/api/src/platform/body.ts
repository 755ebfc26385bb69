import multipart from '@fastify/multipart';
import { INPUT_MESSAGES } from '@roamstead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Reads a multipart form into `{ field: value }` (files as Buffers, repeated fields as arrays). */
async function readForm(request: FastifyRequest) {
  const fields = new Map<string, unknown>();
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const previous = fields.get(part.fieldname);
    fields.set(
      part.fieldname,
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value],
    );
  }
  return Object.fromEntries(fields);
}

/**
 * Multipart bodies land on request.body like JSON, so one zod schema validates both forms. A form
 * that cannot be read (no or wrong boundary, truncated, not multipart at all) is a 400 for every
 * route; a form over the size limits keeps its 413.
 */
export async function registerMultipartBodies(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 100 } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readForm(request);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 413) throw err;
      throw badRequest(INPUT_MESSAGES.form);
    }
  });
}
