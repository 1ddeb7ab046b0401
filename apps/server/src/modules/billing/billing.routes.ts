import {
  createCheckoutInputSchema,
  messageResponseSchema,
  optionalEmailInputSchema,
  paymentHistoryResponseSchema,
  portalInputSchema,
  urlResponseSchema,
  verifyCheckoutInputSchema,
  verifyCheckoutResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { BillingService } from './billing.service';

export const billingRoutes: FastifyPluginAsyncZod<{ billingService: BillingService }> = async (
  app,
  { billingService },
) => {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/create-checkout-session',
    {
      schema: { body: createCheckoutInputSchema, response: { 200: urlResponseSchema } },
      config: limited,
    },
    async (request) =>
      billingService.startCheckout(
        await requireUser(request, request.body.email),
        request.body.lookup_key,
      ),
  );

  app.post(
    '/api/verify-checkout-session',
    {
      schema: { body: verifyCheckoutInputSchema, response: { 200: verifyCheckoutResponseSchema } },
      config: limited,
    },
    async (request) =>
      billingService.verifyCheckout(
        await requireUser(request, request.body.email),
        request.body.session_id,
      ),
  );

  app.post(
    '/api/create-portal-session',
    {
      schema: { body: portalInputSchema.optional(), response: { 200: urlResponseSchema } },
      config: limited,
    },
    async (request) =>
      billingService.createPortalSession(await requireUser(request, request.body?.email)),
  );

  app.post(
    '/api/cancel-subscription',
    {
      schema: {
        body: optionalEmailInputSchema.optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      billingService.cancelSubscription(await requireUser(request, request.body?.email)),
  );

  app.post(
    '/api/payment-history',
    {
      schema: {
        body: optionalEmailInputSchema.optional(),
        response: { 200: paymentHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body?.email);
      reply.header('cache-control', 'no-store');
      return billingService.paymentHistory(user);
    },
  );
};
