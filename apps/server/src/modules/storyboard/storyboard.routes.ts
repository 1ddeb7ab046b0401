import {
  storyboardDraftInputSchema,
  storyboardDraftResponseSchema,
  storyboardInputSchema,
  storyboardQuoteResponseSchema,
  storyboardStartedResponseSchema,
  storyboardStatusResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { StoryboardStatusService } from './storyboard-status.service';
import type { StoryboardService } from './storyboard.service';

// ids are read after the session check (a signed-out caller learns nothing from their shape) and
// checked by the service, which answers a malformed one like a missing one
type SceneParams = { id: string; sceneId: string };

export const storyboardRoutes: FastifyPluginAsyncZod<{
  storyboardService: StoryboardService;
  storyboardStatusService: StoryboardStatusService;
}> = async (app, { storyboardService, storyboardStatusService }) => {
  const generous = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    '/api/storyboard/draft',
    {
      schema: {
        body: storyboardDraftInputSchema,
        response: { 200: storyboardDraftResponseSchema },
      },
      config: generous,
    },
    async (request) => {
      await requireUser(request);
      return storyboardService.draft(request.body);
    },
  );

  app.post(
    '/api/storyboard/quote',
    {
      schema: { body: storyboardInputSchema, response: { 200: storyboardQuoteResponseSchema } },
      config: generous,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return storyboardService.quote(user.id, request.body);
    },
  );

  app.post(
    '/api/storyboard',
    {
      schema: { body: storyboardInputSchema, response: { 200: storyboardStartedResponseSchema } },
      config: generous,
    },
    async (request) => {
      const user = await requireUser(request);
      return storyboardService.start(user.id, request.body);
    },
  );

  app.get(
    '/api/storyboard/:id',
    { schema: { response: { 200: storyboardStatusResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      const { id } = request.params as Pick<SceneParams, 'id'>;
      const board = await storyboardService.findOwn(user.id, String(id));
      return storyboardStatusService.describe(board);
    },
  );

  app.post(
    '/api/storyboard/:id/scenes/:sceneId/retry',
    { schema: { response: { 200: storyboardStartedResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { id, sceneId } = request.params as SceneParams;
      return storyboardService.retry(user.id, String(id), String(sceneId));
    },
  );

  app.post(
    '/api/storyboard/:id/scenes/:sceneId/drop',
    { schema: { response: { 200: storyboardStartedResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { id, sceneId } = request.params as SceneParams;
      return storyboardService.drop(user.id, String(id), String(sceneId));
    },
  );
};
