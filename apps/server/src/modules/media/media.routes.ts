import { MESSAGES } from '@orato/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { MediaService } from './media.service';

const mediaQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/i),
  download: z.string().min(1).max(255).optional(),
});

/** Signed media links: `GET|HEAD /api/media/<key>?expires=…&signature=…[&download=…]`. */
export const mediaRoutes: FastifyPluginAsync<{ mediaService: MediaService }> = async (
  app,
  { mediaService },
) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/*',
    // a player seeking through a video sends many range requests; the signature is the guard
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const query = mediaQuerySchema.safeParse(request.query);
      if (!query.success) {
        // a link with a missing or malformed part is just another invalid link
        throw new AppError('FORBIDDEN', MESSAGES.server.invalidLink);
      }
      const result = await mediaService.openSignedMedia({
        key: (request.params as { '*': string })['*'],
        ...query.data,
        rangeHeader: request.headers.range,
        withBody: request.method === 'GET',
      });
      return reply.status(result.status).headers(result.headers).send(result.body);
    },
  });
};
