import {
  ADMIN_API,
  adminBusinessResponseSchema,
  adminIdParamsSchema,
  adminJobActionInputSchema,
  adminJobCancelResponseSchema,
  adminJobRetryResponseSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  adminProvidersResponseSchema,
  adminRefundInputSchema,
  adminRefundResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_WRITE_LIMIT, type AdminRouteOptions } from './admin.options';
import { staffOf } from './staff-guard.plugin';

/** Refunds, jobs, providers and the business figures; registered inside the staff guard. */
export const adminOperationsRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (
  app,
  { refunds, jobs, insights },
) => {
  app.post(
    ADMIN_API.paymentRefund,
    {
      config: STAFF_WRITE_LIMIT,
      schema: {
        params: adminIdParamsSchema,
        body: adminRefundInputSchema,
        response: { 200: adminRefundResponseSchema },
      },
    },
    async (request) => refunds.refund(staffOf(request), request.params.id, request.body.reason),
  );

  app.get(
    ADMIN_API.jobs,
    { schema: { querystring: adminJobsQuerySchema, response: { 200: adminJobsResponseSchema } } },
    async (request) => jobs.list(request.query),
  );

  app.post(
    ADMIN_API.jobRetry,
    {
      config: STAFF_WRITE_LIMIT,
      schema: {
        params: adminIdParamsSchema,
        body: adminJobActionInputSchema,
        response: { 200: adminJobRetryResponseSchema },
      },
    },
    async (request) => jobs.retry(staffOf(request), request.params.id, request.body.reason),
  );

  app.post(
    ADMIN_API.jobCancel,
    {
      config: STAFF_WRITE_LIMIT,
      schema: {
        params: adminIdParamsSchema,
        body: adminJobActionInputSchema,
        response: { 200: adminJobCancelResponseSchema },
      },
    },
    async (request) => jobs.cancel(staffOf(request), request.params.id, request.body.reason),
  );

  app.get(
    ADMIN_API.providers,
    { schema: { response: { 200: adminProvidersResponseSchema } } },
    async () => insights.providers(),
  );

  app.get(
    ADMIN_API.business,
    { schema: { response: { 200: adminBusinessResponseSchema } } },
    async () => insights.business(),
  );
};
