import {
  activeJobsResponseSchema,
  enginesResponseSchema,
  featureKeySchema,
  imageAspectSchema,
  quoteResponseSchema,
  videoResolutionSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session.plugin';
import type { StoryboardService } from '../storyboard/storyboard.service';
import type { GenerationService } from './generation.service';

export const generationRoutes: FastifyPluginAsyncZod<{
  generationService: GenerationService;
  storyboardService: Pick<StoryboardService, 'listActive'>;
}> = async (app, { generationService, storyboardService }) => {
  // which engine each tool runs here, so the tool pages can say so before anything is spent
  app.get('/api/engines', { schema: { response: { 200: enginesResponseSchema } } }, () => {
    const unavailable = generationService.unavailable();
    return {
      engines: generationService.engines(),
      formats: generationService.formats(),
      ...(Object.keys(unavailable).length > 0 && { unavailable }),
    };
  });

  app.get(
    '/api/generations/active',
    { schema: { response: { 200: activeJobsResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const [generations, storyboards] = await Promise.all([
        generationService.listActive(user.id),
        storyboardService.listActive(user.id),
      ]);
      return { jobs: [...generations, ...storyboards] };
    },
  );

  app.get(
    '/api/generations/quote',
    {
      schema: {
        querystring: z.object({
          feature: featureKeySchema.exclude(['ai-avatar', 'photo-avatar']),
          // the format asked for: refused here as at the start when the engine does not make it
          aspect: imageAspectSchema.optional(),
          resolution: videoResolutionSchema.optional(),
        }),
        response: { 200: quoteResponseSchema },
      },
    },
    async (request, reply) => {
      await requireUser(request);
      reply.header('cache-control', 'no-store');
      const { feature, aspect, resolution } = request.query;
      return generationService.quoteFixed(feature, { aspect, resolution });
    },
  );
};
