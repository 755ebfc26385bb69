import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../conditional';
import { notFound } from '../errors';
import type { StoredObject } from './store';

/** Stored files are never overwritten under the same name (new uploads get new keys): cache for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Streams a stored object with the caching headers of immutable files; a 404 envelope when it is missing. */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, object: StoredObject | null) {
  if (!object) throw notFound();
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString());
  if (matchesEtag(request.headers['if-none-match'], object.etag)) {
    object.body.destroy();
    return reply.status(304).send();
  }
  return reply.type(object.contentType).header('content-length', object.size).send(object.body);
}
