import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../adapters/metrics/metrics';

/**
 * A caller's own id is kept when it could not upset a log reader or a header: letters, digits
 * and `._:-`, at most 128 (UUIDs, ULIDs, trace ids, a load balancer's ids).
 */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Routes the app does not serve share one label, so a scan of made-up URLs adds no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Fastify's `genReqId`: the incoming `x-request-id` when sane, else a new one. */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route's pattern (`/api/media/*`), never the URL as sent. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * One log line per request, when it has been answered (Fastify's own two lines are off), with
 * its id echoed to the caller so a report can be matched to the line; and, with metrics on, the
 * request counted by route pattern and status.
 */
export function registerRequestLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const milliseconds = reply.elapsedTime;
    const route = routeLabel(request);
    request.log.info(
      { req: request, statusCode: reply.statusCode, responseTimeMs: Math.round(milliseconds) },
      `${request.method} ${route} ${reply.statusCode}`,
    );
    if (metrics.enabled) {
      metrics.httpRequest({
        method: request.method,
        route,
        status: reply.statusCode,
        seconds: milliseconds / 1000,
      });
    }
  });
}
