import {
  MESSAGES,
  deleteImagesInputSchema,
  deleteVideosInputSchema,
  imagesResponseSchema,
  listMediaInputSchema,
  messageResponseSchema,
  videosResponseSchema,
  videoThumbnailInputSchema,
  videoThumbnailResponseSchema,
} from '@orato/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { ReadCache } from '../../lib/read-cache';
import { requireUser } from '../../plugins/session.plugin';
import type { LibraryService } from './library.service';

export const libraryRoutes: FastifyPluginAsyncZod<{
  libraryService: LibraryService;
  readCache?: ReadCache;
}> = async (app, { libraryService, readCache }) => {
  /** A page remembered until the user's library changes (in any process), else read. */
  const remembered = <T>(userId: string, key: string, read: () => Promise<T>) =>
    readCache ? readCache.read(userId, key, read) : read();

  app.post(
    '/api/get-videos',
    {
      schema: { body: listMediaInputSchema, response: { 200: videosResponseSchema } },
      config: { remembered: true },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      const { feature, cursor, limit } = request.body;
      return remembered(user.id, `videos:${feature}:${cursor ?? ''}:${limit ?? ''}`, () =>
        libraryService.listVideos(user.id, feature, { cursor, limit }),
      );
    },
  );

  app.post(
    '/api/get-images',
    {
      schema: {
        body: listMediaInputSchema.partial({ feature: true }),
        response: { 200: imagesResponseSchema },
      },
      config: { remembered: true },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      const { cursor, limit } = request.body;
      return remembered(user.id, `images:${cursor ?? ''}:${limit ?? ''}`, () =>
        libraryService.listImages(user.id, { cursor, limit }),
      );
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

  // the id is read after the session check, so a signed-out caller learns nothing from its shape
  app.post(
    '/api/library/videos/:id/thumbnail',
    {
      schema: {
        body: videoThumbnailInputSchema,
        response: { 200: videoThumbnailResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const params = videoIdParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', MESSAGES.uploads.thumbnailVideoNotFound);
      }
      return libraryService.setVideoThumbnail(
        user.id,
        params.data.id,
        request.body.library_item_id,
      );
    },
  );
};

const videoIdParamsSchema = z.object({ id: z.uuid() });
