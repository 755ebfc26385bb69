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
  okEnvelope,
  ownListingRowSchema,
  ownListingSchema,
  ownListingsQuery,
  photoSchema,
  placeOptionSchema,
  placeOptionsQuery,
  text,
} from '@roamstead/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDir } from '../../platform/uploads';
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
export const hostingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const uploadsRoot = uploadsDir(app.config);
  const service = hostingService(db);
  const photos = listingPhotosService(db, service, uploadsRoot);
  const slots = experienceSlotsService(db, service);
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
    async (req) => ({ success: true as const, data: await service.list(req.auth.userId, req.query.kind) }),
  );

  app.post(
    '/hosting/listings',
    { ...auth, schema: { tags, body: createListingBody, response: { 201: okEnvelope(ownListingSchema) } } },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        message: HOSTING_MESSAGES.created,
        data: await service.create(req.auth.userId, req.body.kind),
      }),
  );

  app.get(
    '/hosting/listings/:id',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => ({
      success: true as const,
      data: await service.view(await service.owned(req.auth.userId, req.params.id)),
    }),
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
    async (req) => ({
      success: true as const,
      message: HOSTING_MESSAGES.saved,
      data: await service.update(req.auth.userId, req.params.id, req.body),
    }),
  );

  app.post(
    '/hosting/listings/:id/publish',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => {
      const { listing, wentLive } = await service.publish(req.auth.userId, req.params.id);
      if (wentLive) await listingPublished(app, req.auth.userId, listing);
      return { success: true as const, message: HOSTING_MESSAGES.published, data: listing };
    },
  );

  app.post(
    '/hosting/listings/:id/unlist',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(ownListingSchema) } } },
    async (req) => ({
      success: true as const,
      message: HOSTING_MESSAGES.unlisted,
      data: await service.unlist(req.auth.userId, req.params.id),
    }),
  );

  app.delete(
    '/hosting/listings/:id',
    { ...auth, schema: { tags, params: listingIdParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await service.remove(req.auth.userId, req.params.id, uploadsRoot);
      return { success: true as const, message: HOSTING_MESSAGES.deleted, data: null };
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
      reply.status(201).send({
        success: true as const,
        message: HOSTING_MESSAGES.photoUploaded,
        data: await photos.add(req.auth.userId, req.params.id, req.body.photo, req.body.alt),
      }),
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
    async (req) => ({
      success: true as const,
      message: HOSTING_MESSAGES.orderSaved,
      data: await photos.reorder(req.auth.userId, req.params.id, req.body.photo_ids),
    }),
  );

  app.put(
    '/hosting/listings/:id/photos/:photoId/cover',
    { ...auth, schema: { tags, params: listingPhotoParams, response: { 200: okEnvelope(z.array(photoSchema)) } } },
    async (req) => ({
      success: true as const,
      message: HOSTING_MESSAGES.coverSet,
      data: await photos.setCover(req.auth.userId, req.params.id, req.params.photoId),
    }),
  );

  app.delete(
    '/hosting/listings/:id/photos/:photoId',
    { ...auth, schema: { tags, params: listingPhotoParams, response: { 200: okEnvelope(z.array(photoSchema)) } } },
    async (req) => ({
      success: true as const,
      message: HOSTING_MESSAGES.photoDeleted,
      data: await photos.remove(req.auth.userId, req.params.id, req.params.photoId),
    }),
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
      reply.status(201).send({
        success: true as const,
        message: HOSTING_MESSAGES.slotAdded,
        data: await slots.add(req.auth.userId, req.params.id, req.body),
      }),
  );

  app.delete(
    '/hosting/listings/:id/slots/:slotId',
    { ...auth, schema: { tags, params: experienceSlotParams, response: { 200: okEnvelope(z.null()) } } },
    async (req) => {
      await slots.remove(req.auth.userId, req.params.id, req.params.slotId);
      return { success: true as const, message: HOSTING_MESSAGES.slotRemoved, data: null };
    },
  );

  app.get(
    '/hosting/places',
    {
      ...auth,
      schema: { tags, querystring: placeOptionsQuery, response: { 200: okEnvelope(z.array(placeOptionSchema)) } },
    },
    async (req) => ({ success: true as const, data: await service.places(req.query.q) }),
  );

  app.get(
    '/hosting/amenities',
    { ...auth, schema: { tags, response: { 200: okEnvelope(z.array(amenityOptionSchema)) } } },
    async () => ({ success: true as const, data: await service.amenities() }),
  );
};
