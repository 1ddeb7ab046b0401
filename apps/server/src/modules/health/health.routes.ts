import { healthResponseSchema } from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (
  app,
  { healthService },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema } }, config: { rateLimit: false } },
    () => healthService.check(),
  );
};
