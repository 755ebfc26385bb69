import helmet from '@fastify/helmet';
import { API_BASE_PATH, UPLOADS_PATH } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers that only a document (or a worker) acts on. A script, stylesheet or photo
 * ignores them, yet they were ~700 of its ~1,100 header bytes: on a phone's first screen, a dozen
 * such answers carried ~8 KB of them over the same slow link as the screen's code (ADR 0044).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** The built app's hashed scripts and stylesheets, and stored files: never a page nor a worker. */
const SUBRESOURCE = new RegExp(`^(/assets/|(${API_BASE_PATH})?${UPLOADS_PATH}/)`);

/**
 * Helmet's headers on every answer (the API's JSON included), except those only a document reads
 * on the built app's assets and on stored files that are not HTML. Register before the routes.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        // Our pages name uploads by path ('self'); map tiles and Google's avatars come over https.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'https:'],
        'script-src': ["'self'", 'https://accounts.google.com'],
        'frame-src': ["'self'", 'https://accounts.google.com'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    // A missing asset is answered with the app's not-found page: a document, which keeps them.
    const isDocument = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (isDocument || !SUBRESOURCE.test(request.url)) return;
    for (const header of DOCUMENT_ONLY) reply.removeHeader(header);
  });
}
