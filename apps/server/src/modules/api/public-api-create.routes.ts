import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  scriptResponseSchema,
  v1AvatarVideoInputSchema,
  v1ErrorSchema,
  v1ImageInputSchema,
  v1JobResponseSchema,
  v1ScriptInputSchema,
  v1UploadResponseSchema,
  v1TranslationInputSchema,
  v1VeoInputSchema,
  API_MESSAGES,
  v1LibraryItemParamsSchema,
} from '@orato/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import { readUpload, UPLOAD_MULTIPART_OPTIONS } from '../image/image.routes';
import type { ImageService } from '../image/image.service';
import type { UploadService } from '../image/upload.service';
import type { VeoService } from '../veo/veo.service';
import type { TranslationService } from '../translation/translation.service';
import { AppError } from '../../lib/app-error';
import type { IdempotencyService } from './idempotency.service';
import {
  BEARER_SECURITY,
  idempotencyHeadersSchema,
  requireApiUser,
  sendIdempotent,
} from './public-api.http';
import type { PublicApiService } from './public-api.service';

export interface PublicApiCreateDeps {
  publicApi: PublicApiService;
  idempotency: IdempotencyService;
  avatarVideo: AvatarVideoService;
  veo: VeoService;
  image: ImageService;
  upload: UploadService;
  translation: TranslationService;
}

const errors = { 400: v1ErrorSchema, 401: v1ErrorSchema, 402: v1ErrorSchema, 409: v1ErrorSchema };
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The public API's creates: thin routes over the web app's services, each behind an
 * `Idempotency-Key`. A job is answered at once (202) with the shape `GET /api/v1/jobs/:id` polls.
 */
export const publicApiCreateRoutes: FastifyPluginAsyncZod<PublicApiCreateDeps> = async (
  app,
  deps,
) => {
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);
  const jobResponse = { 202: v1JobResponseSchema, ...errors };
  const acceptJob = async (userId: string, jobId: string) => ({
    status: 202,
    body: { job: await deps.publicApi.job(userId, jobId) },
  });

  app.post(
    '/api/v1/scripts',
    {
      config: limited,
      schema: {
        tags: ['Scripts'],
        summary: 'Write a presenter script from an idea',
        security: BEARER_SECURITY,
        headers: idempotencyHeadersSchema,
        body: v1ScriptInputSchema,
        response: { 200: scriptResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireApiUser(request);
      return sendIdempotent(deps.idempotency, request, reply, user.id, request.body, async () => ({
        status: 200,
        body: await deps.avatarVideo.writeScript(request.body.topic, {
          audience: request.body.audience,
          points: request.body.points,
          action: request.body.action,
        }),
      }));
    },
  );

  /** A create that starts a job: the route's options, by its docs tag, summary and body. */
  const jobRoute = <Body>(tag: string, summary: string, body: Body) => ({
    config: limited,
    schema: {
      tags: [tag],
      summary,
      security: BEARER_SECURITY,
      headers: idempotencyHeadersSchema,
      body,
      response: jobResponse,
    },
  });
  /** Signed in first; `start` answers the started job's id, once per idempotency key. */
  const startJob = async (
    request: FastifyRequest,
    reply: FastifyReply,
    start: (userId: string) => Promise<string>,
  ) => {
    const user = await requireApiUser(request);
    return sendIdempotent(deps.idempotency, request, reply, user.id, request.body, async () =>
      acceptJob(user.id, await start(user.id)),
    );
  };

  app.post(
    '/api/v1/avatar-videos',
    jobRoute('Avatar videos', 'Start a talking-avatar video', v1AvatarVideoInputSchema),
    (request, reply) =>
      startJob(request, reply, async (userId) => {
        const { avatar, script, topic, format, caption_style } = request.body;
        const started = await deps.avatarVideo.start(userId, {
          creatorName: avatar,
          script,
          ...(topic !== undefined && { topic }),
          ...(format && { format }),
          ...(caption_style && { captionStyle: caption_style }),
        });
        return started.operationId;
      }),
  );

  // the id is read after the key check, so an unknown caller learns nothing from its shape
  app.post(
    '/api/v1/library/:id/translations',
    jobRoute(
      'Avatar videos',
      'Start the same video in another language (its script translated, or your edit of it)',
      v1TranslationInputSchema,
    ),
    (request, reply) =>
      startJob(request, reply, async (userId) => {
        const params = v1LibraryItemParamsSchema.safeParse(request.params);
        if (!params.success) {
          throw new AppError('NOT_FOUND', API_MESSAGES.libraryItemNotFound);
        }
        const { language, scenes, avatar } = request.body;
        const started = await deps.translation.start(userId, params.data.id, {
          language,
          scenes: scenes ?? (await deps.translation.draft(userId, params.data.id, language)).scenes,
          ...(avatar !== undefined && { creatorName: avatar }),
        });
        return started.operationId;
      }),
  );

  app.post(
    '/api/v1/veo-videos',
    jobRoute(
      'VEO clips',
      'Start a text-to-video clip (optionally from a start frame)',
      v1VeoInputSchema,
    ),
    (request, reply) =>
      startJob(request, reply, async (userId) => {
        const { prompt, negative_prompt, start_image_url, duration_seconds, format } = request.body;
        const started = await deps.veo.start(
          userId,
          prompt,
          negative_prompt,
          start_image_url,
          duration_seconds,
          format,
        );
        return started.operation_name;
      }),
  );

  app.post(
    '/api/v1/images',
    jobRoute('Images', 'Start an image, from text or from uploaded images', v1ImageInputSchema),
    (request, reply) =>
      startJob(request, reply, async (userId) => {
        const { prompt, image_urls, aspect } = request.body;
        const started = await deps.image.start(userId, prompt, image_urls, aspect);
        return started.id;
      }),
  );

  app.post(
    '/api/v1/uploads',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['Uploads'],
        summary: 'Upload images (multipart/form-data, up to 4 files of 10 MB)',
        description:
          'The answered links go into `image_urls` of an image or `start_image_url` of a VEO clip.',
        security: BEARER_SECURITY,
        headers: idempotencyHeadersSchema,
        response: { 201: v1UploadResponseSchema, ...errors, 413: v1ErrorSchema },
      },
    },
    async (request, reply) => {
      // signed in before a byte of the files is read
      const user = await requireApiUser(request);
      return deps.upload.withUploadSlot(user.id, async () => {
        const { files } = await readUpload(request);
        const fingerprint = files.map((file) => ({
          name: file.filename,
          sha256: createHash('sha256').update(file.data).digest('hex'),
        }));
        return sendIdempotent(deps.idempotency, request, reply, user.id, fingerprint, async () => {
          const { uploaded_files } = await deps.upload.upload(user.id, files);
          return { status: 201, body: { uploaded_files: deps.publicApi.links(uploaded_files) } };
        });
      });
    },
  );
};
