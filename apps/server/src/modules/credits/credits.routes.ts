import { creditHistoryInputSchema, creditHistoryResponseSchema } from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { CreditsService } from './credits.service';

export const creditsRoutes: FastifyPluginAsyncZod<{ creditsService: CreditsService }> = async (
  app,
  { creditsService },
) => {
  app.get(
    '/api/credits/history',
    {
      schema: {
        querystring: creditHistoryInputSchema,
        response: { 200: creditHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return creditsService.history(user.id, request.query.page);
    },
  );
};
