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
      // the deep check's doctor token comes as a bearer, and is no API key
      config: { rateLimit: false, ownBearer: true },
    },
    (request) =>
      request.query.deep
        ? healthService.deepCheck(request.headers.authorization)
        : healthService.check(),
  );
};
