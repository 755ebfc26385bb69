import {
  amenityOptionSchema,
  createExperienceSlotBody,
  createListingBody,
  experienceSlotParams,
  experienceSlotSchema,
  HOSTING_MESSAGES,
  listingDraftBody,
  listingIdParams,
  listingPhotoOrderBody,
  listingPhotoParams,
  MODERATION_MESSAGES,
  okEnvelope,
  ownListingRowSchema,
  ownListingSchema,
  ownListingsQuery,
  photoSchema,
  placeOptionSchema,
  placeOptionsQuery,
  storePlaceBody,
  text,
} from '@roamstead/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { Storage } from '../../platform/storage';
import { contentLanguage } from '../content';
import { placesService } from '../places';
import { listingPublished } from './notifications';
import { photoTooBig } from './photoFiles';
import { listingPhotosService } from './photos';
import { hostingService } from './service';
import { experienceSlotsService } from './slots';

const photoBody = z.object({
  photo: z.instanceof(Buffer, { error: HOSTING_MESSAGES.photoRequired }),
  alt: text().max(200).optional(),
});

/** Hosts' own listings: drafts, publishing, photos and experience slots (owner only). */
export const hostingRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  const db = app.database.db;
  const service = hostingService(db);
  const photos = listingPhotosService(db, service, storage);
  const slots = experienceSlotsService(db, service);
  const places = placesService(db);
  const tags = ['hosting'];
  const auth = { onRequest: app.requireAuth };

  // An upload over the multipart size limit fails while the body is read: answer it in our words.
  const parentHandler = app.errorHandler;
  app.setErrorHandler(function (this: typeof app, err: FastifyError, request, reply) {
    const tooLarge = err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413;
    return parentHandler.call(this, tooLarge ? (photoTooBig() as unknown as FastifyError) : err, request, reply);
  });

  app.get(
    '/hosting/listings',
    {
      ...auth,
      schema: { tags, querystring: ownListingsQuery, response: { 200: okEnvelope(z.array(ownListingRowSchema)) } },
    },
    async (req) => ok(await service.list(req.auth.userId, req.query.kind)),
  );

  app.post(
    '/hosting/listings',
    { ...auth, schema: { tags, body: createListingBody, response: { 201: okEnvelope(ownListingSchema) } } },
    async (req, reply) =>
      reply.status(201).send(ok(await service.create(req.auth.userId, req.body.kind), HOSTING_MESSAGES.created)),
  );

  app.get(
    '/hosting/listings/:id',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => ok(await service.view(await service.owned(req.auth.userId, req.params.id))),
  );

  app.patch(
    '/hosting/listings/:id',
    {
      ...auth,
      schema: {
        tags,
        params: listingIdParams,
        body: listingDraftBody,
        response: { 200: okEnvelope(ownListingSchema) },
      },
    },
    async (req) => ok(await service.update(req.auth.userId, req.params.id, req.body), HOSTING_MESSAGES.saved),
  );

  app.post(
    '/hosting/listings/:id/publish',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => {
      const { listing, wentLive, submitted } = await service.publish(req.auth.userId, req.params.id);
      if (wentLive) await listingPublished(app, req.auth.userId, listing);
      return ok(listing, submitted ? MODERATION_MESSAGES.submitted : HOSTING_MESSAGES.published);
    },
  );

  app.post(
    '/hosting/listings/:id/unlist',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => ok(await service.unlist(req.auth.userId, req.params.id), HOSTING_MESSAGES.unlisted),
  );

  app.delete(
    '/hosting/listings/:id',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.remove(req.auth.userId, req.params.id, storage);
      return ok(null, HOSTING_MESSAGES.deleted);
    },
  );

  app.post(
    '/hosting/listings/:id/photos',
    {
      ...auth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: listingIdParams,
        body: photoBody,
        response: { 201: okEnvelope(photoSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await photos.add(req.auth.userId, req.params.id, req.body.photo, req.body.alt),
            HOSTING_MESSAGES.photoUploaded,
          ),
        ),
  );

  app.put(
    '/hosting/listings/:id/photos/order',
    {
      ...auth,
      schema: {
        tags,
        params: listingIdParams,
        body: listingPhotoOrderBody,
        response: { 200: okEnvelope(z.array(photoSchema)) },
      },
    },
    async (req) =>
      ok(await photos.reorder(req.auth.userId, req.params.id, req.body.photo_ids), HOSTING_MESSAGES.orderSaved),
  );

  app.put(
    '/hosting/listings/:id/photos/:photoId/cover',
    { ...auth, schema: { tags, params: listingPhotoParams, response: { 200: okEnvelope(z.array(photoSchema)) } } },
    async (req) =>
      ok(await photos.setCover(req.auth.userId, req.params.id, req.params.photoId), HOSTING_MESSAGES.coverSet),
  );

  app.delete(
    '/hosting/listings/:id/photos/:photoId',
    { ...auth, schema: { tags, params: listingPhotoParams, response: { 200: okEnvelope(z.array(photoSchema)) } } },
    async (req) =>
      ok(await photos.remove(req.auth.userId, req.params.id, req.params.photoId), HOSTING_MESSAGES.photoDeleted),
  );

  app.post(
    '/hosting/listings/:id/slots',
    {
      ...auth,
      schema: {
        tags,
        params: listingIdParams,
        body: createExperienceSlotBody,
        response: { 201: okEnvelope(experienceSlotSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await slots.add(req.auth.userId, req.params.id, req.body), HOSTING_MESSAGES.slotAdded)),
  );

  app.delete(
    '/hosting/listings/:id/slots/:slotId',
    { ...auth, schema: { tags, params: experienceSlotParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await slots.remove(req.auth.userId, req.params.id, req.params.slotId);
      return ok(null, HOSTING_MESSAGES.slotRemoved);
    },
  );

  app.get(
    '/hosting/places',
    {
      ...auth,
      schema: { tags, querystring: placeOptionsQuery, response: { 200: okEnvelope(z.array(placeOptionSchema)) } },
    },
    async (req) =>
      ok(await places.options(req.query.q, contentLanguage(req.query.lang, req.headers['accept-language']))),
  );

  app.post(
    '/hosting/places',
    {
      ...auth,
      schema: {
        tags,
        description: 'Stores a place of the world a host chose (once), giving the id its listings point at.',
        querystring: placeOptionsQuery.pick({ lang: true }),
        body: storePlaceBody,
        response: { 200: okEnvelope(placeOptionSchema) },
      },
    },
    async (req) =>
      ok(await places.store(req.body.geoname_id, contentLanguage(req.query.lang, req.headers['accept-language']))),
  );

  app.get(
    '/hosting/amenities',
    { ...auth, schema: { tags, response: { 200: okEnvelope(z.array(amenityOptionSchema)) } } },
    async () => ok(await service.amenities()),
  );
};
