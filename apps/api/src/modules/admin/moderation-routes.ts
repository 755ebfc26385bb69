import {
  adminListingParams,
  adminListingSchema,
  adminListingsQuery,
  adminReportDetailSchema,
  adminReportParams,
  adminReportSchema,
  adminReportsQuery,
  adminReviewParams,
  adminReviewSchema,
  adminReviewsQuery,
  approveListingBody,
  marketplaceSettingsSchema,
  moderateListingBody,
  moderateReviewBody,
  okEnvelope,
  updateReportBody,
  updateSettingsBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { reportsService, tellerOf } from '../reports';
import { listingsModeration } from './listings-moderation';
import { reviewsModeration } from './reviews-moderation';
import { readSettings, updateSettings } from './settings';

/** Moderation in the console (docs/adr/0074): settings, the listing queue, reviews and reports. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tell = tellerOf(app);
  const listed = listingsModeration(db, tell);
  const reviewed = reviewsModeration(db, tell);
  const reports = reportsService(db, tell);
  const tags = ['admin'];
  const listingsArea = app.requireOperator('listings');
  const reviewsArea = app.requireOperator('reviews');
  const reportsArea = app.requireOperator('reports');
  const settingsArea = app.requireOperator('settings');

  app.get(
    '/admin/settings',
    { preValidation: settingsArea, schema: { tags, response: { 200: okEnvelope(marketplaceSettingsSchema) } } },
    async () => ok(await readSettings(db)),
  );

  app.put(
    '/admin/settings',
    {
      preValidation: settingsArea,
      schema: { tags, body: updateSettingsBody, response: { 200: okEnvelope(marketplaceSettingsSchema) } },
    },
    async (request) => {
      const { reason, ...settings } = request.body;
      return ok(await updateSettings(db, actorOf(request), settings, reason), 'Settings saved');
    },
  );

  app.get(
    '/admin/listings',
    {
      preValidation: listingsArea,
      schema: { tags, querystring: adminListingsQuery, response: { 200: okEnvelope(z.array(adminListingSchema)) } },
    },
    async (request) => ok(await listed.list(request.query)),
  );

  const listingAction = (
    path: 'approve' | 'reject' | 'unpublish',
    body: typeof approveListingBody | typeof moderateListingBody,
    message: string,
  ) =>
    app.post(
      `/admin/listings/:id/${path}`,
      {
        preValidation: listingsArea,
        schema: { tags, params: adminListingParams, body, response: { 200: okEnvelope(adminListingSchema) } },
      },
      async (request) =>
        ok(await listed[path](actorOf(request), request.params.id, request.body.reason ?? ''), message),
    );
  listingAction('approve', approveListingBody, 'Listing approved');
  listingAction('reject', moderateListingBody, 'Listing rejected');
  listingAction('unpublish', moderateListingBody, 'Listing unpublished');

  app.get(
    '/admin/reviews',
    {
      preValidation: reviewsArea,
      schema: { tags, querystring: adminReviewsQuery, response: { 200: okEnvelope(z.array(adminReviewSchema)) } },
    },
    async (request) => ok(await reviewed.list(request.query)),
  );

  for (const path of ['hide', 'restore'] as const) {
    app.post(
      `/admin/reviews/:id/${path}`,
      {
        preValidation: reviewsArea,
        schema: {
          tags,
          params: adminReviewParams,
          body: moderateReviewBody,
          response: { 200: okEnvelope(adminReviewSchema) },
        },
      },
      async (request) =>
        ok(
          await reviewed[path](actorOf(request), request.params.id, request.body.reason),
          path === 'hide' ? 'Review hidden' : 'Review restored',
        ),
    );
  }

  app.get(
    '/admin/reports',
    {
      preValidation: reportsArea,
      schema: { tags, querystring: adminReportsQuery, response: { 200: okEnvelope(z.array(adminReportSchema)) } },
    },
    async (request) => ok(await reports.list(request.query)),
  );

  app.get(
    '/admin/reports/:id',
    {
      preValidation: reportsArea,
      schema: { tags, params: adminReportParams, response: { 200: okEnvelope(adminReportDetailSchema) } },
    },
    async (request) => ok(await reports.detail(request.params.id)),
  );

  app.post(
    '/admin/reports/:id',
    {
      preValidation: reportsArea,
      schema: {
        tags,
        params: adminReportParams,
        body: updateReportBody,
        response: { 200: okEnvelope(adminReportDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await reports.update(actorOf(request), request.params.id, request.body),
        request.body.status === 'resolved' ? 'Report resolved' : 'Report taken',
      ),
  );
};
