import { enginesResponseSchema } from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GenerationService } from './generation.service';

/** Which engine each tool runs here, so the tool pages can say so before anything is spent. */
export const generationRoutes: FastifyPluginAsyncZod<{
  generationService: GenerationService;
}> = async (app, { generationService }) => {
  app.get('/api/engines', { schema: { response: { 200: enginesResponseSchema } } }, () => ({
    engines: generationService.engines(),
  }));
};
