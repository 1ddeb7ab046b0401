import {
  WEBHOOK_MESSAGES,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointInputSchema,
  webhookSecretResponseSchema,
  webhookSettingsResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { WebhookService } from './webhook.service';

/** Profile → webhooks: the endpoint, its secret, a test event and the delivery log. */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhookService: WebhookService }> = async (
  app,
  { webhookService },
) => {
  const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/account/webhook',
    { schema: { response: { 200: webhookSettingsResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.headers(noStore);
      return { endpoint: await webhookService.get(user.id) };
    },
  );

  app.post(
    '/api/account/webhook',
    {
      config: limited,
      schema: { body: webhookEndpointInputSchema, response: { 200: webhookSecretResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.headers(noStore);
      return webhookService.save(user.id, request.body);
    },
  );

  app.post(
    '/api/account/webhook/remove',
    { config: limited, schema: { response: { 200: webhookSettingsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await webhookService.remove(user.id);
      return { endpoint: null };
    },
  );

  app.post(
    '/api/account/webhook/secret',
    { config: limited, schema: { response: { 200: webhookSecretResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.headers(noStore);
      return webhookService.rollSecret(user.id);
    },
  );

  app.post(
    '/api/account/webhook/test',
    { config: limited, schema: { response: { 202: webhookDeliveryResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(202).send({ delivery: await webhookService.sendTest(user.id) });
    },
  );

  app.get(
    '/api/account/webhook/deliveries',
    { schema: { response: { 200: webhookDeliveriesResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.headers(noStore);
      return { deliveries: await webhookService.deliveries(user.id) };
    },
  );

  // the id is read after the session check, so a signed-out caller learns nothing from its shape
  app.post(
    '/api/account/webhook/deliveries/:id/resend',
    { config: limited, schema: { response: { 202: webhookDeliveryResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const params = webhookDeliveryParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
      }
      const delivery = await webhookService.resend(user.id, params.data.id);
      return reply.status(202).send({ delivery });
    },
  );
};
