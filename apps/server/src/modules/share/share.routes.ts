import {
  SHARE_MESSAGES,
  createShareInputSchema,
  createShareResponseSchema,
  listSharesInputSchema,
  shareIdParamsSchema,
  shareResponseSchema,
  sharesResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session.plugin';
import type { ShareService } from './share.service';

/** The owner's side of share links: make one for a library item, list an item's, revoke one. */
export const shareRoutes: FastifyPluginAsyncZod<{ shareService: ShareService }> = async (
  app,
  { shareService },
) => {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/shares',
    {
      config: limited,
      schema: { body: createShareInputSchema, response: { 201: createShareResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const share = await shareService.create(user.id, {
        libraryItemId: request.body.library_item_id,
        expiresInDays: request.body.expires_in_days,
        indexable: request.body.indexable,
      });
      return reply.status(201).send({ share });
    },
  );

  app.get(
    '/api/shares',
    { schema: { querystring: listSharesInputSchema, response: { 200: sharesResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { shares: await shareService.list(user.id, request.query.library_item_id) };
    },
  );

  // the id is read after the session check, so a signed-out caller learns nothing from its shape
  app.post(
    '/api/shares/:id/revoke',
    { schema: { response: { 200: shareResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const params = shareIdParamsSchema.safeParse(request.params);
      if (!params.success) {
        throw new AppError('NOT_FOUND', SHARE_MESSAGES.linkNotFound);
      }
      return { share: await shareService.revoke(user.id, params.data.id) };
    },
  );
};
