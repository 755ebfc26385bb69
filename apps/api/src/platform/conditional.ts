import { createHash } from 'node:crypto';

/**
 * Whether an If-None-Match header names `etag`: the client's copy is current and a 304 answers
 * it. Weak comparison, as HTTP asks for this header (`W/"x"` matches `"x"`); `*` matches any.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * A weak entity tag of an answer's JSON: weak, because the bytes on the wire differ with the
 * compression the client accepts while the content is the same.
 */
export const weakEtagOf = (body: unknown) =>
  `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
