import { API_MESSAGES } from '@orato/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { RateLimitCounters } from './rate-limit.plugin';
import { bearerKeyOf } from './session.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads `Authorization` itself (the doctor's token): no API key is looked for. */
    ownBearer?: boolean;
  }
}

/** Where API keys may go: the versioned public API and nothing else. */
export const PUBLIC_API_PREFIX = '/api/v1/';

const WINDOW_MS = 60_000;

/** True for a request to the public API (by its matched route; unmatched ones by their path). */
export function isPublicApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  return route.startsWith(PUBLIC_API_PREFIX);
}

/**
 * Requests that carry a bearer key: the key must be live (else 401), may reach only `/api/v1`
 * (else 403, so a key can never buy, manage keys or delete the account), and counts against its
 * own per-minute limit, shared by every API process through the database counters.
 */
export function registerApiKeyGuard(
  app: FastifyInstance,
  options: { counters: Pick<RateLimitCounters, 'hit'>; perMinute: number },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (bearerKeyOf(request) === undefined || request.routeOptions.config?.ownBearer) {
      return;
    }
    if (!isPublicApiRequest(request)) {
      throw new AppError('FORBIDDEN', API_MESSAGES.keyScope);
    }
    const user = (await request.sessionUser()) as { keyId?: string } | undefined;
    if (!user?.keyId) {
      throw new AppError('UNAUTHENTICATED', API_MESSAGES.keyInvalid);
    }
    const { count, resetInMs } = await options.counters.hit(`api-key|${user.keyId}`, WINDOW_MS);
    const resetSeconds = Math.ceil(resetInMs / 1000);
    reply.header('x-ratelimit-limit', options.perMinute);
    reply.header('x-ratelimit-remaining', Math.max(0, options.perMinute - count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (count > options.perMinute) {
      reply.header('retry-after', resetSeconds);
      throw new AppError('RATE_LIMITED', API_MESSAGES.keyRateLimited);
    }
  });
}
