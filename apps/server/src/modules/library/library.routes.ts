import {
  deleteImagesInputSchema,
  deleteVideosInputSchema,
  imagesResponseSchema,
  listMediaInputSchema,
  messageResponseSchema,
  videosResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session.plugin';
import type { LibraryService } from './library.service';

export const libraryRoutes: FastifyPluginAsyncZod<{ libraryService: LibraryService }> = async (
  app,
  { libraryService },
) => {
  app.post(
    '/api/get-videos',
    { schema: { body: listMediaInputSchema, response: { 200: videosResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      return libraryService.listVideos(user.id, request.body.feature);
    },
  );

  app.post(
    '/api/get-images',
    {
      schema: {
        body: listMediaInputSchema.partial({ feature: true }),
        response: { 200: imagesResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      return libraryService.listImages(user.id);
    },
  );

  app.post(
    '/api/delete-video',
    { schema: { body: deleteVideosInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return libraryService.deleteVideos(user.id, request.body.feature, request.body.video_urls);
    },
  );

  app.post(
    '/api/delete-image',
    { schema: { body: deleteImagesInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return libraryService.deleteImages(user.id, request.body.image_urls);
    },
  );
};
