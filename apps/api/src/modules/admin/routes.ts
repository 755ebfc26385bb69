import {
  adminDashboardSchema,
  adminMeSchema,
  adminUserDetailSchema,
  adminUserParams,
  adminUserSchema,
  adminUserSearchQuery,
  auditPageSchema,
  auditQuery,
  dashboardQuery,
  grantRoleBody,
  okEnvelope,
  operatorIdParams,
  operatorSchema,
  reinstateUserBody,
  revokeRoleBody,
  suspendUserBody,
} from '@roamstead/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { auditReader } from './audit';
import { dashboardService } from './dashboard';
import { operatorsService } from './operators';
import { type BookingActions, usersAdmin } from './users';

/**
 * The operator console's API (docs/adr/0062): every route needs an operator role for its area,
 * checked before the input is (401/403 first, so nobody without the role learns the shapes).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ bookings: BookingActions }> = async (app, opts) => {
  const db = app.database.db;
  const operators = operatorsService(db);
  const audit = auditReader(db);
  const dashboard = dashboardService(db);
  const people = usersAdmin(db, opts.bookings, app.log);
  const support = app.requireOperator('users');
  const tags = ['admin'];
  const any = app.requireOperator('dashboard');

  app.get(
    '/admin/me',
    { preValidation: any, schema: { tags, response: { 200: okEnvelope(adminMeSchema) } } },
    async (request) => ok({ user_id: request.auth.userId, roles: request.auth.operatorRoles }),
  );

  app.get(
    '/admin/dashboard',
    {
      preValidation: any,
      schema: { tags, querystring: dashboardQuery, response: { 200: okEnvelope(adminDashboardSchema) } },
    },
    async (request) => ok(await dashboard.summary(request.query.currency)),
  );

  app.get(
    '/admin/operators',
    {
      preValidation: app.requireOperator('operators'),
      schema: { tags, response: { 200: okEnvelope(z.array(operatorSchema)) } },
    },
    async () => ok(await operators.list()),
  );

  app.post(
    '/admin/operators',
    {
      preValidation: app.requireOperator('operators'),
      schema: { tags, body: grantRoleBody, response: { 201: okEnvelope(operatorSchema) } },
    },
    async (request, reply) => {
      const { email, role, reason } = request.body;
      const operator = await operators.grant(actorOf(request), email, role, reason);
      return reply.status(201).send(ok(operator, 'Role granted'));
    },
  );

  app.post(
    '/admin/operators/:id/revoke',
    {
      preValidation: app.requireOperator('operators'),
      schema: { tags, params: operatorIdParams, body: revokeRoleBody, response: { 200: okEnvelope(operatorSchema) } },
    },
    async (request) => {
      const { role, reason } = request.body;
      return ok(await operators.revoke(actorOf(request), request.params.id, role, reason), 'Role revoked');
    },
  );

  app.get(
    '/admin/audit',
    {
      preValidation: app.requireOperator('audit'),
      schema: { tags, querystring: auditQuery, response: { 200: okEnvelope(auditPageSchema) } },
    },
    async (request) => ok(await audit.search(request.query)),
  );

  app.get(
    '/admin/users',
    {
      preValidation: support,
      schema: { tags, querystring: adminUserSearchQuery, response: { 200: okEnvelope(z.array(adminUserSchema)) } },
    },
    async (request) => ok(await people.search(request.query.q)),
  );

  app.get(
    '/admin/users/:id',
    {
      preValidation: support,
      schema: { tags, params: adminUserParams, response: { 200: okEnvelope(adminUserDetailSchema) } },
    },
    async (request) => ok(await people.detail(request.params.id)),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      preValidation: support,
      schema: {
        tags,
        params: adminUserParams,
        body: suspendUserBody,
        response: { 200: okEnvelope(adminUserDetailSchema) },
      },
    },
    async (request) =>
      ok(await people.suspend(actorOf(request), request.params.id, request.body.reason), 'Account suspended'),
  );

  app.post(
    '/admin/users/:id/reinstate',
    {
      preValidation: support,
      schema: {
        tags,
        params: adminUserParams,
        body: reinstateUserBody,
        response: { 200: okEnvelope(adminUserDetailSchema) },
      },
    },
    async (request) =>
      ok(await people.reinstate(actorOf(request), request.params.id, request.body.reason), 'Account reinstated'),
  );
};
