import {
  STORYBOARD_MESSAGES,
  messageResponseSchema,
  savedDraftIdParamsSchema,
  savedDraftInputSchema,
  savedDraftListSchema,
  savedDraftSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { SavedDraftService } from './saved-draft.service';

/** The draft's id, read after the session check so a signed-out caller learns nothing from it. */
function draftId(request: FastifyRequest): string {
  const params = savedDraftIdParamsSchema.safeParse(request.params);
  if (!params.success) {
    throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.draftNotFound);
  }
  return params.data.id;
}

/** Storyboard drafts saved as the user edits: list, open, start, save, delete. */
export const savedDraftRoutes: FastifyPluginAsyncZod<{
  savedDraftService: SavedDraftService;
}> = async (app, { savedDraftService }) => {
  // an autosave a second while typing, on every open tab
  const autosave = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/api/storyboard-drafts',
    { schema: { response: { 200: savedDraftListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { drafts: await savedDraftService.list(user.id) };
    },
  );

  app.post(
    '/api/storyboard-drafts',
    {
      config: autosave,
      schema: { body: savedDraftInputSchema, response: { 201: savedDraftSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await savedDraftService.create(user.id, request.body));
    },
  );

  app.get(
    '/api/storyboard-drafts/:id',
    { schema: { response: { 200: savedDraftSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return savedDraftService.get(user.id, draftId(request));
    },
  );

  app.put(
    '/api/storyboard-drafts/:id',
    {
      config: autosave,
      schema: { body: savedDraftInputSchema, response: { 200: savedDraftSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return savedDraftService.save(user.id, draftId(request), request.body);
    },
  );

  app.delete(
    '/api/storyboard-drafts/:id',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await savedDraftService.delete(user.id, draftId(request));
      return { message: STORYBOARD_MESSAGES.draftDeleted };
    },
  );
};
