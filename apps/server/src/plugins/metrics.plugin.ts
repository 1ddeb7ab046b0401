import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MetricsExposition } from '../adapters/metrics/metrics';

/** `Authorization: Bearer <token>` matches, in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` on the app's own port, for a scraper that holds the token. Without it the
 * answer is the app's usual 404, so the endpoint is not advertised to anyone probing.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  exposition: MetricsExposition,
  token: string,
): void {
  app.get(
    '/metrics',
    { config: { rateLimit: false, ownBearer: true }, schema: { hide: true } },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.callNotFound();
      }
      return reply.type(exposition.contentType).send(await exposition.render());
    },
  );
}
