import {
  planChangeInputSchema,
  planChangePreviewResponseSchema,
  planChangeResponseSchema,
  subscriptionStatusResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { PlanChangeService } from './plan-change.service';

/** The subscriber's plan: what it is, what a change would cost, the change, and its undo. */
export const planChangeRoutes: FastifyPluginAsyncZod<{
  planChangeService: PlanChangeService;
}> = async (app, { planChangeService }) => {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/api/subscription',
    { schema: { response: { 200: subscriptionStatusResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return planChangeService.status(await requireUser(request));
    },
  );

  app.post(
    '/api/subscription/preview',
    {
      schema: { body: planChangeInputSchema, response: { 200: planChangePreviewResponseSchema } },
      config: limited,
    },
    async (request) =>
      planChangeService.preview(await requireUser(request), request.body.lookup_key),
  );

  app.post(
    '/api/subscription/change',
    {
      schema: { body: planChangeInputSchema, response: { 200: planChangeResponseSchema } },
      config: limited,
    },
    async (request) =>
      planChangeService.change(await requireUser(request), request.body.lookup_key),
  );

  app.post(
    '/api/subscription/keep',
    { schema: { response: { 200: planChangeResponseSchema } }, config: limited },
    async (request) => planChangeService.keep(await requireUser(request)),
  );
};
