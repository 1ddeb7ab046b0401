import {
  MESSAGES,
  operationStartedResponseSchema,
  quoteResponseSchema,
  translationDraftInputSchema,
  translationDraftResponseSchema,
  translationInputSchema,
  translationOptionsResponseSchema,
} from '@orato/shared';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { TranslationService } from './translation.service';

const itemParamsSchema = z.object({ id: z.uuid() });

/** The Library item the path names; read after the session check, so its shape tells nothing. */
function itemId(request: FastifyRequest): string {
  const params = itemParamsSchema.safeParse(request.params);
  if (!params.success) {
    throw new AppError('NOT_FOUND', MESSAGES.server.notInLibrary);
  }
  return params.data.id;
}

export const translationRoutes: FastifyPluginAsyncZod<{
  translationService: TranslationService;
}> = async (app, { translationService }) => {
  const generous = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/api/library/videos/:id/translations',
    { schema: { response: { 200: translationOptionsResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return translationService.options(user.id, itemId(request));
    },
  );

  app.post(
    '/api/library/videos/:id/translations/draft',
    {
      schema: {
        body: translationDraftInputSchema,
        response: { 200: translationDraftResponseSchema },
      },
      config: generous,
    },
    async (request) => {
      const user = await requireUser(request);
      return translationService.draft(user.id, itemId(request), request.body.language);
    },
  );

  app.post(
    '/api/library/videos/:id/translations/quote',
    {
      schema: { body: translationInputSchema, response: { 200: quoteResponseSchema } },
      config: generous,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return translationService.quote(user.id, itemId(request), request.body);
    },
  );

  app.post(
    '/api/library/videos/:id/translations',
    {
      schema: { body: translationInputSchema, response: { 200: operationStartedResponseSchema } },
      config: generous,
    },
    async (request) => {
      const user = await requireUser(request);
      return translationService.start(user.id, itemId(request), request.body);
    },
  );
};
