import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingParams,
  adminBookingSearchQuery,
  adminCancelBookingBody,
  adminCsvSchema,
  adminDeclineBookingBody,
  adminPayoutPageSchema,
  adminPayoutsQuery,
  adminUserDetailSchema,
  adminUserParams,
  contactMessagePageSchema,
  contactMessageParams,
  contactMessageSchema,
  contactMessagesQuery,
  failedPaymentPageSchema,
  failedPaymentsQuery,
  handleContactBody,
  okEnvelope,
  reopenContactBody,
  replyContactBody,
  revokeIdentityBody,
  subscriberPageSchema,
  subscribersQuery,
  verifyIdentityBody,
} from '@roamstead/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { bookingsAdmin, type SupportCancellation } from './bookings-admin';
import { inboxAdmin } from './inbox';
import { payoutsAdmin } from './payouts-admin';
import { type BookingActions, usersAdmin } from './users';

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/**
 * The console's bookings, money and inbox (issue 33 items 6 and 9, docs/adr/0075), and marking an
 * identity verified. Areas: bookings (support, finance), payouts (finance), inbox (support).
 */
export const adminMoneyRoutes: FastifyPluginAsyncZod<{ bookings: SupportCancellation & BookingActions }> = async (
  app,
  opts,
) => {
  const db = app.database.db;
  const tags = ['admin'];
  const bookings = bookingsAdmin(db, opts.bookings);
  const payouts = payoutsAdmin(db);
  const inbox = inboxAdmin(db, app.outbox);
  const people = usersAdmin(db, opts.bookings, app.log);
  const bookingsArea = app.requireOperator('bookings');
  const payoutsArea = app.requireOperator('payouts');
  const inboxArea = app.requireOperator('inbox');

  app.get(
    '/admin/bookings',
    {
      preValidation: bookingsArea,
      schema: { tags, querystring: adminBookingSearchQuery, response: { 200: okEnvelope(adminBookingPageSchema) } },
    },
    async (request) => ok(await bookings.search(request.query)),
  );

  app.get(
    '/admin/bookings/:id',
    {
      preValidation: bookingsArea,
      schema: { tags, params: adminBookingParams, response: { 200: okEnvelope(adminBookingDetailSchema) } },
    },
    async (request) => ok(await bookings.detail(request.params.id)),
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      preValidation: bookingsArea,
      schema: {
        tags,
        params: adminBookingParams,
        body: adminCancelBookingBody,
        response: { 200: okEnvelope(adminBookingDetailSchema) },
      },
    },
    async (request) => {
      const { refund_amount, reason } = request.body;
      const booking = await bookings.cancel(actorOf(request), request.params.id, refund_amount, reason);
      return ok(booking, 'Booking cancelled');
    },
  );

  app.post(
    '/admin/bookings/:id/decline',
    {
      preValidation: bookingsArea,
      schema: {
        tags,
        params: adminBookingParams,
        body: adminDeclineBookingBody,
        response: { 200: okEnvelope(adminBookingDetailSchema) },
      },
    },
    async (request) =>
      ok(await bookings.decline(actorOf(request), request.params.id, request.body.reason), 'Request declined'),
  );

  app.get(
    '/admin/payouts',
    {
      preValidation: payoutsArea,
      schema: { tags, querystring: adminPayoutsQuery, response: { 200: okEnvelope(adminPayoutPageSchema) } },
    },
    async (request) => {
      const { status, before } = request.query;
      return ok(await payouts.list(status, before));
    },
  );

  app.get(
    '/admin/payouts/export.csv',
    {
      preValidation: payoutsArea,
      schema: { tags, querystring: adminPayoutsQuery, produces: ['text/csv'], response: { 200: adminCsvSchema } },
    },
    async (request, reply) => sendCsv(reply, 'roamstead-payouts', await payouts.csv(request.query.status)),
  );

  app.get(
    '/admin/payments/failed',
    {
      preValidation: payoutsArea,
      schema: { tags, querystring: failedPaymentsQuery, response: { 200: okEnvelope(failedPaymentPageSchema) } },
    },
    async (request) => ok(await payouts.failed(request.query.before)),
  );

  app.get(
    '/admin/inbox/messages',
    {
      preValidation: inboxArea,
      schema: { tags, querystring: contactMessagesQuery, response: { 200: okEnvelope(contactMessagePageSchema) } },
    },
    async (request) => ok(await inbox.messages(request.query)),
  );

  app.post(
    '/admin/inbox/messages/:id/handled',
    {
      preValidation: inboxArea,
      schema: {
        tags,
        params: contactMessageParams,
        body: handleContactBody,
        response: { 200: okEnvelope(contactMessageSchema) },
      },
    },
    async (request) =>
      ok(await inbox.markHandled(actorOf(request), request.params.id, request.body.reason), 'Marked handled'),
  );

  app.post(
    '/admin/inbox/messages/:id/reopen',
    {
      preValidation: inboxArea,
      schema: {
        tags,
        params: contactMessageParams,
        body: reopenContactBody,
        response: { 200: okEnvelope(contactMessageSchema) },
      },
    },
    async (request) =>
      ok(await inbox.reopen(actorOf(request), request.params.id, request.body.reason), 'Message reopened'),
  );

  app.post(
    '/admin/inbox/messages/:id/reply',
    {
      preValidation: inboxArea,
      schema: {
        tags,
        params: contactMessageParams,
        body: replyContactBody,
        response: { 200: okEnvelope(contactMessageSchema) },
      },
    },
    async (request) => ok(await inbox.reply(actorOf(request), request.params.id, request.body.body), 'Reply sent'),
  );

  app.get(
    '/admin/inbox/subscribers',
    {
      preValidation: inboxArea,
      schema: { tags, querystring: subscribersQuery, response: { 200: okEnvelope(subscriberPageSchema) } },
    },
    async (request) => ok(await inbox.subscribers(request.query.before)),
  );

  app.get(
    '/admin/inbox/subscribers/export.csv',
    {
      preValidation: inboxArea,
      schema: { tags, produces: ['text/csv'], response: { 200: adminCsvSchema } },
    },
    async (_request, reply) => sendCsv(reply, 'roamstead-newsletter-subscribers', await inbox.subscribersCsv()),
  );

  app.post(
    '/admin/users/:id/verify-identity',
    {
      preValidation: app.requireOperator('users'),
      schema: {
        tags,
        params: adminUserParams,
        body: verifyIdentityBody,
        response: { 200: okEnvelope(adminUserDetailSchema) },
      },
    },
    async (request) =>
      ok(await people.verifyIdentity(actorOf(request), request.params.id, request.body.reason), 'Identity verified'),
  );

  app.post(
    '/admin/users/:id/revoke-identity',
    {
      preValidation: app.requireOperator('users'),
      schema: {
        tags,
        params: adminUserParams,
        body: revokeIdentityBody,
        response: { 200: okEnvelope(adminUserDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await people.revokeIdentity(actorOf(request), request.params.id, request.body.reason),
        'Identity verification revoked',
      ),
  );
};
