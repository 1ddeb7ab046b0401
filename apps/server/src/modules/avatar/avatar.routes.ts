import {
  avatarQuoteInputSchema,
  avatarVideoInputSchema,
  creatorsResponseSchema,
  generationStatusResponseSchema,
  messageResponseSchema,
  operationStartedResponseSchema,
  pollInputSchema,
  quoteResponseSchema,
  saveVideoInputSchema,
  scriptInputSchema,
  scriptResponseSchema,
  scriptWriterResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { AvatarVideoService } from './avatar-video.service';

export const avatarRoutes: FastifyPluginAsyncZod<{
  avatarVideoService: AvatarVideoService;
}> = async (app, { avatarVideoService }) => {
  const generous = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    '/api/script',
    {
      schema: { body: scriptInputSchema, response: { 200: scriptResponseSchema } },
      config: generous,
    },
    async (request) => {
      await requireUser(request, request.body.email);
      const { topic, audience, points, action, previous } = request.body;
      return avatarVideoService.writeScript(topic, { audience, points, action }, previous);
    },
  );

  // public: which languages the script step can promise, before anything is written
  app.get('/api/script/writer', { schema: { response: { 200: scriptWriterResponseSchema } } }, () =>
    avatarVideoService.scriptWriterInfo(),
  );

  // the spec's client tries GET first and falls back to POST on 405; both answer the same
  const listCreators = async () => {
    const creators = await avatarVideoService.listCreators();
    return {
      thumbnails: Object.fromEntries(
        creators.map((creator) => [
          creator.name,
          { imageUrl: creator.imageUrl, language: creator.language },
        ]),
      ),
    };
  };
  const creatorsSchema = { response: { 200: creatorsResponseSchema } };
  app.get('/api/list-creators', { schema: creatorsSchema }, listCreators);
  app.post('/api/list-creators', { schema: creatorsSchema }, listCreators);

  app.get('/api/creators/:creatorId/thumbnail.png', async (request, reply) => {
    const { creatorId } = request.params as { creatorId: string };
    const image = await avatarVideoService.creatorThumbnail(creatorId);
    return reply
      .type(image.contentType)
      .header('content-length', image.size)
      .header('cache-control', 'public, max-age=86400')
      .send(image.body);
  });

  app.post(
    '/api/ai-creator',
    {
      schema: { body: avatarVideoInputSchema, response: { 200: operationStartedResponseSchema } },
      config: generous,
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return avatarVideoService.start(user.id, request.body);
    },
  );

  app.post(
    '/api/ai-creator/quote',
    {
      schema: { body: avatarQuoteInputSchema, response: { 200: quoteResponseSchema } },
      config: generous,
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      return avatarVideoService.quoteForButton(request.body, user.id);
    },
  );

  app.post(
    '/api/poll-creator',
    { schema: { body: pollInputSchema, response: { 200: generationStatusResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return avatarVideoService.status(user.id, request.body.operationId);
    },
  );

  app.post(
    '/api/save-video',
    { schema: { body: saveVideoInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return avatarVideoService.saveVideo(user.id, request.body.video_url);
    },
  );
};
