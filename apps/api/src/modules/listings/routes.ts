import {
  amenitySchema,
  listingDetailQuery,
  listingDetailSchema,
  listingIdParams,
  listingPageSchema,
  listingReviewPageSchema,
  listingReviewsQuery,
  listingsQuery,
  mapConfigSchema,
  okEnvelope,
  placeSuggestionSchema,
  placeSuggestQuery,
  priceHistogramQuery,
  priceHistogramSchema,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { compiledSerializer } from '../../platform/serializer';
import { contentLanguage } from '../content';
import { listingsService } from './service';

/** Public, read-only listing routes (published listings only): search, its helpers and the listing page. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = listingsService(app.database);
  const tags = ['listings'];

  app.get(
    '/listings',
    {
      schema: {
        tags,
        summary: 'Search published listings',
        description:
          'Every filter is optional and they combine with AND. Dates keep only listings free every night of ' +
          '[checkin, checkout) whose minimum and maximum stay allow that many nights. Prices are in `currency`. ' +
          'Every sort ends on the listing id, so pages neither repeat nor skip a listing.',
        querystring: listingsQuery,
        response: { 200: okEnvelope(listingPageSchema) },
      },
      // The busiest answer: written from its schema without re-validation, which cost more than the
      // search itself (ADR 0009, ADR 0031).
      serializerCompiler: compiledSerializer,
    },
    async (request) =>
      ok(await app.searchCache.get(`list:${JSON.stringify(request.query)}`, () => service.list(request.query))),
  );

  app.get(
    '/listings/price-histogram',
    {
      schema: {
        tags,
        summary: 'Nightly prices of a search, bucketed in the visitor currency',
        description: 'Takes the filters of GET /listings; its own price filters are ignored.',
        querystring: priceHistogramQuery,
        response: { 200: okEnvelope(priceHistogramSchema) },
      },
    },
    async (request) =>
      ok(
        await app.searchCache.get(`histogram:${JSON.stringify(request.query)}`, () => service.histogram(request.query)),
      ),
  );

  app.get(
    '/places/suggest',
    {
      schema: {
        tags,
        summary: "Cities, regions and countries for a typed location: ours (typo-tolerant), then the world's",
        querystring: placeSuggestQuery,
        response: { 200: okEnvelope(z.array(placeSuggestionSchema)) },
      },
    },
    async (request) =>
      ok(
        await service.suggest(
          request.query.q,
          request.query.limit,
          contentLanguage(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    '/map-config',
    {
      schema: {
        tags,
        summary: 'Where the web client loads map tiles from (MAP_TILE_URL); null draws maps without tiles',
        response: { 200: okEnvelope(mapConfigSchema) },
      },
    },
    async () =>
      ok({
        tile_url: app.config.MAP_TILE_URL === 'none' ? null : app.config.MAP_TILE_URL,
        attribution: app.config.MAP_ATTRIBUTION,
      }),
  );

  app.get(
    '/amenities',
    {
      schema: { tags, summary: 'Amenities a listing can offer', response: { 200: okEnvelope(z.array(amenitySchema)) } },
    },
    async () => ok(await service.amenities()),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags,
        params: listingIdParams,
        querystring: listingDetailQuery,
        response: { 200: okEnvelope(listingDetailSchema) },
      },
    },
    async (request) => ok(await service.get(request.params.id, request.query.currency)),
  );

  app.get(
    '/listings/:id/reviews',
    {
      schema: {
        tags,
        summary: "Every review of a published listing, newest first, with each guest's stars per part of the stay",
        params: listingIdParams,
        querystring: listingReviewsQuery,
        response: { 200: okEnvelope(listingReviewPageSchema) },
      },
    },
    async (request) => ok(await service.reviews(request.params.id, request.query)),
  );
};
