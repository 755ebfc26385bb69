import {
  adminAmenityBody,
  adminAmenitySchema,
  adminCategoryBody,
  adminCategorySchema,
  amenitySlugParams,
  categoryIdParams,
  contentItemBody,
  contentItemParams,
  contentItemSchema,
  contentKindParams,
  contentSummarySchema,
  markdownPreviewBody,
  markdownPreviewSchema,
  okEnvelope,
  publicationBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { renderMarkdown } from '../../platform/markdown';
import { catalogueAdmin } from './catalogue-admin';
import { contentAdmin } from './content-admin';

/**
 * Site content, categories and amenities in the operator console (docs/adr/0076). Public pages
 * read the primary database with no cache of their own, so an edit shows on every process at once.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const content = contentAdmin(db);
  const catalogue = catalogueAdmin(db);
  const tags = ['admin'];
  const editor = app.requireOperator('content');
  const cataloguer = app.requireOperator('catalogue');
  const done = okEnvelope(z.null());

  app.post(
    '/admin/content/preview',
    {
      preValidation: editor,
      schema: {
        tags,
        description: 'Renders Markdown as the public pages do (sanitised). Writes nothing.',
        body: markdownPreviewBody,
        response: { 200: okEnvelope(markdownPreviewSchema) },
      },
    },
    async (request) => ok({ html: renderMarkdown(request.body.markdown) }),
  );

  app.get(
    '/admin/content/:kind',
    {
      preValidation: editor,
      schema: { tags, params: contentKindParams, response: { 200: okEnvelope(z.array(contentSummarySchema)) } },
    },
    async (request) => ok(await content.list(request.params.kind)),
  );

  app.post(
    '/admin/content',
    {
      preValidation: editor,
      schema: { tags, body: contentItemBody, response: { 201: okEnvelope(contentItemSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await content.create(actorOf(request), request.body), 'Created')),
  );

  app.get(
    '/admin/content/:kind/:id',
    {
      preValidation: editor,
      schema: { tags, params: contentItemParams, response: { 200: okEnvelope(contentItemSchema) } },
    },
    async (request) => ok(await content.get(request.params.kind, request.params.id)),
  );

  app.put(
    '/admin/content/:kind/:id',
    {
      preValidation: editor,
      schema: {
        tags,
        params: contentItemParams,
        body: contentItemBody,
        response: { 200: okEnvelope(contentItemSchema) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return ok(await content.update(actorOf(request), kind, id, request.body), 'Saved');
    },
  );

  app.post(
    '/admin/content/:kind/:id/publication',
    {
      preValidation: editor,
      schema: {
        tags,
        params: contentItemParams,
        body: publicationBody,
        response: { 200: okEnvelope(contentItemSchema) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { published } = request.body;
      const item = await content.setPublished(actorOf(request), kind, id, published);
      return ok(item, published ? 'Published' : 'Unpublished');
    },
  );

  app.delete(
    '/admin/content/:kind/:id',
    { preValidation: editor, schema: { tags, params: contentItemParams, response: { 200: done } } },
    async (request) => {
      await content.remove(actorOf(request), request.params.kind, request.params.id);
      return ok(null, 'Deleted');
    },
  );

  app.get(
    '/admin/categories',
    { preValidation: cataloguer, schema: { tags, response: { 200: okEnvelope(z.array(adminCategorySchema)) } } },
    async () => ok(await catalogue.categories()),
  );

  app.post(
    '/admin/categories',
    {
      preValidation: cataloguer,
      schema: { tags, body: adminCategoryBody, response: { 201: okEnvelope(adminCategorySchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await catalogue.addCategory(actorOf(request), request.body), 'Category added')),
  );

  app.put(
    '/admin/categories/:id',
    {
      preValidation: cataloguer,
      schema: {
        tags,
        params: categoryIdParams,
        body: adminCategoryBody,
        response: { 200: okEnvelope(adminCategorySchema) },
      },
    },
    async (request) =>
      ok(await catalogue.renameCategory(actorOf(request), request.params.id, request.body), 'Category saved'),
  );

  app.delete(
    '/admin/categories/:id',
    { preValidation: cataloguer, schema: { tags, params: categoryIdParams, response: { 200: done } } },
    async (request) => {
      await catalogue.deleteCategory(actorOf(request), request.params.id);
      return ok(null, 'Category deleted');
    },
  );

  app.get(
    '/admin/amenities',
    { preValidation: cataloguer, schema: { tags, response: { 200: okEnvelope(z.array(adminAmenitySchema)) } } },
    async () => ok(await catalogue.amenities()),
  );

  app.post(
    '/admin/amenities',
    {
      preValidation: cataloguer,
      schema: { tags, body: adminAmenityBody, response: { 201: okEnvelope(adminAmenitySchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await catalogue.addAmenity(actorOf(request), request.body), 'Amenity added')),
  );

  app.put(
    '/admin/amenities/:slug',
    {
      preValidation: cataloguer,
      schema: {
        tags,
        params: amenitySlugParams,
        body: adminAmenityBody,
        response: { 200: okEnvelope(adminAmenitySchema) },
      },
    },
    async (request) =>
      ok(await catalogue.renameAmenity(actorOf(request), request.params.slug, request.body), 'Amenity saved'),
  );

  app.delete(
    '/admin/amenities/:slug',
    { preValidation: cataloguer, schema: { tags, params: amenitySlugParams, response: { 200: done } } },
    async (request) => {
      await catalogue.deleteAmenity(actorOf(request), request.params.slug);
      return ok(null, 'Amenity deleted');
    },
  );
};
