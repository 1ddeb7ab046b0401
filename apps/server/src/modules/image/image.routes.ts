import multipart from '@fastify/multipart';
import {
  deleteUploadsInputSchema,
  deleteUploadsResponseSchema,
  LIMITS,
  MESSAGES,
  nanoBananaInputSchema,
  nanoBananaResponseSchema,
  uploadFromLibraryInputSchema,
  uploadResponseSchema,
  uploadUsageResponseSchema,
} from '@orato/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { ImageService } from './image.service';
import type { IncomingFile, UploadService } from './upload.service';

/** The multipart limits of every image upload route (the web app's and the public API's). */
export const UPLOAD_MULTIPART_OPTIONS = {
  limits: {
    fileSize: LIMITS.uploadMaxBytes,
    files: LIMITS.imagesMultiModeMax,
    fields: 5,
    parts: 12,
  },
  throwFileSizeLimit: true,
};

export const imageRoutes: FastifyPluginAsyncZod<{
  imageService: ImageService;
  uploadService: UploadService;
}> = async (app, { imageService, uploadService }) => {
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);

  app.post(
    '/api/upload',
    {
      schema: { response: { 200: uploadResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      // signed in before a byte of the files is read; the body's e-mail is checked once read
      const caller = await requireUser(request);
      return uploadService.withUploadSlot(caller.id, async () => {
        const { files, email } = await readUpload(request);
        const user = await requireUser(request, email);
        return uploadService.upload(user.id, files);
      });
    },
  );

  app.post(
    '/api/upload-from-library',
    {
      schema: { body: uploadFromLibraryInputSchema, response: { 200: uploadResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return uploadService.withUploadSlot(user.id, () =>
        uploadService.fromLibrary(user.id, request.body.library_item_id),
      );
    },
  );

  app.post(
    '/api/delete-upload',
    {
      schema: { body: deleteUploadsInputSchema, response: { 200: deleteUploadsResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      return uploadService.deleteOwn(user.id, request.body.upload_urls);
    },
  );

  app.get(
    '/api/upload-usage',
    { schema: { response: { 200: uploadUsageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return uploadService.usage(user.id);
    },
  );

  app.post(
    '/api/google-nano-banana',
    {
      schema: { body: nanoBananaInputSchema, response: { 200: nanoBananaResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await requireUser(request, request.body.email);
      const { prompt, image_urls, aspect } = request.body;
      return imageService.generate(user.id, prompt, image_urls, aspect);
    },
  );
};

const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the images again.';

/** Reads every part into memory (at most 4 files of 10 MB); limits are enforced while reading. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ files: IncomingFile[]; email?: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.server.sendMultipart);
  }
  const files: IncomingFile[] = [];
  let email: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ filename: part.filename || 'image', data: await part.toBuffer() });
      } else if (part.fieldname === 'email' && typeof part.value === 'string') {
        email = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('BAD_REQUEST', MESSAGES.nanoBanana.multiModeMax, { cause: error });
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.server.imageTooLarge, { cause: error });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) {
      throw error;
    }
    // the parser's own errors (a cut-off body, no boundary, a broken part) are the sender's
    throw new AppError('BAD_REQUEST', UNREADABLE_UPLOAD, { cause: error });
  }
  return { files, ...(email !== undefined && { email }) };
}
