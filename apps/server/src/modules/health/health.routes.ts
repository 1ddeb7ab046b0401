import {
  deepHealthResponseSchema,
  healthQuerySchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@orato/shared';
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

  // liveness: the process answers; no I/O, so a slow database never gets a healthy process killed
  app.get(
    '/api/health/live',
    { schema: { response: { 200: livenessResponseSchema } }, config: { rateLimit: false } },
    () => ({ status: 'ok' as const }),
  );
  // readiness: the database, queue and storage answer; 503 names the ones that did not
  app.get(
    '/api/health/ready',
    {
      schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const readiness = await healthService.readiness();
      return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
};
