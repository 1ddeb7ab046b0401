import {
  clipLengthsResponseSchema,
  veoInputSchema,
  veoStartedResponseSchema,
  veoStatusInputSchema,
  veoStatusResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { VeoService } from './veo.service';

export const veoRoutes: FastifyPluginAsyncZod<{ veoService: VeoService }> = async (
  app,
  { veoService },
) => {
  app.get(
    '/api/veo/clip-lengths',
    { schema: { response: { 200: clipLengthsResponseSchema } } },
    () => veoService.lengths(),
  );

  app.post(
    '/api/generate-veo-video',
    {
      schema: { body: veoInputSchema, response: { 200: veoStartedResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      const { prompt, negative_prompt, start_image_url, duration_seconds, format } = request.body;
      return veoService.start(
        user.id,
        prompt,
        negative_prompt,
        start_image_url,
        duration_seconds,
        format,
      );
    },
  );

  app.post(
    '/api/get-video-status',
    { schema: { body: veoStatusInputSchema, response: { 200: veoStatusResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return veoService.status(user.id, request.body.operation_name);
    },
  );
};
