import multipart from '@fastify/multipart';
import {
  LIMITS,
  MESSAGES,
  operationStartedResponseSchema,
  ownVoiceQuoteInputSchema,
  ownVoiceVideoInputSchema,
  quoteResponseSchema,
  voiceRecordingFieldsSchema,
  voiceRecordingResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import { readSingleFileForm } from '../image/single-file-form';
import type { UploadService } from '../image/upload.service';

const FIELD_NAMES = new Set(['consent', 'email']);

/** "Use my voice": the recording's upload, and a presenter speaking it. */
export const ownVoiceRoutes: FastifyPluginAsyncZod<{
  avatarVideoService: AvatarVideoService;
  uploadService: UploadService;
}> = async (app, { avatarVideoService, uploadService }) => {
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.voiceRecordingMaxBytes,
      files: 1,
      fields: FIELD_NAMES.size,
      parts: 4,
    },
    throwFileSizeLimit: true,
  });
  const generous = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    '/api/voice-recordings',
    {
      schema: { response: { 200: voiceRecordingResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // signed in before a byte of the recording is read; the body's e-mail is checked once read
      const caller = await requireUser(request);
      return uploadService.withUploadSlot(caller.id, async () => {
        const { file, fields } = await readSingleFileForm(request, {
          fieldNames: FIELD_NAMES,
          fallbackName: 'recording',
          tooLarge: MESSAGES.ownVoice.tooLarge(LIMITS.voiceRecordingMaxBytes / 2 ** 20),
          malformed: MESSAGES.ownVoice.recordingRequired,
        });
        const user = await requireUser(request, fields.email);
        const parsed = voiceRecordingFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? '');
        }
        if (!file) {
          throw new AppError('BAD_REQUEST', MESSAGES.ownVoice.recordingRequired);
        }
        return uploadService.uploadRecording(user.id, file);
      });
    },
  );

  app.post(
    '/api/ai-creator/own-voice',
    {
      schema: { body: ownVoiceVideoInputSchema, response: { 200: operationStartedResponseSchema } },
      config: generous,
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return avatarVideoService.startOwnVoice(user.id, request.body);
    },
  );

  app.post(
    '/api/ai-creator/own-voice/quote',
    {
      schema: { body: ownVoiceQuoteInputSchema, response: { 200: quoteResponseSchema } },
      config: generous,
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body.email);
      reply.header('cache-control', 'no-store');
      return avatarVideoService.quoteOwnVoice(user.id, request.body);
    },
  );
};
