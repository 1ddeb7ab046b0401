import {
  API_KEYS_MAX,
  API_MESSAGES,
  apiKeyIdParamsSchema,
  apiKeysResponseSchema,
  createApiKeyInputSchema,
  createApiKeyResponseSchema,
  messageResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { ApiKeyService } from './api-key.service';

/**
 * Profile → API: the owner makes, lists and revokes keys. Cookie sessions only: the key guard
 * keeps bearer keys out of every route outside `/api/v1`, so a key cannot make more keys.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeyService: ApiKeyService }> = async (
  app,
  { apiKeyService },
) => {
  app.get(
    '/api/account/api-keys',
    { schema: { response: { 200: apiKeysResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { keys: await apiKeyService.list(user.id), max: API_KEYS_MAX };
    },
  );

  app.post(
    '/api/account/api-keys',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: createApiKeyInputSchema, response: { 201: createApiKeyResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const key = await apiKeyService.create(user.id, request.body.name);
      return reply.status(201).send({ key });
    },
  );

  // the id is read after the session check, so a signed-out caller learns nothing from its shape
  app.post(
    '/api/account/api-keys/:id/revoke',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const params = apiKeyIdParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', API_MESSAGES.keyNotFound);
      }
      await apiKeyService.revoke(user.id, params.data.id);
      return { message: API_MESSAGES.revoked };
    },
  );
};
