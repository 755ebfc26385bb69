import {
  addWishlistItemBody,
  compareListingSchema,
  compareQuery,
  createWishlistBody,
  moveWishlistItemBody,
  okEnvelope,
  renameWishlistBody,
  savedListingParams,
  savedListingSchema,
  wishlistDetailSchema,
  wishlistIdParams,
  wishlistItemParams,
  wishlistSummarySchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { compareListings } from './compare';
import { wishlistsService } from './service';

/** The signed-in user's named wishlists; each is visible to its owner only (404 to anyone else). */
const wishlistsPlugin: FastifyPluginAsyncZod = async (app) => {
  const service = wishlistsService(app.database.db);
  const tags = ['wishlists'];
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/wishlists',
    { schema: { tags, response: { 200: okEnvelope(z.array(wishlistSummarySchema)) } } },
    async (request) => ok(await service.list(request.auth.userId)),
  );

  app.get(
    '/wishlists/saved-ids',
    {
      schema: {
        tags,
        description: 'Every listing the caller saved and the wishlists holding it, to draw filled hearts.',
        response: { 200: okEnvelope(z.array(savedListingSchema)) },
      },
    },
    async (request) => ok(await service.savedIds(request.auth.userId)),
  );

  app.delete(
    '/wishlists/saved/:listingId',
    {
      schema: {
        tags,
        description: "Takes a listing out of all of the caller's wishlists.",
        params: savedListingParams,
        response: { 200: okEnvelope(z.object({ listing_id: z.number(), wishlist_ids: z.array(z.number()) })) },
      },
    },
    async (request) =>
      ok({
        listing_id: request.params.listingId,
        wishlist_ids: await service.unsaveEverywhere(request.auth.userId, request.params.listingId),
      }),
  );

  app.post(
    '/wishlists',
    { schema: { tags, body: createWishlistBody, response: { 201: okEnvelope(wishlistSummarySchema) } } },
    async (request, reply) => reply.status(201).send(ok(await service.create(request.auth.userId, request.body))),
  );

  app.get(
    '/wishlists/:id',
    { schema: { tags, params: wishlistIdParams, response: { 200: okEnvelope(wishlistDetailSchema) } } },
    async (request) => ok(await service.get(request.auth.userId, request.params.id)),
  );

  app.patch(
    '/wishlists/:id',
    {
      schema: {
        tags,
        params: wishlistIdParams,
        body: renameWishlistBody,
        response: { 200: okEnvelope(wishlistSummarySchema) },
      },
    },
    async (request) => ok(await service.rename(request.auth.userId, request.params.id, request.body.name)),
  );

  app.delete(
    '/wishlists/:id',
    { schema: { tags, params: wishlistIdParams, response: { 200: okEnvelope(z.object({ id: z.number() })) } } },
    async (request) => {
      await service.remove(request.auth.userId, request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.post(
    '/wishlists/:id/items',
    {
      schema: {
        tags,
        params: wishlistIdParams,
        body: addWishlistItemBody,
        response: { 201: okEnvelope(wishlistSummarySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.save(request.auth.userId, request.params.id, request.body.listing_id))),
  );

  app.delete(
    '/wishlists/:id/items/:listingId',
    { schema: { tags, params: wishlistItemParams, response: { 200: okEnvelope(wishlistSummarySchema) } } },
    async (request) => ok(await service.unsave(request.auth.userId, request.params.id, request.params.listingId)),
  );

  app.post(
    '/wishlists/:id/items/:listingId/move',
    {
      schema: {
        tags,
        description: 'Moves a saved listing to another of the caller’s wishlists; answers the target wishlist.',
        params: wishlistItemParams,
        body: moveWishlistItemBody,
        response: { 200: okEnvelope(wishlistSummarySchema) },
      },
    },
    async (request) =>
      ok(
        await service.move(request.auth.userId, request.params.id, request.params.listingId, request.body.wishlist_id),
      ),
  );
};

/** Public: the listings of the compare page in one call. */
const comparePlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compare',
    {
      schema: {
        tags: ['listings'],
        description: 'Published listings among `ids` (at most 4, comma-separated), in that order, for /compare.',
        querystring: compareQuery,
        response: { 200: okEnvelope(z.array(compareListingSchema)) },
      },
    },
    async (request) => ok(await compareListings(app.database.db, request.query.ids)),
  );
};

export const wishlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(wishlistsPlugin);
  await app.register(comparePlugin);
};
