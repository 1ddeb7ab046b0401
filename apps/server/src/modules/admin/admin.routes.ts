import {
  ADMIN_API,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminCreditAdjustmentInputSchema,
  adminCreditAdjustmentResponseSchema,
  adminIdParamsSchema,
  adminMeResponseSchema,
  adminRoleInputSchema,
  adminRoleResponseSchema,
  adminUserDetailResponseSchema,
  adminUserSearchQuerySchema,
  adminUserSearchResponseSchema,
  adminVerifyInputSchema,
  adminVerifyResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOperationsRoutes } from './admin-operations.routes';
import { STAFF_WRITE_LIMIT, type AdminRouteOptions } from './admin.options';
import { registerStaffGuard, staffOf } from './staff-guard.plugin';
import { requireRole } from './staff-session.service';

/** The operator's console API: every route behind the staff guard (404 to anyone else). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  registerStaffGuard(app, options.staffSessions, options.sessionCookie);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const { users, credits, roles, staffSessions } = options;

  app.get(
    ADMIN_API.me,
    { config: { staffFresh: false }, schema: { response: { 200: adminMeResponseSchema } } },
    async (request) => users.me(staffOf(request)),
  );

  app.post(
    ADMIN_API.verify,
    {
      config: { staffFresh: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: adminVerifyInputSchema, response: { 200: adminVerifyResponseSchema } },
    },
    async (request) => ({
      fresh_until: await staffSessions.verify(staffOf(request), request.body.password),
    }),
  );

  app.get(
    ADMIN_API.users,
    {
      schema: {
        querystring: adminUserSearchQuerySchema,
        response: { 200: adminUserSearchResponseSchema },
      },
    },
    async (request) => ({ users: await users.search(request.query.q) }),
  );

  app.get(
    ADMIN_API.user,
    {
      schema: { params: adminIdParamsSchema, response: { 200: adminUserDetailResponseSchema } },
    },
    async (request) => users.detail(request.params.id),
  );

  app.post(
    ADMIN_API.userCredits,
    {
      config: STAFF_WRITE_LIMIT,
      schema: {
        params: adminIdParamsSchema,
        body: adminCreditAdjustmentInputSchema,
        response: { 200: adminCreditAdjustmentResponseSchema },
      },
    },
    async (request) => credits.adjust(staffOf(request), request.params.id, request.body),
  );

  app.put(
    ADMIN_API.userRole,
    {
      config: STAFF_WRITE_LIMIT,
      schema: {
        params: adminIdParamsSchema,
        body: adminRoleInputSchema,
        response: { 200: adminRoleResponseSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      requireRole(staff, 'admin');
      const { role, reason } = request.body;
      return { role: (await roles.setRole(staff, request.params.id, role, reason)).role };
    },
  );

  app.get(
    ADMIN_API.audit,
    {
      schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema } },
    },
    async (request) => {
      requireRole(staffOf(request), 'admin');
      return users.auditLog(request.query.page, request.query.user_id);
    },
  );

  await app.register(adminOperationsRoutes, options);
};
