import {
  API_MESSAGES,
  quoteResponseSchema,
  v1AvatarQuoteInputSchema,
  v1AvatarsResponseSchema,
  v1CreditsResponseSchema,
  v1DeletedResponseSchema,
  v1ErrorSchema,
  v1JobIdParamsSchema,
  v1JobResponseSchema,
  v1LibraryItemParamsSchema,
  v1LibraryQuerySchema,
  v1LibraryResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { AvatarVideoService } from '../avatar/avatar-video.service';
import type { LibraryService } from '../library/library.service';
import { BEARER_SECURITY, requireApiUser } from './public-api.http';
import type { PublicApiService } from './public-api.service';

export interface PublicApiReadDeps {
  publicApi: PublicApiService;
  avatarVideo: AvatarVideoService;
  library: LibraryService;
}

const errors = { 401: v1ErrorSchema, 404: v1ErrorSchema };

/** The public API's reads (jobs, library, credits, avatars, quotes) and the library's delete. */
export const publicApiReadRoutes: FastifyPluginAsyncZod<PublicApiReadDeps> = async (app, deps) => {
  app.get(
    '/api/v1/jobs/:id',
    {
      schema: {
        tags: ['Jobs'],
        summary: 'A job: state, stage, progress, ETA, credits and, once COMPLETE, result links',
        security: BEARER_SECURITY,
        params: v1JobIdParamsSchema,
        response: { 200: v1JobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireApiUser(request);
      return { job: await deps.publicApi.job(user.id, request.params.id) };
    },
  );

  app.get(
    '/api/v1/avatars',
    {
      schema: {
        tags: ['Avatar videos'],
        summary: 'The presenters an avatar video can use',
        security: BEARER_SECURITY,
        response: { 200: v1AvatarsResponseSchema, 401: v1ErrorSchema },
      },
    },
    async (request) => {
      await requireApiUser(request);
      return { avatars: await deps.publicApi.avatars() };
    },
  );

  app.post(
    '/api/v1/avatar-videos/quote',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Avatar videos'],
        summary: "A script's length and price before starting it",
        security: BEARER_SECURITY,
        body: v1AvatarQuoteInputSchema,
        response: { 200: quoteResponseSchema, 400: v1ErrorSchema, 401: v1ErrorSchema },
      },
    },
    async (request) => {
      await requireApiUser(request);
      const { avatar, script, topic, format } = request.body;
      return deps.avatarVideo.quoteForButton({
        script,
        ...(avatar !== undefined && { creatorName: avatar }),
        ...(topic !== undefined && { topic }),
        ...(format && { format }),
      });
    },
  );

  app.get(
    '/api/v1/library',
    {
      schema: {
        tags: ['Library'],
        summary: "One feature's finished media, newest first, a page at a time",
        description:
          'Up to `limit` items (24 unless given, at most 100). When `next_cursor` is not null, ' +
          'pass it as `cursor` for the next page.',
        security: BEARER_SECURITY,
        querystring: v1LibraryQuerySchema,
        response: { 200: v1LibraryResponseSchema, 400: v1ErrorSchema, 401: v1ErrorSchema },
      },
    },
    async (request) => {
      const user = await requireApiUser(request);
      const { feature, cursor, limit } = request.query;
      return deps.publicApi.listLibrary(user.id, feature, { cursor, limit });
    },
  );

  // the id is read after the key check, so an unknown caller learns nothing from its shape
  app.delete(
    '/api/v1/library/:id',
    {
      schema: {
        tags: ['Library'],
        summary: 'Delete one library item and its files',
        security: BEARER_SECURITY,
        response: { 200: v1DeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireApiUser(request);
      const params = v1LibraryItemParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', API_MESSAGES.libraryItemNotFound);
      }
      await deps.library.deleteItem(user.id, params.data.id);
      return { deleted: true as const, id: params.data.id };
    },
  );

  app.get(
    '/api/v1/credits',
    {
      schema: {
        tags: ['Credits'],
        summary: 'The credits available to spend',
        security: BEARER_SECURITY,
        response: { 200: v1CreditsResponseSchema, 401: v1ErrorSchema },
      },
    },
    async (request) => {
      const user = await requireApiUser(request);
      return { balance: await deps.publicApi.balance(user.id) };
    },
  );
};
