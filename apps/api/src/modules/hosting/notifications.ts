import { type OwnListing, PRODUCT_NAME } from '@roamstead/contract';
import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications';

/** Tells the host their listing went live (in-app and e-mail); a failure is logged, never returned. */
export async function listingPublished(app: FastifyInstance, hostId: number, listing: OwnListing) {
  try {
    await notify(
      app.database.db,
      hostId,
      {
        kind: 'listing_published',
        title: 'Your listing is live',
        body: `"${listing.title}" is published and guests can now find it on ${PRODUCT_NAME}.`,
        link: `/listings/${listing.id}`,
      },
      app.outbox,
    );
  } catch (err) {
    app.log.error({ err, hostId, listingId: listing.id }, 'listing published notification failed');
  }
}
