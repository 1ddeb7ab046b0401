import multipart from '@fastify/multipart';
import {
  createPhotoAvatarResponseSchema,
  LIMITS,
  MESSAGES,
  messageResponseSchema,
  photoAvatarFieldsSchema,
  photoAvatarParamsSchema,
  photoAvatarsResponseSchema,
  photoAvatarVoicePreviewQuerySchema,
  photoAvatarVoicesResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import { readSingleFileForm } from '../image/single-file-form';
import type { UploadService } from '../image/upload.service';
import type { PhotoAvatarService } from './photo-avatar.service';

const FIELD_NAMES = new Set(['name', 'voice', 'language', 'consent', 'email']);

export const photoAvatarRoutes: FastifyPluginAsyncZod<{
  photoAvatarService: PhotoAvatarService;
  uploadService: UploadService;
}> = async (app, { photoAvatarService, uploadService }) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: FIELD_NAMES.size, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/api/photo-avatars',
    { schema: { response: { 200: photoAvatarsResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return photoAvatarService.list(user.id);
    },
  );

  app.get(
    '/api/photo-avatars/voices',
    { schema: { response: { 200: photoAvatarVoicesResponseSchema } } },
    async (request) => {
      await requireUser(request);
      return photoAvatarService.voices();
    },
  );

  app.get(
    '/api/photo-avatars/voice-preview',
    {
      schema: { querystring: photoAvatarVoicePreviewQuerySchema },
      // each preview is spoken on request: a few a minute is all a person choosing needs
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await requireUser(request);
      const wav = await photoAvatarService.voicePreview(request.query.voice);
      // the same voice says the same sentence until the server's voices change
      reply.header('cache-control', 'private, max-age=3600');
      return reply.type('audio/wav').send(wav);
    },
  );

  app.post(
    '/api/photo-avatars',
    {
      schema: { response: { 200: createPhotoAvatarResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // signed in before a byte of the photo is read; the body's e-mail is checked once read
      const caller = await requireUser(request);
      return uploadService.withUploadSlot(caller.id, async () => {
        const { file, fields } = await readSingleFileForm(request, {
          fieldNames: FIELD_NAMES,
          fallbackName: 'portrait',
          tooLarge: MESSAGES.server.imageTooLarge,
          malformed: MESSAGES.photoAvatar.imageRequired,
        });
        const user = await requireUser(request, fields.email);
        const parsed = photoAvatarFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError('BAD_REQUEST', issue?.message ?? MESSAGES.photoAvatar.imageRequired);
        }
        return photoAvatarService.create(user.id, parsed.data, file);
      });
    },
  );

  app.delete(
    '/api/photo-avatars/:id',
    {
      schema: { response: { 200: messageResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      // who asks comes first: a stranger learns nothing, not even whether the id is well formed
      const user = await requireUser(request);
      const params = photoAvatarParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', MESSAGES.photoAvatar.notFound);
      }
      return photoAvatarService.delete(user.id, params.data.id);
    },
  );
};
