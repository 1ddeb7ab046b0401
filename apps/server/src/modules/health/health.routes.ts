import { deepHealthResponseSchema, healthQuerySchema, healthResponseSchema } from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (
  app,
  { healthService },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        querystring: healthQuerySchema,
        response: { 200: healthResponseSchema.or(deepHealthResponseSchema) },
      },
      config: { rateLimit: false },
    },
    (request) =>
      request.query.deep
        ? healthService.deepCheck(request.headers.authorization)
        : healthService.check(),
  );
};
