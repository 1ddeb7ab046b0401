import { API_MESSAGES } from '@orato/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session.service';
import type { IdempotencyService } from './idempotency.service';

/** What every `/api/v1` operation declares in the OpenAPI document. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The optional `Idempotency-Key` header of a create, for validation and the document. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().optional().meta({
    description:
      'Makes the create safe to retry: the same key and body within 24 hours answer the first result again.',
  }),
});

/** The caller, by API key or by session; the public API's 401 tells how to send a key. */
export async function requireApiUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) {
    throw new AppError('UNAUTHENTICATED', API_MESSAGES.keyRequired);
  }
  return user;
}

/**
 * Runs a create under the request's `Idempotency-Key`: a replay answers the stored status and body
 * and says so in `Idempotent-Replayed`.
 */
export async function sendIdempotent<T>(
  idempotency: IdempotencyService,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  fingerprint: unknown,
  work: () => Promise<{ status: number; body: T }>,
) {
  const header = request.headers['idempotency-key'];
  const result = await idempotency.run(
    {
      userId,
      key: typeof header === 'string' ? header : undefined,
      fingerprint: { route: `${request.method} ${request.routeOptions.url}`, body: fingerprint },
    },
    work,
  );
  if (result.replayed) {
    reply.header('idempotent-replayed', 'true');
  }
  return reply.status(result.status).send(result.body);
}
